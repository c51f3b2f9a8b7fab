/**
 * How the free consultation calls happen: the agency phones the visitor at the number they gave when
 * booking, or every call is held in one video room of the agency's (its own Zoom, Google Meet or Jitsi
 * link). The one place to choose it: the booking's success screen, its confirmation e-mail and
 * reminders, the calendar invite (LOCATION and URL), the manage page and the staff calendar feed all
 * say what this says (rules/booking/meeting.ts words it).
 *
 * For video, replace the line below with, for example:
 *   export const callMeeting: CallMeeting = { kind: 'video', url: 'https://meet.jit.si/westside-growth-consultations' };
 */
export type CallMeeting = { kind: 'phone' } | { kind: 'video'; url: string };

export const callMeeting: CallMeeting = { kind: 'phone' };
