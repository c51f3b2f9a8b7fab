import type { OutboxMessage } from '../api/types';
import { formatDateTime } from '../format';

export type DeliveryTone = 'sent' | 'pending' | 'failed' | 'held';

/**
 * A message still unsent this long after it was due is not "pending" but stuck: mail is not configured
 * (the dispatcher then claims nothing) or the dispatch schedule stopped. The inbox's
 * `undelivered_email_count` (supabase/migrations/*_inbox_email_problems.sql) uses the same 30 minutes.
 */
export const OVERDUE_AFTER_MS = 30 * 60 * 1000;

/** Where an e-mail went and whether it got there, in words staff can act on. */
export function describeDelivery(
  message: Pick<OutboxMessage, 'to_address' | 'status' | 'sent_at' | 'next_attempt_at' | 'last_error' | 'attempts'>,
  now: Date = new Date(),
): { tone: DeliveryTone; text: string } {
  const tries = message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`;
  const overdue = (message.status === 'pending' || message.status === 'sending') && now.getTime() - Date.parse(message.next_attempt_at) > OVERDUE_AFTER_MS;
  if (overdue) {
    // Kept pending on purpose, so it still goes out once mail works; said plainly so someone mends it.
    const error = message.last_error ? ` Last error: ${message.last_error}.` : '';
    return {
      tone: 'failed',
      text: `Not sent: due since ${formatDateTime(message.next_attempt_at)} (${tries}).${error} Check the mail settings and the dispatch schedule; it goes out once they work.`,
    };
  }
  switch (message.status) {
    case 'sent':
      return { tone: 'sent', text: message.sent_at ? `Sent ${formatDateTime(message.sent_at)}` : 'Sent' };
    case 'sending':
      return { tone: 'pending', text: `Sending now (${tries})` };
    case 'pending': {
      const retry = message.last_error ? `; last error: ${message.last_error}` : '';
      return { tone: 'pending', text: `Pending (next try at ${formatDateTime(message.next_attempt_at)}, ${tries}${retry})` };
    }
    case 'failed':
      return { tone: 'failed', text: `Failed after ${tries}: ${message.last_error ?? 'no error recorded'}` };
    case 'suppressed': {
      // Not a fault to mend: the database holds back e-mails over the hourly caps per mailbox (decision 026),
      // the visitor's and the team's notifications about one mailbox.
      const count = message.last_error ? ` (${message.last_error})` : '';
      if (message.to_address === null) {
        return { tone: 'held', text: `Not sent: held back${count}, so that nobody can fill the team's inbox with one address. The lead is here all the same.` };
      }
      return {
        tone: 'held',
        text: `Not sent: held back${count}, so that nobody can use the forms to flood a stranger's inbox. If this visitor is real, reply by hand.`,
      };
    }
    case 'withdrawn':
      // Not a fault either: what it said no longer held when its turn came.
      return { tone: 'held', text: 'Not sent: withdrawn, because the call it was about was moved or cancelled, or had already started.' };
  }
}

/** The recipient: a null address is the team's inbox, resolved when the message is sent. */
export function recipientLabel(toAddress: string | null): string {
  return toAddress ?? 'Team inbox';
}
