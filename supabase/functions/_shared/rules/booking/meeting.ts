/**
 * What every message about a booked call says about how it happens (content/call-meeting.ts): one
 * wording for the site, the e-mails, the invite and the staff's calendar.
 */
import type { CallMeeting } from '../content/call-meeting.ts';

export interface MeetingWords {
  /** A sentence for the visitor: how they will meet us. For video it ends where the room's link follows. */
  sentence: string;
  /** The video room, for video calls: shown after the sentence as a link, the invite's URL. */
  url?: string;
  /** The invite's LOCATION, as a calendar shows it under the title. */
  location: string;
}

/** The agency's calls as the visitor is told about them. */
export function meetingWords(meeting: CallMeeting): MeetingWords {
  if (meeting.kind === 'video') {
    return { sentence: 'Join the video call from this link when it starts:', url: meeting.url, location: meeting.url };
  }
  return { sentence: 'We will call you at the phone number you gave us.', location: 'Phone call: we call you' };
}

/** The sentence with the room's link after it, for plain text (an e-mail's paragraph, an invite's description). */
export function meetingText(words: MeetingWords): string {
  return words.url ? `${words.sentence} ${words.url}` : words.sentence;
}

/**
 * Where staff meet the visitor, for their own calendar: the room for video; for a phone call, the number
 * to dial (the visitor typed it, so it goes only into text fields, escaped by the calendar writer).
 */
export function staffMeetingLocation(meeting: CallMeeting, visitorPhone: string | null): string {
  if (meeting.kind === 'video') return meeting.url;
  return visitorPhone ? `Phone: ${visitorPhone}` : 'Phone call';
}
