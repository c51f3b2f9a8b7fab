import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format';
import { describeDelivery, recipientLabel } from './email-delivery';

const base = { to_address: 'ann@example.com', sent_at: null, next_attempt_at: '2026-11-20T18:30:00.000Z', last_error: null, attempts: 0 };
/** Just after the message was due. */
const now = new Date('2026-11-20T18:31:00.000Z');

describe('describeDelivery', () => {
  it('says when a message was sent', () => {
    expect(describeDelivery({ ...base, status: 'sent', sent_at: '2026-11-20T18:00:00.000Z', attempts: 1 }, now)).toEqual({ tone: 'sent', text: `Sent ${formatDateTime('2026-11-20T18:00:00.000Z')}` });
  });

  it('says when a waiting message is tried next, and why the last try failed', () => {
    expect(describeDelivery({ ...base, status: 'pending' }, now)).toEqual({ tone: 'pending', text: `Pending (next try at ${formatDateTime(base.next_attempt_at)}, 0 attempts)` });
    expect(describeDelivery({ ...base, status: 'pending', attempts: 1, last_error: 'Resend 503' }, now).text).toBe(`Pending (next try at ${formatDateTime(base.next_attempt_at)}, 1 attempt; last error: Resend 503)`);
  });

  it('calls a message still unsent 30 minutes after it was due a failure staff must mend, not a wait', () => {
    const stuck = { ...base, status: 'pending' as const };
    expect(describeDelivery(stuck, new Date('2026-11-20T19:00:00.000Z')).tone).toBe('pending');
    expect(describeDelivery(stuck, new Date('2026-11-20T19:00:01.000Z'))).toEqual({
      tone: 'failed',
      text: `Not sent: due since ${formatDateTime(base.next_attempt_at)} (0 attempts). Check the mail settings and the dispatch schedule; it goes out once they work.`,
    });
    expect(describeDelivery({ ...stuck, status: 'sending', attempts: 2, last_error: 'Resend 503' }, new Date('2026-11-21T09:00:00.000Z')).text).toContain('(2 attempts). Last error: Resend 503.');
    // Sent and failed messages are final, however old.
    expect(describeDelivery({ ...base, status: 'sent', sent_at: base.next_attempt_at, attempts: 1 }, new Date('2026-12-01T00:00:00.000Z')).tone).toBe('sent');
  });

  it('shows why a message failed for good', () => {
    expect(describeDelivery({ ...base, status: 'failed', attempts: 5, last_error: 'Invalid recipient' }, now)).toEqual({ tone: 'failed', text: 'Failed after 5 attempts: Invalid recipient' });
  });

  it('says a suppressed visitor e-mail was held back on purpose, with the count, however old', () => {
    const held = { ...base, status: 'suppressed' as const, last_error: '3 e-mails went to this mailbox (under any spelling) in the hour before; the cap is 3' };
    expect(describeDelivery(held, new Date('2026-12-01T00:00:00.000Z'))).toEqual({
      tone: 'held',
      text: "Not sent: held back (3 e-mails went to this mailbox (under any spelling) in the hour before; the cap is 3), so that nobody can use the forms to flood a stranger's inbox. If this visitor is real, reply by hand.",
    });
  });

  it("says a team notification was held back because the team had heard of the address enough that hour, and that the lead is kept", () => {
    const held = {
      ...base,
      to_address: null,
      status: 'suppressed' as const,
      last_error: 'the team had 3 notifications about this mailbox (under any spelling) in the hour before; the cap is 3. The lead is stored',
    };
    expect(describeDelivery(held, new Date('2026-12-01T00:00:00.000Z'))).toEqual({
      tone: 'held',
      text: "Not sent: held back (the team had 3 notifications about this mailbox (under any spelling) in the hour before; the cap is 3. The lead is stored), so that nobody can fill the team's inbox with one address. The lead is here all the same.",
    });
  });

  it('says a withdrawn booking e-mail was left unsent because its call changed, not that delivery failed', () => {
    expect(describeDelivery({ ...base, status: 'withdrawn' }, new Date('2026-12-01T00:00:00.000Z'))).toEqual({
      tone: 'held',
      text: 'Not sent: withdrawn, because the call it was about was moved or cancelled, or had already started.',
    });
  });
});

describe('recipientLabel', () => {
  it('names the team inbox for messages without an address', () => {
    expect(recipientLabel(null)).toBe('Team inbox');
    expect(recipientLabel('ann@example.com')).toBe('ann@example.com');
  });
});
