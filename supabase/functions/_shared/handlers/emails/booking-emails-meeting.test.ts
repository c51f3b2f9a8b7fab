/**
 * How calls happen is one setting (content/call-meeting.ts): given a video room, the confirmation, the
 * reminders and the invite all give that room, and none still promises a phone call.
 */
import { describe, expect, it } from 'vitest';
import { readInvite } from '../../../../../tests/ics-reader.ts';
import { meetingWords } from '../../rules/booking/meeting.ts';
import { bookingConfirmation, bookingReminders } from './booking-emails.ts';

const ROOM = 'https://meet.jit.si/westside-growth-consultations';

const call = { bookingId: 'b-1', start: new Date('2027-03-04T17:00:00Z'), email: 'ada@example.com', timeZone: 'America/Los_Angeles', sequence: 0 };
const context = {
  brand: { name: 'Westside Growth', siteUrl: 'https://www.example.com' },
  emailFrom: 'Westside Growth <hello@example.com>',
  now: new Date('2027-03-01T12:00:00Z'),
  meeting: { kind: 'video', url: ROOM } as const,
};
const phoneSentence = meetingWords({ kind: 'phone' }).sentence;

describe('with a video room as the meeting', () => {
  it('the confirmation gives the room, and its invite has it as the location and the URL', () => {
    const confirmation = bookingConfirmation(call, context);
    expect(confirmation.content.text).toContain(ROOM);
    expect(confirmation.content.text).not.toContain(phoneSentence);
    const invite = readInvite(atob(confirmation.attachments?.[0]?.content_base64 ?? ''));
    expect(invite).toMatchObject({ location: ROOM, url: ROOM });
    expect(invite.description).toContain(ROOM);
  });

  it('every reminder gives the room', () => {
    const reminders = bookingReminders(call, context);
    expect(reminders).toHaveLength(2);
    for (const reminder of reminders) {
      expect(reminder.content.text).toContain(ROOM);
      expect(reminder.content.text).not.toContain(phoneSentence);
    }
  });
});
