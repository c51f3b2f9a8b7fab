/**
 * Never lose a lead: the e-mail provider answers 5xx, times out, or (the nasty case) delivers a message
 * and loses the answer, while leads arrive through the real lead functions. Every lead is stored and
 * answered; once the provider recovers each queued message reaches its recipient exactly once (the
 * outbox row's id is Resend's Idempotency-Key); when it never recovers each message ends `failed` with
 * its error, and the admin's lead page says so.
 *
 * The provider is faked at the network edge: the functions run as deployed with RESEND_API_KEY set,
 * and their requests to api.resend.com reach an in-process Resend that keeps Resend's idempotency rules.
 * The database's clock cannot be moved, so time passes by moving the rows' due times back; the fake
 * provider's clock (its 24-hour idempotency window) moves forward by the same amount.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxColumns } from '../../src/features/admin/api/columns.ts';
import { describeDelivery } from '../../src/features/admin/lead-detail/email-delivery.ts';
import type { Tables } from '../../supabase/functions/_shared/database.types.ts';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { createResendTransport, RESEND_EMAILS_URL } from '../../supabase/functions/_shared/infra/mail/resend.ts';
import type { FetchLike } from '../../supabase/functions/_shared/infra/mail/transport.ts';
import { createOutboxDispatcher } from '../../supabase/functions/_shared/infra/outbox/dispatcher.ts';
import { MAX_SEND_ATTEMPTS, retryDelaySeconds } from '../../supabase/functions/_shared/infra/outbox/retry-policy.ts';
import type { QueriedRow, TestBackend } from './harness.ts';
import { contactBody, EMAIL_FROM, exitIntentBody, invoke, quizBody, resourceBody, startLeadBackend, TEAM_ADDRESS, uniqueEmail } from './lead-test-kit.ts';

const RESEND_API_KEY = 're_outbox_faults_test';
/** What lead-test-kit gives the functions as EMAIL_FROM: a retry must send the very same request. */
/** Resend remembers an Idempotency-Key for 24 hours; the same key after that is a new e-mail. */
const RESEND_IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The tests' dispatcher gives up on a silent provider after this long (production: 10 s). */
const PROVIDER_TIMEOUT_MS = 500;

// --- A Resend that fails on demand ----------------------------------------------------------------

type Fault =
  /** Accepts: a new key is delivered, a known one answers the first send's id and delivers nothing. */
  | 'ok'
  /** Holds the request open until the test lets go, then drops the connection; nothing delivered. */
  | 'stall'
  | 'unavailable'
  | 'server-error'
  /** Never answers: the transport's deadline ends the request. */
  | 'timeout'
  /** Delivers, then the connection is reset before the answer arrives. */
  | 'lost-answer-reset'
  /** Delivers, then never answers. */
  | 'lost-answer-timeout';

interface Delivery {
  id: string;
  idempotencyKey: string;
  from: string;
  to: string[];
  replyTo: string | undefined;
  subject: string;
  html: string;
  text: string;
}

interface ProviderRequest {
  idempotencyKey: string;
  attempt: number;
  fault: Fault;
  /** A known key accepted again: answered with the first send's id, nothing delivered. */
  replayed: boolean;
}

interface ResendEmailBody {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to?: string;
}

interface FakeResend {
  fetch: FetchLike;
  /** Every e-mail that reached an inbox. */
  deliveries: Delivery[];
  requests: ProviderRequest[];
  /** Resolves once `count` requests are held open by 'stall'. */
  stalled(count: number): Promise<void>;
  /** Drops the held requests, and every later 'stall' at once: the provider's connections are refused. */
  releaseStalls(): void;
}

const aborted = () => new DOMException('This operation was aborted', 'AbortError');
const connectionReset = () => new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });

function resendError(status: number, name: string, message: string): Response {
  return Response.json({ statusCode: status, name, message }, { status });
}

/** `faultFor(attempt, to)`: what the provider does with the `attempt`-th request carrying one key. */
function createFakeResend(faultFor: (attempt: number, to: readonly string[]) => Fault, clock: () => number): FakeResend {
  const deliveries: Delivery[] = [];
  const requests: ProviderRequest[] = [];
  const accepted = new Map<string, { id: string; payload: string; at: number }>();
  const attempts = new Map<string, number>();
  const held: (() => void)[] = [];
  const stallWaiters: { count: number; resolve: () => void }[] = [];
  let stallsReleased = false;

  function neverAnswer(signal: AbortSignal | null | undefined): Promise<never> {
    // A sender without a deadline would wait for ever on a provider that never answers.
    if (!signal) throw new Error('the transport sent a request without a deadline');
    return new Promise((_, reject) => {
      if (signal.aborted) reject(aborted());
      signal.addEventListener('abort', () => reject(aborted()), { once: true });
    });
  }

  function stall(signal: AbortSignal | null | undefined): Promise<never> {
    if (stallsReleased) return Promise.reject(connectionReset());
    const answer = new Promise<never>((_, reject) => {
      held.push(() => reject(connectionReset()));
      signal?.addEventListener('abort', () => reject(aborted()), { once: true });
    });
    for (const waiter of stallWaiters.filter((candidate) => held.length >= candidate.count)) {
      stallWaiters.splice(stallWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    return answer;
  }

  /** Resend's idempotency: within 24 h a known key with the same payload answers its first id; another payload is refused. */
  function accept(key: string, payload: string, email: ResendEmailBody): { id: string; replayed: boolean } | 'conflict' {
    const known = accepted.get(key);
    if (known && clock() - known.at < RESEND_IDEMPOTENCY_WINDOW_MS) return known.payload === payload ? { id: known.id, replayed: true } : 'conflict';
    const id = randomUUID();
    deliveries.push({ id, idempotencyKey: key, from: email.from, to: email.to, replyTo: email.reply_to, subject: email.subject, html: email.html, text: email.text });
    accepted.set(key, { id, payload, at: clock() });
    return { id, replayed: false };
  }

  const fetch: FetchLike = async (url, init) => {
    if (url !== RESEND_EMAILS_URL || init.method !== 'POST') return resendError(404, 'not_found', 'The requested endpoint does not exist.');
    const headers = new Headers(init.headers);
    if (headers.get('authorization') !== `Bearer ${RESEND_API_KEY}`) return resendError(403, 'invalid_api_key', 'API key is invalid');
    const key = headers.get('idempotency-key');
    // Not Resend's rule (the key is optional there), but this project's: every send must carry one.
    if (!key) return resendError(422, 'validation_error', 'This fake requires an Idempotency-Key');
    const payload = String(init.body);
    const email = JSON.parse(payload) as ResendEmailBody;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const fault = faultFor(attempt, email.to);
    const request: ProviderRequest = { idempotencyKey: key, attempt, fault, replayed: false };
    requests.push(request);

    if (fault === 'unavailable') return resendError(503, 'application_error', 'Service temporarily unavailable');
    if (fault === 'server-error') return resendError(500, 'internal_server_error', 'An unexpected error occurred');
    if (fault === 'timeout') return neverAnswer(init.signal);
    if (fault === 'stall') return stall(init.signal);

    const outcome = accept(key, payload, email);
    if (outcome === 'conflict') return resendError(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload');
    request.replayed = outcome.replayed;
    if (fault === 'lost-answer-reset') throw connectionReset();
    if (fault === 'lost-answer-timeout') return neverAnswer(init.signal);
    return Response.json({ id: outcome.id });
  };

  return {
    fetch,
    deliveries,
    requests,
    stalled: (count) =>
      new Promise((resolve) => {
        if (held.length >= count) resolve();
        else stallWaiters.push({ count, resolve });
      }),
    releaseStalls: () => {
      stallsReleased = true;
      for (const drop of held.splice(0)) drop();
    },
  };
}

/** Attempt n takes plan[n - 1]; after the plan, `then`. */
function planned(plan: readonly Fault[], then: Fault): (attempt: number) => Fault {
  return (attempt) => plan[attempt - 1] ?? then;
}

const isTeam = (to: readonly string[]) => to.length === 1 && to[0] === TEAM_ADDRESS;

// --- The backend, with api.resend.com routed to the fake -----------------------------------------

let backend: TestBackend;
let provider: FakeResend;
/** How far the provider's clock is ahead of the real one: the time the tests let pass. */
let elapsedMs = 0;
const providerClock = () => Date.now() + elapsedMs;

const realFetch = globalThis.fetch;
function routeResendToFake(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith('https://api.resend.com/')) return provider.fetch(url, init ?? {});
  return realFetch(input, init);
}

beforeAll(async () => {
  vi.stubGlobal('fetch', routeResendToFake);
  backend = await startLeadBackend({
    secrets: { RESEND_API_KEY, EMAIL_FROM, LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_FUNCTION: '100000', LEAD_RATE_LIMIT_PER_EMAIL: '100000' },
  });
});
afterAll(async () => {
  await backend.stop();
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  await backend.db.query('delete from public.email_outbox');
  elapsedMs = 0;
  // The dispatcher logs every failed attempt: dozens of expected lines.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

// --- Leads through the lead functions -------------------------------------------------------------

const leadForms: readonly { name: string; body: (email: string) => Record<string, unknown> }[] = [
  // Each human-check token serves one submission.
  { name: 'send-contact-email', body: (email) => contactBody(email) },
  { name: 'submit-resource-download', body: (email) => resourceBody(email) },
  { name: 'exit-intent-signup', body: (email) => exitIntentBody(email) },
  // The quiz's team notification waits for notify-new-lead (not called here): it goes out when its delay runs out.
  { name: 'submit-lead', body: (email) => quizBody(email) },
];

interface Submitted {
  emails: string[];
  leadIds: string[];
}

/** `perForm` leads through each lead function at once; every answer must be a success. */
async function submitLeads(label: string, perForm: number): Promise<Submitted> {
  const submissions = leadForms.flatMap((form) => Array.from({ length: perForm }, () => ({ form, email: uniqueEmail(`${label}-${form.name}`) })));
  const answers = await Promise.all(submissions.map(({ form, email }) => invoke(backend, form.name, form.body(email))));
  for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { success: true } });

  const emails = submissions.map(({ email }) => email);
  const { rows } = await backend.db.query<{ id: string }>('select id from public.leads where email = any($1::text[])', [emails]);
  return { emails, leadIds: rows.map((row) => row.id) };
}

// --- The outbox, and time passing -----------------------------------------------------------------

type Row = QueriedRow<
  Tables<'email_outbox'>,
  'id' | 'lead_id' | 'to_address' | 'reply_to' | 'subject' | 'text_body' | 'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'provider_message_id',
  'next_attempt_at'
>;

async function outboxRows(): Promise<Row[]> {
  const { rows } = await backend.db.query<Row>(
    `select id, lead_id, to_address, reply_to, subject, text_body, status, attempts, next_attempt_at, last_error, provider_message_id
     from public.email_outbox order by id`,
  );
  return rows;
}

async function dueCount(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public.email_outbox where status = 'pending' and next_attempt_at <= now()`);
  return rows[0]?.n ?? -1;
}

/** Lets time pass until every pending message is due. */
async function waitForPendingMessages(): Promise<void> {
  const { rows } = await backend.db.query<{ seconds: number }>(
    `select greatest(0, coalesce(extract(epoch from max(next_attempt_at) - now()), 0))::float8 as seconds
     from public.email_outbox where status = 'pending'`,
  );
  const seconds = rows[0]?.seconds ?? 0;
  await backend.db.query(`update public.email_outbox set next_attempt_at = next_attempt_at - make_interval(secs => $1) where status = 'pending'`, [seconds]);
  elapsedMs += seconds * 1000;
}

/** One cron run at `now`: four dispatchers at once, as overlapping runs would be, until nothing is due. */
async function dispatchRound(now: Date): Promise<void> {
  const dispatcher = createOutboxDispatcher({
    client: backend.serviceClient(),
    transport: createResendTransport({ apiKey: RESEND_API_KEY, fetch: provider.fetch, timeoutMs: PROVIDER_TIMEOUT_MS }),
    from: EMAIL_FROM,
    teamAddress: TEAM_ADDRESS,
    now: () => now,
    log: () => undefined,
    batchSize: 5,
  });
  await Promise.all(
    [1, 2, 3, 4].map(async () => {
      for (;;) {
        const { sent, retried, failed } = await dispatcher.dispatch();
        if (sent + retried + failed === 0) return;
      }
    }),
  );
}

/** Lets time pass and dispatches, round after round, until no message is pending; returns the rounds. */
async function dispatchUntilSettled(maxRounds: number): Promise<number> {
  for (let round = 0; round < maxRounds; round += 1) {
    if ((await outboxRows()).every((row) => row.status !== 'pending')) return round;
    // Nothing is tried again before its time.
    expect(await dueCount()).toBe(0);
    await waitForPendingMessages();
    const now = new Date();
    await dispatchRound(now);
    // A message that failed again waits as the retry policy says, counted from this attempt.
    for (const row of (await outboxRows()).filter((candidate) => candidate.status === 'pending')) {
      expect(row.next_attempt_at.getTime() - now.getTime(), `${row.id} after attempt ${row.attempts}`).toBe(retryDelaySeconds(row.attempts) * 1000);
    }
  }
  throw new Error(`messages still pending after ${maxRounds} rounds`);
}

const deliveriesFor = (key: string) => provider.deliveries.filter((delivery) => delivery.idempotencyKey === key);

// --- The tests ------------------------------------------------------------------------------------

describe('an e-mail provider that fails, times out and loses answers', () => {
  it('stores every lead, then delivers each message exactly once when the provider recovers', async () => {
    // Team notifications: four kinds of failure, then accepted. Visitor e-mails: delivered on the
    // second try but the answer is lost twice, so the outbox still thinks they are unsent.
    const team = planned(['stall', 'timeout', 'server-error', 'unavailable'], 'ok');
    const visitor = planned(['stall', 'lost-answer-reset', 'lost-answer-timeout', 'server-error'], 'ok');
    provider = createFakeResend((attempt, to) => (isTeam(to) ? team(attempt) : visitor(attempt)), providerClock);

    // The provider holds every send open: each answer below arrives without waiting for it.
    const perForm = 5;
    const { emails, leadIds } = await submitLeads('recovers', perForm);
    expect(leadIds).toHaveLength(leadForms.length * perForm);
    // One send per lead is in flight (a lead's messages go one after another), none answered yet.
    await provider.stalled(leadIds.length);
    expect(provider.deliveries).toEqual([]);
    provider.releaseStalls();
    await settleBackgroundTasks();

    const queued = await outboxRows();
    expect(queued).toHaveLength(2 * leadIds.length);
    expect(new Set(queued.map((row) => row.lead_id))).toEqual(new Set(leadIds));
    expect(queued.every((row) => row.status === 'pending')).toBe(true);

    const rounds = await dispatchUntilSettled(10);
    expect(rounds).toBe(5);

    const rows = await outboxRows();
    for (const row of rows) {
      const [delivery, ...again] = deliveriesFor(row.id);
      expect(again, `${row.id} delivered more than once`).toEqual([]);
      expect(row).toMatchObject({ status: 'sent', attempts: 5, last_error: null, provider_message_id: delivery?.id });
      // The e-mail that arrived is the row's: recipient, reply-to, subject and text.
      expect(delivery).toMatchObject({
        from: EMAIL_FROM,
        to: [row.to_address ?? TEAM_ADDRESS],
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
      });
    }
    expect(provider.deliveries).toHaveLength(rows.length);
    // By content too: no recipient got the same e-mail twice, whatever its key.
    const contents = provider.deliveries.map((delivery) => JSON.stringify([delivery.to, delivery.subject, delivery.text]));
    expect(new Set(contents).size).toBe(rows.length);
    // Each lead: one notification to the team about it, one e-mail to the visitor.
    for (const email of emails) {
      expect(provider.deliveries.filter((delivery) => isTeam(delivery.to) && delivery.replyTo === email), email).toHaveLength(1);
      expect(provider.deliveries.filter((delivery) => delivery.to.includes(email)), email).toHaveLength(1);
    }
    // The lost answers really happened: every visitor e-mail was accepted again after its delivery.
    for (const row of rows.filter((candidate) => candidate.to_address !== null)) {
      expect(provider.requests.filter((request) => request.idempotencyKey === row.id && request.replayed).length, row.id).toBe(2);
    }
  });

  it('ends every message failed, with its error and for the admin to see, when the provider never recovers', async () => {
    // Team notifications never get through; visitor e-mails are delivered once and every answer is lost.
    const teamCycle: readonly Fault[] = ['timeout', 'server-error', 'unavailable'];
    provider = createFakeResend(
      (attempt, to) => (attempt === 1 ? 'unavailable' : isTeam(to) ? (teamCycle[(attempt - 2) % teamCycle.length] ?? 'unavailable') : 'lost-answer-reset'),
      providerClock,
    );
    const { emails, leadIds } = await submitLeads('never', 2);
    expect(leadIds).toHaveLength(emails.length);
    await settleBackgroundTasks();

    await dispatchUntilSettled(MAX_SEND_ATTEMPTS + 2);

    const rows = await outboxRows();
    expect(rows).toHaveLength(2 * leadIds.length);
    for (const row of rows) {
      const expectedError = row.to_address === null ? 'Resend did not answer within 1 s' : 'Could not reach Resend: fetch failed';
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, last_error: expectedError, provider_message_id: null });
      // The visitor's e-mail did arrive, once, although no answer ever did: the 8 attempts span
      // about 15 hours, inside Resend's 24-hour idempotency window.
      expect(deliveriesFor(row.id), row.id).toHaveLength(row.to_address === null ? 0 : 1);
    }
    expect(elapsedMs).toBeGreaterThan(14 * 60 * 60 * 1000);
    expect(elapsedMs).toBeLessThan(RESEND_IDEMPOTENCY_WINDOW_MS);

    // What the admin's lead page reads, through RLS: every message of every lead, marked failed with why.
    const adminId = await backend.insertUser(`faults-admin-${randomUUID().slice(0, 8)}@agency.example`, { admin: true });
    const admin = backend.clientWithToken(await backend.accessTokenFor(adminId));
    const leads = await admin.from('leads').select('id').in('id', leadIds);
    expect(leads.data).toHaveLength(leadIds.length);
    for (const leadId of leadIds) {
      const { data, error } = await admin.from('email_outbox').select(outboxColumns).eq('lead_id', leadId);
      expect(error).toBeNull();
      const messages = (data ?? []) as unknown as Parameters<typeof describeDelivery>[0][];
      expect(messages).toHaveLength(2);
      for (const message of messages) {
        expect(describeDelivery(message)).toEqual({ tone: 'failed', text: `Failed after ${MAX_SEND_ATTEMPTS} attempts: ${message.last_error ?? ''}` });
      }
    }
    // And the inbox marks each of those leads, so nobody has to open every lead to find them.
    const inbox = await admin.from('lead_inbox').select('id, undelivered_email_count').in('id', leadIds);
    expect(inbox.error).toBeNull();
    expect(inbox.data).toHaveLength(leadIds.length);
    expect(new Set((inbox.data ?? []).map((row) => row.undelivered_email_count))).toEqual(new Set([2]));
  });

  it('keeps every retry of a message inside Resend’s 24-hour idempotency window', () => {
    const waits = Array.from({ length: MAX_SEND_ATTEMPTS - 1 }, (_, index) => retryDelaySeconds(index + 1));
    expect(waits.reduce((sum, seconds) => sum + seconds, 0) * 1000).toBeLessThan(RESEND_IDEMPOTENCY_WINDOW_MS);
  });

  it('does not leave a message “sending” for ever when its sender dies during the last attempt', async () => {
    provider = createFakeResend(() => 'unavailable', providerClock);
    const email = uniqueEmail('died');
    expect(await invoke(backend, 'send-contact-email', contactBody(email))).toMatchObject({ status: 200 });
    await settleBackgroundTasks();
    await backend.db.query(`update public.email_outbox set attempts = $1, next_attempt_at = now()`, [MAX_SEND_ATTEMPTS - 1]);
    // A dispatcher claims both messages for their last attempt, and dies before recording anything.
    const claim = await backend.serviceClient().rpc('claim_email_outbox', { batch_size: 10 });
    expect(claim.error).toBeNull();
    expect((await outboxRows()).map((row) => [row.status, row.attempts])).toEqual([
      ['sending', MAX_SEND_ATTEMPTS],
      ['sending', MAX_SEND_ATTEMPTS],
    ]);

    // Its lock runs out two minutes later; the next run takes the messages over and ends them failed.
    await backend.db.query(`update public.email_outbox set locked_until = now() - interval '1 second'`);
    await dispatchRound(new Date());
    for (const row of await outboxRows()) {
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS + 1, last_error: 'Resend answered 503 application_error: Service temporarily unavailable' });
    }
  });
});
