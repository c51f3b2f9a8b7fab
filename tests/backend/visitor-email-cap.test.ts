/**
 * The site's forms cannot flood a stranger's inbox. Every submission is stored, but a visitor-given mailbox
 * gets at most private.security_settings.visitor_emails_per_address_per_hour (3) e-mails in any hour, and
 * the team at most team_notifications_per_address_per_hour (3) notifications about it, whichever forms
 * were filled and from however many client addresses; the rest are stored as 'suppressed' and never sent.
 * Its spellings (plus tags, Gmail's dots) are mailbox-spellings.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import type { TestBackend } from './harness.ts';
import { bookingBody, contactBody, leadsFor, mailTo, postFrom, resourceBody, startLeadBackend, uniqueEmail, uniqueIp, visitorEmailForms } from './lead-test-kit.ts';

const CAP = 3;
// Every other limit out of the way: only the per-address e-mail cap is under test.
const NO_OTHER_LIMITS = {
  LEAD_RATE_LIMIT_PER_IP: '100000',
  LEAD_RATE_LIMIT_PER_EMAIL: '100000',
  LEAD_RATE_LIMIT_PER_FUNCTION: '100000',
  AGREEMENT_RATE_LIMIT_PER_IP: '100000',
  AGREEMENT_RATE_LIMIT_GLOBAL: '100000',
  BOOKING_LIVE_LIMIT_PER_IP: '100000',
  BOOKING_LIVE_LIMIT_PER_EMAIL: '100000',
};

/** One submission of every form that e-mails its visitor, in the order an attacker might send them. */
const forms = visitorEmailForms;

let backend: TestBackend;
beforeAll(async () => {
  backend = await startLeadBackend({ secrets: NO_OTHER_LIMITS });
});
afterAll(() => backend.stop());

/** The outbox rows addressed to `email`, whichever lead they belong to. */
async function visitorRows(email: string): Promise<{ status: string; last_error: string | null }[]> {
  const { rows } = await backend.db.query<{ status: string; last_error: string | null }>(
    'select status, last_error from public.email_outbox where lower(to_address) = lower($1) order by created_at',
    [email],
  );
  return rows;
}

describe('e-mails to one visitor-given address', () => {
  it(`sends at most ${CAP} an hour across every form and client address, stores every lead and tells the team of the first ${CAP}`, async () => {
    const stranger = uniqueEmail('stranger');
    for (const form of forms) {
      const answer = await postFrom(backend, uniqueIp(), form.name, await form.body(stranger));
      expect(answer.status, form.name).toBe(200);
    }
    await settleBackgroundTasks();

    // The booking joins the lead before it rather than adding one.
    expect(await leadsFor(backend, stranger)).toHaveLength(forms.length - 1);
    expect((await backend.db.query('select 1 from public.call_bookings where email = $1', [stranger])).rows).toHaveLength(1);
    expect(await mailTo(backend, stranger)).toHaveLength(CAP);
    // One notification per submission is queued (a quiz lead's waits a while for its follow-up answers);
    // beyond the cap they are held back, and the leads stay in the inbox.
    const { rows: team } = await backend.db.query<{ status: string }>(
      `select o.status from public.email_outbox as o join public.leads as l on l.id = o.lead_id
        where l.email = $1 and o.kind = 'team-notification'`,
      [stranger],
    );
    expect(team).toHaveLength(forms.length);
    expect(team.filter((row) => row.status === 'suppressed')).toHaveLength(forms.length - CAP);

    const rows = await visitorRows(stranger);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(CAP);
    const suppressed = rows.filter((row) => row.status === 'suppressed');
    expect(suppressed).toHaveLength(forms.length - CAP);
    expect(suppressed[0]?.last_error).toBe(`${CAP} e-mails went to this mailbox (under any spelling) in the hour before; the cap is ${CAP}`);
  });

  it('counts the address in any case, and leaves other addresses alone', async () => {
    const stranger = uniqueEmail('case');
    for (let index = 0; index < CAP; index += 1) {
      expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(stranger))).status).toBe(200);
    }
    const other = uniqueEmail('other');
    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(stranger.toUpperCase()))).status).toBe(200);
    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(other))).status).toBe(200);
    await settleBackgroundTasks();

    expect(await mailTo(backend, stranger)).toHaveLength(CAP);
    expect(await mailTo(backend, other)).toHaveLength(1);
  });

  it(`holds under concurrent submissions: ${CAP} sent, however many race`, async () => {
    const stranger = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 8 }, () => postFrom(backend, uniqueIp(), 'submit-resource-download', resourceBody(stranger))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    await settleBackgroundTasks();

    const rows = await visitorRows(stranger);
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => row.status !== 'suppressed')).toHaveLength(CAP);
    expect(await mailTo(backend, stranger)).toHaveLength(CAP);
  });

  it('opens again when the e-mails of the hour before are older than an hour', async () => {
    const visitor = uniqueEmail('hour');
    for (let index = 0; index < CAP; index += 1) {
      expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(visitor))).status).toBe(200);
    }
    await settleBackgroundTasks();
    await backend.db.query(
      `update public.email_outbox set created_at = created_at - interval '61 minutes', counted_at = counted_at - interval '61 minutes'
        where lower(to_address) = $1`,
      [visitor],
    );

    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(visitor))).status).toBe(200);
    await settleBackgroundTasks();
    expect(await mailTo(backend, visitor)).toHaveLength(CAP + 1);
  });

  it('takes its size from the operator setting', async () => {
    await backend.db.query('update private.security_settings set visitor_emails_per_address_per_hour = 1');
    try {
      const visitor = uniqueEmail('tuned');
      for (let index = 0; index < 2; index += 1) {
        expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(visitor))).status).toBe(200);
      }
      await settleBackgroundTasks();
      expect(await mailTo(backend, visitor)).toHaveLength(1);
    } finally {
      await backend.db.query('update private.security_settings set visitor_emails_per_address_per_hour = default');
    }
  });

  describe('a booked call\'s reminders, due later', () => {
    /** The address's reminders made due now, then offered to the dispatcher's claim: what it took to send. */
    async function claimRemindersOf(email: string): Promise<string[]> {
      const { rows: reminders } = await backend.db.query<{ id: string }>(
        `update public.email_outbox set next_attempt_at = now() where lower(to_address) = $1 and kind like 'booking-reminder-%' returning id`,
        [email],
      );
      expect(reminders.length).toBeGreaterThan(0);
      const { rows: claimed } = await backend.db.query<{ id: string }>('select id from public.claim_email_outbox(100, $1::uuid[])', [reminders.map((row) => row.id)]);
      return claimed.map((row) => row.id);
    }

    async function reminderRows(email: string) {
      const { rows } = await backend.db.query<{ status: string; last_error: string | null; counted_at: Date | null }>(
        `select status, last_error, counted_at from public.email_outbox where lower(to_address) = $1 and kind like 'booking-reminder-%'`,
        [email],
      );
      return rows;
    }

    it('do not count in the hour they are queued: a booking leaves room for the visitor\'s next forms', async () => {
      const visitor = uniqueEmail('booked');
      expect((await postFrom(backend, uniqueIp(), 'book-call', bookingBody(visitor))).status).toBe(200);
      expect((await postFrom(backend, uniqueIp(), 'submit-resource-download', resourceBody(visitor))).status).toBe(200);
      expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(visitor))).status).toBe(200);
      await settleBackgroundTasks();

      expect(await mailTo(backend, visitor)).toHaveLength(CAP);
      expect((await visitorRows(visitor)).filter((row) => row.status === 'suppressed')).toEqual([]);
      expect((await reminderRows(visitor)).map((row) => [row.status, row.counted_at])).toEqual(
        (await reminderRows(visitor)).map(() => ['pending', null]),
      );
    });

    it(`count when they come due: one due after ${CAP} e-mails that hour is suppressed, not sent`, async () => {
      const visitor = uniqueEmail('flooded');
      expect((await postFrom(backend, uniqueIp(), 'book-call', bookingBody(visitor))).status).toBe(200);
      for (let index = 1; index < CAP; index += 1) {
        expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(visitor))).status).toBe(200);
      }
      await settleBackgroundTasks();

      expect(await claimRemindersOf(visitor)).toEqual([]);
      const reminders = await reminderRows(visitor);
      expect(reminders.map((row) => row.status)).toEqual(reminders.map(() => 'suppressed'));
      expect(reminders[0]?.last_error).toBe(`${CAP} e-mails went to this mailbox (under any spelling) in the hour before; the cap is ${CAP}`);
    });

    it('are claimed and counted when the hour has room', async () => {
      const visitor = uniqueEmail('reminded');
      expect((await postFrom(backend, uniqueIp(), 'book-call', bookingBody(visitor))).status).toBe(200);
      await settleBackgroundTasks();

      const claimed = await claimRemindersOf(visitor);
      const reminders = await reminderRows(visitor);
      // Up to the cap: the confirmation took one place in the hour.
      expect(claimed).toHaveLength(Math.min(reminders.length, CAP - 1));
      expect(reminders.filter((row) => row.status === 'sending').every((row) => row.counted_at !== null)).toBe(true);
    });
  });

  it("counts, but never suppresses, the notice of a change the link's holder or staff made: it keeps their calendar in step", async () => {
    const visitor = uniqueEmail('changes');
    const queue = (kind: string) =>
      backend.db.query<{ status: string; counted: boolean }>(
        `insert into public.email_outbox (kind, to_address, subject, html, text_body) values ($1, $2, 'Subject', '<p>Body</p>', 'Body')
         returning status, counted_at is not null as counted`,
        [kind, visitor],
      );
    for (let index = 0; index < CAP; index += 1) expect((await queue('lead-confirmation')).rows[0]).toEqual({ status: 'pending', counted: true });
    for (const kind of ['booking-moved', 'booking-cancelled', 'booking-restored']) {
      expect((await queue(kind)).rows[0], kind).toEqual({ status: 'pending', counted: true });
    }
    // What a stranger can cause stays capped, the notices counted in the hour.
    expect((await queue('booking-confirmation')).rows[0]).toEqual({ status: 'suppressed', counted: false });
  });
});
