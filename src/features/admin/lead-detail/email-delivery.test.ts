import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format';
import { describeDelivery, recipientLabel } from './email-delivery';

const base = { sent_at: null, next_attempt_at: '2026-11-20T18:30:00.000Z', last_error: null, attempts: 0 };

describe('describeDelivery', () => {
  it('says when a message was sent', () => {
    expect(describeDelivery({ ...base, status: 'sent', sent_at: '2026-11-20T18:00:00.000Z', attempts: 1 })).toEqual({ tone: 'sent', text: `Sent ${formatDateTime('2026-11-20T18:00:00.000Z')}` });
  });

  it('says when a waiting message is tried next, and why the last try failed', () => {
    expect(describeDelivery({ ...base, status: 'pending' })).toEqual({ tone: 'pending', text: `Pending (next try at ${formatDateTime(base.next_attempt_at)}, 0 attempts)` });
    expect(describeDelivery({ ...base, status: 'pending', attempts: 1, last_error: 'Resend 503' }).text).toBe(`Pending (next try at ${formatDateTime(base.next_attempt_at)}, 1 attempt; last error: Resend 503)`);
  });

  it('shows why a message failed for good', () => {
    expect(describeDelivery({ ...base, status: 'failed', attempts: 5, last_error: 'Invalid recipient' })).toEqual({ tone: 'failed', text: 'Failed after 5 attempts: Invalid recipient' });
  });
});

describe('recipientLabel', () => {
  it('names the team inbox for messages without an address', () => {
    expect(recipientLabel(null)).toBe('Team inbox');
    expect(recipientLabel('ann@example.com')).toBe('ann@example.com');
  });
});
