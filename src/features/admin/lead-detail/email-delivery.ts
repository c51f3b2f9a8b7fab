import type { OutboxMessage } from '../api/types';
import { formatDateTime } from '../format';

export type DeliveryTone = 'sent' | 'pending' | 'failed';

/** Where an e-mail went and whether it got there, in words staff can act on. */
export function describeDelivery(message: Pick<OutboxMessage, 'status' | 'sent_at' | 'next_attempt_at' | 'last_error' | 'attempts'>): { tone: DeliveryTone; text: string } {
  const tries = message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`;
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
  }
}

/** The recipient: a null address is the team's inbox, resolved when the message is sent. */
export function recipientLabel(toAddress: string | null): string {
  return toAddress ?? 'Team inbox';
}
