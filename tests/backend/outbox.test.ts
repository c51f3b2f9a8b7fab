import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tables } from '../../supabase/functions/_shared/database.types.ts';
import { MailTransportError, type MailTransport, type OutboundEmail } from '../../supabase/functions/_shared/infra/mail/transport.ts';
import { createOutboxDispatcher, type OutboxDispatcherOptions } from '../../supabase/functions/_shared/infra/outbox/dispatcher.ts';
import { MAX_SEND_ATTEMPTS } from '../../supabase/functions/_shared/infra/outbox/retry-policy.ts';
import { identitySender } from '../../supabase/functions/_shared/rules/content/site-identity.ts';
import { startTestBackend, type QueriedRow, type TestBackend } from './harness.ts';

const EMAIL_FROM = identitySender();

// The dispatcher against the real local backend (claims through rpc, results through PostgREST),
// with the mail provider faked at the edge: what it was asked to send, and what it answers.

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());
beforeEach(async () => {
  await backend.db.query('delete from public.email_outbox');
});

interface FakeTransport extends MailTransport {
  sent: OutboundEmail[];
}

function fakeTransport(answer: (email: OutboundEmail) => Promise<{ id: string }> = async (email) => ({ id: `provider-${email.idempotencyKey}` })): FakeTransport {
  const sent: OutboundEmail[] = [];
  return {
    name: 'fake',
    sent,
    send: async (email) => {
      sent.push(email);
      return answer(email);
    },
  };
}

function dispatcherWith(transport: MailTransport | null, options: Partial<OutboxDispatcherOptions> = {}) {
  const logs: string[] = [];
  const dispatcher = createOutboxDispatcher({
    client: backend.serviceClient(),
    transport,
    from: EMAIL_FROM,
    teamAddress: 'team@example.com',
    log: (message) => logs.push(message),
    ...options,
  });
  return { dispatcher, logs };
}

async function queue(message: { to?: string | null; replyTo?: string | null; subject?: string } = {}): Promise<string> {
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.email_outbox (kind, to_address, reply_to, subject, html, text_body)
     values ('visitor-confirmation', $1, $2, $3, '<p>Thanks, <b>Ada</b></p>', 'Thanks, Ada') returning id`,
    [message.to === undefined ? 'ada@example.com' : message.to, message.replyTo ?? null, message.subject ?? 'Thanks for reaching out'],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no outbox row');
  return id;
}

type OutboxState = QueriedRow<
  Tables<'email_outbox'>,
  'status' | 'attempts' | 'next_attempt_at' | 'locked_until' | 'last_error' | 'provider_message_id' | 'sent_at',
  'next_attempt_at' | 'locked_until' | 'sent_at'
>;

async function stateOf(id: string): Promise<OutboxState> {
  const { rows } = await backend.db.query<OutboxState>(
    'select status, attempts, next_attempt_at, locked_until, last_error, provider_message_id, sent_at from public.email_outbox where id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`outbox row ${id} is gone`);
  return row;
}

describe('the outbox dispatcher', () => {
  it('sends a due message once, keyed by its row id, and marks it sent with the provider’s id', async () => {
    const id = await queue({ replyTo: 'team@example.com' });
    const transport = fakeTransport();
    const { dispatcher } = dispatcherWith(transport);

    expect(await dispatcher.dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent).toEqual([
      {
        from: EMAIL_FROM,
        to: ['ada@example.com'],
        replyTo: 'team@example.com',
        subject: 'Thanks for reaching out',
        html: '<p>Thanks, <b>Ada</b></p>',
        text: 'Thanks, Ada',
        idempotencyKey: id,
      },
    ]);
    const state = await stateOf(id);
    expect(state).toMatchObject({ status: 'sent', attempts: 1, provider_message_id: `provider-${id}`, last_error: null, locked_until: null });
    expect(state.sent_at).not.toBeNull();

    expect(await dispatcher.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it('keeps a message the provider could not take for now, to try again 30 s later', async () => {
    const id = await queue();
    const transport = fakeTransport(async () => {
      throw new MailTransportError('Resend answered 503 application_error: try again later', true, 503);
    });
    const now = new Date();
    const { dispatcher, logs } = dispatcherWith(transport, { now: () => now });

    expect(await dispatcher.dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const state = await stateOf(id);
    expect(state).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, provider_message_id: null, sent_at: null });
    expect(state.last_error).toBe('Resend answered 503 application_error: try again later');
    expect(state.next_attempt_at.getTime()).toBe(now.getTime() + 30_000);
    expect(logs.join('\n')).toContain(id);

    // Not due yet: a dispatch right away leaves it alone.
    expect(await dispatcher.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it('gives up at once on an answer that will never change (a rejected address)', async () => {
    const id = await queue();
    const transport = fakeTransport(async () => {
      throw new MailTransportError('Resend answered 422 validation_error: Invalid `to` field', false, 422);
    });
    const { dispatcher } = dispatcherWith(transport);

    expect(await dispatcher.dispatch()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await stateOf(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Resend answered 422 validation_error: Invalid `to` field' });
  });

  it(`marks a message failed after ${MAX_SEND_ATTEMPTS} attempts`, async () => {
    const id = await queue();
    await backend.db.query('update public.email_outbox set attempts = $2 where id = $1', [id, MAX_SEND_ATTEMPTS - 1]);
    const transport = fakeTransport(async () => {
      throw new MailTransportError('Resend did not answer within 10 s', true);
    });
    const { dispatcher } = dispatcherWith(transport);

    expect(await dispatcher.dispatch()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await stateOf(id)).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, last_error: 'Resend did not answer within 10 s' });
  });

  it('treats an unexpected exception as a retryable failure, without crashing the batch', async () => {
    const broken = await queue({ subject: 'first' });
    const fine = await queue({ subject: 'second' });
    const transport = fakeTransport(async (email) => {
      if (email.idempotencyKey === broken) throw new TypeError('boom');
      return { id: 'ok' };
    });
    const { dispatcher } = dispatcherWith(transport);

    expect(await dispatcher.dispatch()).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(await stateOf(broken)).toMatchObject({ status: 'pending', last_error: 'Unexpected error: boom' });
    expect(await stateOf(fine)).toMatchObject({ status: 'sent' });
  });

  it('never sends a message twice when two dispatchers run at the same time', async () => {
    // Six visitors: one address gets at most three e-mails an hour (visitor-email-cap.test.ts).
    const ids = await Promise.all(Array.from({ length: 6 }, (_, index) => queue({ to: `visitor-${index}@example.com`, subject: `message ${index}` })));
    const transport = fakeTransport(async (email) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { id: email.idempotencyKey };
    });
    const first = dispatcherWith(transport).dispatcher;
    const second = dispatcherWith(transport).dispatcher;

    const results = await Promise.all([first.dispatch(), second.dispatch(), first.dispatch()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    expect(transport.sent.map((email) => email.idempotencyKey).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await stateOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends only the messages it is asked to when given ids', async () => {
    const wanted = await queue({ subject: 'wanted' });
    const other = await queue({ subject: 'other' });
    const transport = fakeTransport();
    const { dispatcher } = dispatcherWith(transport);

    expect(await dispatcher.dispatch([wanted])).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent.map((email) => email.subject)).toEqual(['wanted']);
    expect(await stateOf(other)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await dispatcher.dispatch([])).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('picks up a message whose sender died mid-send once its lock has expired, not before', async () => {
    const abandoned = await queue({ subject: 'abandoned' });
    const inProgress = await queue({ subject: 'in progress' });
    await backend.db.query(
      `update public.email_outbox set status = 'sending', attempts = 1,
         locked_until = case when id = $1 then now() - interval '1 second' else now() + interval '2 minutes' end
       where id in ($1, $2)`,
      [abandoned, inProgress],
    );
    const transport = fakeTransport();
    const { dispatcher } = dispatcherWith(transport);

    expect(await dispatcher.dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent.map((email) => email.idempotencyKey)).toEqual([abandoned]);
    expect(await stateOf(abandoned)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await stateOf(inProgress)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('leaves a message alone until its next attempt is due', async () => {
    const id = await queue();
    await backend.db.query(`update public.email_outbox set next_attempt_at = now() + interval '1 minute' where id = $1`, [id]);
    const transport = fakeTransport();
    const { dispatcher } = dispatcherWith(transport);

    expect(await dispatcher.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await stateOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends the team’s messages to TEAM_NOTIFICATION_EMAIL, one address or several', async () => {
    const id = await queue({ to: null, replyTo: 'ada@example.com' });
    const transport = fakeTransport();
    const { dispatcher } = dispatcherWith(transport, { teamAddress: 'sales@example.com, owner@example.com' });

    expect(await dispatcher.dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent[0]).toMatchObject({ to: ['sales@example.com', 'owner@example.com'], replyTo: 'ada@example.com', idempotencyKey: id });
  });

  it('keeps the team’s messages queued while TEAM_NOTIFICATION_EMAIL is not set, then sends them once it is', async () => {
    const id = await queue({ to: null });
    const transport = fakeTransport();
    const now = new Date();
    const withoutTeam = dispatcherWith(transport, { teamAddress: undefined, now: () => now }).dispatcher;

    expect(await withoutTeam.dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(transport.sent).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'TEAM_NOTIFICATION_EMAIL is not set' });

    await backend.db.query('update public.email_outbox set next_attempt_at = now() where id = $1', [id]);
    const withTeam = dispatcherWith(transport, { teamAddress: 'team@example.com' }).dispatcher;
    expect(await withTeam.dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent[0]?.to).toEqual(['team@example.com']);
  });

  it('claims nothing while mail is not configured, and says so once', async () => {
    const id = await queue();
    const { dispatcher, logs } = dispatcherWith(null);

    expect(await dispatcher.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await dispatcher.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await stateOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(logs).toEqual(['outbox: mail is not configured (set RESEND_API_KEY); messages stay queued until it is']);
  });
});

describe('who may see and claim the outbox', () => {
  it('shows an admin the queued e-mails and their delivery status, and nobody else', async () => {
    const id = await queue();
    const adminId = await backend.insertUser('outbox-admin@agency.example', { admin: true });
    const staffId = await backend.insertUser('outbox-staff@agency.example');

    const admin = backend.clientWithToken(await backend.accessTokenFor(adminId, 'outbox-admin@agency.example'));
    const { data, error } = await admin.from('email_outbox').select('id, kind, status, attempts, last_error');
    expect(error).toBeNull();
    expect(data).toEqual([{ id, kind: 'visitor-confirmation', status: 'pending', attempts: 0, last_error: null }]);

    const staff = backend.clientWithToken(await backend.accessTokenFor(staffId, 'outbox-staff@agency.example'));
    expect((await staff.from('email_outbox').select('id')).data).toEqual([]);

    const anon = await backend.anonClient().from('email_outbox').select('id');
    expect(anon.error?.code).toBe('42501');
  });

  it('lets no one but the service role change the outbox or claim from it', async () => {
    const id = await queue();
    const adminId = await backend.insertUser('outbox-admin-2@agency.example', { admin: true });
    const admin = backend.clientWithToken(await backend.accessTokenFor(adminId, 'outbox-admin-2@agency.example'));

    const update = await admin.from('email_outbox').update({ status: 'sent' }).eq('id', id);
    expect(update.error?.code).toBe('42501');
    for (const client of [admin, backend.anonClient()]) {
      const claim = await client.rpc('claim_email_outbox', { batch_size: 5 });
      expect(claim.error?.code).toBe('42501');
    }
    expect(await stateOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
