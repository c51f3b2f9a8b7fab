import { meetingWords } from '@shared/booking/meeting.ts';
import { callMeeting } from '@shared/content/call-meeting.ts';

/** How the booked call happens (a phone call from us, or the agency's video room), as the e-mails and the invite say it. */
export function CallMeetingNote({ className }: { className?: string }) {
  const { sentence, url } = meetingWords(callMeeting);
  return (
    <p className={className}>
      {sentence}
      {url ? (
        <>
          {' '}
          <a href={url} className="font-semibold break-all text-primary underline underline-offset-2">
            {url}
          </a>
        </>
      ) : null}
    </p>
  );
}
