/**
 * What scripts/ci/functions-under-deno.ts asks each edge function: one request the site would send and
 * one it must refuse, and what the valid one must have stored, read straight from the database. The lead
 * bodies are the contract tests' own (tests/backend/lead-bodies.ts); the beacons' follow
 * supabase/functions/_shared/rules/tracking-schemas.ts. A function folder without an entry here fails the run
 * until it gets one.
 */
import { Webhook } from 'standardwebhooks';
import type { Queryable } from '../../supabase/local/db/drivers.ts';
import { bookingBody, contactBody, exitIntentBody, quizBody, resourceBody } from '../../tests/backend/lead-bodies.ts';
import { headersOf, WebhookReceiver } from '../../tests/webhook-receiver.ts';
import { readCalendar } from '../../tests/ics-reader.ts';

export interface Answer {
  status: number;
  /** The JSON body, or null when there was none. */
  body: unknown;
}

export interface FunctionRequest {
  method?: 'GET' | 'POST';
  /** Search parameters of the function's URL. */
  query?: Record<string, string>;
  body?: unknown;
  /** Whose key goes in apikey and Authorization: the browser's (the site), the server's (Supabase Cron), or none (sendBeacon). */
  key?: 'browser' | 'server' | 'none';
  /** A signed-in user's access token, sent as the bearer beside the browser's key (as supabase-js does for the dashboard). */
  session?: string;
}

export type Call = (request: FunctionRequest) => Promise<Answer>;

export interface CheckContext {
  db: Queryable;
  /** The local backend's mailbox (GET /mailbox/messages), where the functions' e-mails arrive. */
  mailboxUrl: string;
  /** Unique to this run: e-mail addresses and session ids built from it find this run's rows. */
  runId: string;
  /** The quiz lead submit-lead stored, which notify-new-lead then releases. */
  quizLeadId?: string;
  /** The booking book-call stored, which manage-booking then opens by the link in its confirmation. */
  bookingId?: string;
  /** Creates an admin and signs them in through the backend's Auth, as the dashboard does: their access token. */
  signInAdmin(): Promise<string>;
}

export interface Outcome {
  valid: number;
  invalid: number;
  /** What the valid request stored, in a few words. */
  stored: string;
}

export type FunctionCheck = (call: Call, context: CheckContext) => Promise<Outcome>;

export class Mismatch extends Error {}

/** Background sends (e-mails after a lead) finish within this; a slower one is a failure. */
const SETTLE_TIMEOUT_MS = 15_000;

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Mismatch(message);
}

function show(answer: Answer): string {
  return `${answer.status} ${JSON.stringify(answer.body)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The conventions' bad-input answer: 400 with { error, issues: [{ path, message }] }, one issue at `path`. */
function expectIssues(answer: Answer, path: string): void {
  const { body } = answer;
  const issues = isRecord(body) && Array.isArray(body.issues) ? body.issues : [];
  expect(
    answer.status === 400 && isRecord(body) && typeof body.error === 'string' && issues.length > 0,
    `invalid request: expected 400 { error, issues }, got ${show(answer)}`,
  );
  expect(
    issues.every((issue) => isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string'),
    `invalid request: issues are not [{ path, message }]: ${show(answer)}`,
  );
  expect(
    issues.some((issue) => isRecord(issue) && issue.path === path),
    `invalid request: no issue at ${path}: ${show(answer)}`,
  );
}

async function count(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params);
  return rows[0]?.n ?? 0;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const result = await probe();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Mismatch(`${what}: not within ${SETTLE_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface OutboxState {
  sent: number;
  /** Queued for later on purpose (a quiz lead's team notification waits for notify-new-lead). */
  held: number;
  /** Sends that went wrong: rows put back for a retry or failed, with their last_error. */
  errors: string[];
}

/** The outbox rows `where` selects, once the function's background sends are done (none due or sending). */
async function settledOutbox(db: Queryable, where: string, params: unknown[]): Promise<OutboxState> {
  return waitFor('the e-mails were not sent', async () => {
    const { rows } = await db.query<{ status: string; due: boolean; attempts: number; last_error: string | null }>(
      `select status, next_attempt_at <= now() as due, attempts, last_error from public.email_outbox where ${where}`,
      params,
    );
    if (rows.some((row) => row.status === 'sending' || (row.status === 'pending' && row.due && row.attempts === 0))) return undefined;
    return {
      sent: rows.filter((row) => row.status === 'sent').length,
      held: rows.filter((row) => row.status === 'pending' && row.attempts === 0).length,
      errors: rows.flatMap((row) => (row.last_error !== null || row.status === 'failed' ? [`${row.status}: ${row.last_error ?? 'no error recorded'}`] : [])),
    };
  });
}

function emailFor(name: string, context: CheckContext): string {
  return `${name}-${context.runId}@example.com`;
}

const attribution = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'ci', landing_page: '/' };
/** A form filled in 8 s: not so fast that the function files it as spam (past LEAD_MIN_FORM_ELAPSED_MS's default). */
const filledIn = { formElapsedMs: 8000 };

/**
 * A lead form's function: the invalid body (its e-mail address broken) stores nothing; the valid one
 * answers { success: true, … }, stores one lead that is not spam, and its e-mails are sent (or held).
 */
function leadFunction(
  name: string,
  validBody: (email: string) => Record<string, unknown>,
  more?: (answer: Answer, leadId: string, context: CheckContext) => Promise<string>,
): FunctionCheck {
  return async (call, context) => {
    const email = emailFor(name, context);
    const leadsBefore = await count(context.db, 'public.leads');
    const invalid = await call({ body: { ...validBody(email), email: 'not-an-email' } });
    expectIssues(invalid, 'email');
    expect((await count(context.db, 'public.leads')) === leadsBefore, 'invalid request: a lead was stored');

    const valid = await call({ body: validBody(email) });
    expect(valid.status === 200 && isRecord(valid.body) && valid.body.success === true, `valid request: expected 200 { success: true }, got ${show(valid)}`);
    const { rows } = await context.db.query<{ id: string; is_spam: boolean; spam_reason: string | null }>(
      'select id, is_spam, spam_reason from public.leads where email = $1',
      [email],
    );
    expect(rows.length === 1, `valid request: expected one lead for ${email}, found ${rows.length}`);
    const lead = rows[0] as { id: string; is_spam: boolean; spam_reason: string | null };
    expect(!lead.is_spam, `valid request: the lead was filed as spam (${lead.spam_reason})`);
    const outbox = await settledOutbox(context.db, 'lead_id = $1', [lead.id]);
    expect(outbox.errors.length === 0, `valid request: e-mails not delivered: ${outbox.errors.join('; ')}`);
    expect(outbox.sent > 0, 'valid request: no e-mail was sent');
    const extra = more ? `, ${await more(valid, lead.id, context)}` : '';
    return { valid: valid.status, invalid: invalid.status, stored: `lead, ${outbox.sent} e-mail(s) sent${outbox.held ? `, ${outbox.held} held` : ''}${extra}` };
  };
}

/**
 * A beacon: without the visitor's consent it is refused with 400 and stores nothing; with it, 204 and
 * `rows` rows in `table` for this session.
 */
function beacon(table: string, rows: number, validBody: (sessionId: string) => Record<string, unknown>): FunctionCheck {
  return async (call, context) => {
    const sessionId = `ci-${table.replace(/_/g, '-')}-${context.runId}`;
    const stored = () => count(context.db, `public.${table} where session_id = $1`, [sessionId]);
    const { consent: _consent, ...withoutConsent } = validBody(sessionId);
    const invalid = await call({ body: withoutConsent, key: 'none' });
    expectIssues(invalid, 'consent');
    expect((await stored()) === 0, `invalid request: rows were stored in ${table}`);

    const valid = await call({ body: validBody(sessionId), key: 'none' });
    expect(valid.status === 204 && valid.body === null, `valid request: expected 204 without a body, got ${show(valid)}`);
    const found = await stored();
    expect(found === rows, `valid request: expected ${rows} row(s) in ${table}, found ${found}`);
    return { valid: valid.status, invalid: invalid.status, stored: `${found} ${table} row(s)` };
  };
}

const consent = { analytics: true, version: '2026-11' };
const now = () => new Date().toISOString();

/** The checks by function, in the order they run (submit-lead leaves the lead notify-new-lead releases). */
export const functionChecks: Record<string, FunctionCheck> = {
  health: async (call) => {
    const valid = await call({ method: 'GET' });
    expect(valid.status === 200 && isRecord(valid.body) && valid.body.status === 'ok' && valid.body.database === 'ok', `GET: expected 200 { status: 'ok', database: 'ok' }, got ${show(valid)}`);
    // A probe takes no input: a POST is refused.
    const invalid = await call({ method: 'POST', body: {} });
    expect(invalid.status === 405 && isRecord(invalid.body) && typeof invalid.body.error === 'string', `POST: expected 405 { error }, got ${show(invalid)}`);
    return { valid: valid.status, invalid: invalid.status, stored: 'nothing (reads leads)' };
  },

  // The contact form with the local human check (there is no RECAPTCHA_SECRET_KEY here) and the visit's attribution.
  'send-contact-email': leadFunction('send-contact-email', (email) => contactBody(email, { ...filledIn, website: '', attribution })),

  'submit-resource-download': leadFunction('submit-resource-download', (email) => resourceBody(email, filledIn)),

  'exit-intent-signup': leadFunction('exit-intent-signup', (email) => exitIntentBody(email, filledIn)),

  'submit-lead': leadFunction(
    'submit-lead',
    (email) => quizBody(email, { ...filledIn, website: '' }),
    async (answer, leadId, context) => {
      expect(isRecord(answer.body) && answer.body.leadId === leadId, `valid request: expected the lead's id in the answer, got ${show(answer)}`);
      context.quizLeadId = leadId;
      return 'leadId answered';
    },
  ),

  'notify-new-lead': async (call, context) => {
    const leadId = context.quizLeadId;
    expect(leadId, "needs submit-lead's quiz lead, which was not stored");
    const team = `lead_id = $1 and kind = 'team-notification'`;
    const before = await settledOutbox(context.db, team, [leadId]);
    expect(before.held === 1, `expected submit-lead's team notification held until notified, found ${JSON.stringify(before)}`);

    const invalid = await call({ body: { leadId: 'not-a-lead-id' } });
    expectIssues(invalid, 'leadId');
    const valid = await call({ body: { leadId } });
    expect(valid.status === 200 && isRecord(valid.body) && valid.body.success === true, `valid request: expected 200 { success: true }, got ${show(valid)}`);
    const after = await waitFor('the team notification was not sent', async () => {
      const state = await settledOutbox(context.db, team, [leadId]);
      return state.held === 0 ? state : undefined;
    });
    expect(after.errors.length === 0 && after.sent === 1, `valid request: the team notification was not delivered: ${JSON.stringify(after)}`);
    return { valid: valid.status, invalid: invalid.status, stored: "quiz lead's team e-mail released, sent" };
  },

  'book-call': leadFunction(
    'book-call',
    (email) => bookingBody(email, filledIn),
    async (answer, leadId, context) => {
      const bookingId = isRecord(answer.body) ? answer.body.bookingId : undefined;
      const booked = await count(context.db, `public.call_bookings where id::text = $1 and lead_id = $2 and status = 'booked'`, [bookingId, leadId]);
      expect(booked === 1, `valid request: no booking ${String(bookingId)} for the lead`);
      context.bookingId = String(bookingId);
      return 'booking';
    },
  ),

  'manage-booking': async (call, context) => {
    const bookingId = context.bookingId;
    expect(bookingId, "needs book-call's booking, which was not stored");
    const { rows } = await context.db.query<{ email: string }>('select email from public.call_bookings where id = $1', [bookingId]);
    const email = rows[0]?.email ?? '';
    const mailbox = (await (await fetch(`${context.mailboxUrl}?to=${encodeURIComponent(email)}`)).json()) as { messages: { text?: string }[] };
    const token = mailbox.messages.map((message) => /\/manage-booking#([A-Za-z0-9_-]{43})/.exec(message.text ?? '')?.[1]).find(Boolean);
    expect(token, `the confirmation to ${email} holds no manage link`);

    const invalid = await call({ body: { action: 'view', token: token.slice(1) } });
    expectIssues(invalid, 'token');
    const viewed = await call({ body: { action: 'view', token } });
    const booking = isRecord(viewed.body) && isRecord(viewed.body.booking) ? viewed.body.booking : {};
    expect(viewed.status === 200 && booking.status === 'booked' && booking.sequence === 0, `view: expected 200 with the booked call, got ${show(viewed)}`);

    const valid = await call({ body: { action: 'cancel', token, expectedSequence: 0, reason: 'CI check' } });
    expect(valid.status === 200, `cancel: expected 200, got ${show(valid)}`);
    const cancelled = await count(context.db, `public.call_bookings where id = $1 and status = 'cancelled' and cancelled_by = 'visitor' and sequence = 1`, [bookingId]);
    expect(cancelled === 1, `cancel: booking ${bookingId} is not cancelled by the visitor at revision 1`);
    const notice = await settledOutbox(context.db, `to_address = $1 and kind = 'booking-cancelled'`, [email]);
    expect(notice.errors.length === 0 && notice.sent === 1, `cancel: the cancellation was not sent: ${JSON.stringify(notice)}`);
    const reminders = await count(context.db, `public.email_outbox where booking_id = $1 and kind like 'booking-reminder-%' and status <> 'withdrawn'`, [bookingId]);
    expect(reminders === 0, `cancel: ${reminders} reminder(s) of the cancelled call not withdrawn`);
    return { valid: valid.status, invalid: invalid.status, stored: 'booking cancelled by its link, CANCEL sent, reminders withdrawn' };
  },

  'booking-availability': async (call, context) => {
    const note = `ci-${context.runId}`;
    await context.db.query(`insert into public.booking_closures (starts_on, ends_on, note) values ('2099-01-05', '2099-01-06', $1)`, [note]);
    try {
      const invalid = await call({ body: [] });
      expect(invalid.status === 400, `invalid request: expected 400, got ${show(invalid)}`);
      const valid = await call({ body: {} });
      const availability = isRecord(valid.body) && isRecord(valid.body.availability) ? valid.body.availability : {};
      expect(
        valid.status === 200 && Array.isArray(availability.closedDates) && Array.isArray(availability.weeklyHours),
        `valid request: expected 200 { availability: { closedDates, weeklyHours } }, got ${show(valid)}`,
      );
      expect(!JSON.stringify(valid.body).includes(note), `valid request: the answer carries staff's note: ${show(valid)}`);
      return { valid: valid.status, invalid: invalid.status, stored: 'nothing (reads closed days and hours, no note)' };
    } finally {
      await context.db.query('delete from public.booking_closures where note = $1', [note]);
    }
  },

  /** A staff sign-in code, as the password hook stores one, lets its network in once; a wrong code is refused. */
  'approve-sign-in-network': async (call, context) => {
    const invalid = await call({ body: { code: 42 } });
    expectIssues(invalid, 'code');
    const code = '0123456789ABCDEF0123';
    const address = '198.51.100.42';
    const { rows } = await context.db.query<{ id: string }>(`insert into auth.users (email) values ($1) returning id`, [`ci-staff-${context.runId}@agency.example`]);
    const userId = rows[0]?.id;
    await context.db.query(
      `insert into private.sign_in_network_codes (user_id, client_address, code_hash, created_at, expires_at)
       values ($1, $2, sha256(convert_to($3, 'UTF8')), now(), now() + interval '30 minutes')`,
      [userId, address, code],
    );
    const valid = await call({ body: { code: '01234-56789-abcde-f0123' } });
    expect(valid.status === 200, `valid code: expected 200, got ${show(valid)}`);
    const known = await count(context.db, `private.known_sign_in_addresses where user_id = $1 and client_address = $2`, [userId, address]);
    expect(known === 1, `valid code: ${address} is not the account's own`);
    const again = await call({ body: { code } });
    expect(again.status === 404, `used code: expected 404, got ${show(again)}`);
    return { valid: valid.status, invalid: invalid.status, stored: 'the code used, its network the account\'s own' };
  },

  /** The dashboard's cancel, with an admin's session; the visitor gets the CANCEL. The browser's key alone changes nothing. */
  'staff-booking': async (call, context) => {
    const email = emailFor('staff-booking', context);
    const { rows } = await context.db.query<{ id: string }>(
      `insert into public.call_bookings (email, phone, slot_start) values ($1, '(310) 555-0100', '2098-03-03T17:00:00Z') returning id`,
      [email],
    );
    const bookingId = rows[0]?.id;
    const cancel = { action: 'cancel', bookingId, expectedSequence: 0, reason: 'CI check' };
    const stillBooked = async () => (await count(context.db, `public.call_bookings where id = $1 and status = 'booked'`, [bookingId])) === 1;

    const signedOut = await call({ body: cancel });
    expect(signedOut.status === 401 && (await stillBooked()), `the browser's key without a session: expected 401 and no change, got ${show(signedOut)}`);
    const session = await context.signInAdmin();
    const invalid = await call({ body: { ...cancel, bookingId: 'not-a-booking' }, session });
    expectIssues(invalid, 'bookingId');

    const valid = await call({ body: cancel, session });
    expect(valid.status === 200, `cancel: expected 200, got ${show(valid)}`);
    const cancelled = await count(context.db, `public.call_bookings where id = $1 and status = 'cancelled' and cancelled_by = 'staff' and status_changed_by is not null`, [
      bookingId,
    ]);
    expect(cancelled === 1, `cancel: booking ${bookingId} is not cancelled by staff in the admin's name`);
    const notice = await settledOutbox(context.db, `to_address = $1 and kind = 'booking-cancelled'`, [email]);
    expect(notice.sent === 1 && notice.errors.length === 0, `cancel: the visitor's CANCEL was not sent: ${JSON.stringify(notice)}`);
    return { valid: valid.status, invalid: invalid.status, stored: 'booking cancelled as the admin, CANCEL sent' };
  },

  'track-conversion': beacon('tracking_conversions', 1, (sessionId) => ({
    conversion_type: 'generate_lead',
    ...attribution,
    conversion_timestamp: now(),
    session_id: sessionId,
    consent,
  })),

  'heatmap-clicks': beacon('heatmap_clicks', 2, (sessionId) => ({
    page: '/services/google-advertising',
    viewportWidth: 1440,
    viewportHeight: 900,
    sessionId,
    consent,
    clicks: [
      { x: 100, y: 640, element: 'a', timestamp: now() },
      { x: 320, y: 1200, element: 'button', timestamp: Date.now() },
    ],
  })),

  'heatmap-scroll': beacon('heatmap_scroll_samples', 1, (sessionId) => ({
    page: '/',
    documentHeight: 4000,
    sessionId,
    consent,
    scroll: [{ scrollY: 800, timestamp: now(), viewportHeight: 900 }],
  })),

  'analytics-events': beacon('analytics_events', 2, (sessionId) => ({
    events: [
      { name: 'core_web_vital', page: '/', params: { metric: 'LCP', value: 1840, good: true }, timestamp: now() },
      { name: 'quiz_start', page: '/quiz/owner', timestamp: now() },
    ],
    sessionId,
    viewportWidth: 390,
    consent,
  })),

  consent: async (call, context) => {
    const sessionId = `ci-consent-${context.runId}`;
    const stored = () => count(context.db, 'public.consent_records where session_id = $1', [sessionId]);
    const invalid = await call({ body: { analytics: 'yes', version: '2026-11', source: 'banner', sessionId }, key: 'none' });
    expectIssues(invalid, 'analytics');
    expect((await stored()) === 0, 'invalid request: a consent record was stored');
    const valid = await call({ body: { analytics: true, version: '2026-11', source: 'banner', sessionId }, key: 'none' });
    expect(valid.status === 204 && valid.body === null, `valid request: expected 204 without a body, got ${show(valid)}`);
    const found = await stored();
    expect(found === 1, `valid request: expected 1 consent record, found ${found}`);
    return { valid: valid.status, invalid: invalid.status, stored: '1 consent record' };
  },

  /** Supabase Cron's call: sends what is due with the server's key; the browser's key is refused. */
  'dispatch-email-outbox': async (call, context) => {
    const to = emailFor('dispatch', context);
    const { rows } = await context.db.query<{ id: string }>(
      `insert into public.email_outbox (kind, to_address, subject, html, text_body)
       values ('ci-check', $1, 'Functions under Deno', '<p>Due mail</p>', 'Due mail') returning id`,
      [to],
    );
    const id = rows[0]?.id;
    const state = async () => (await context.db.query<{ status: string; attempts: number }>('select status, attempts from public.email_outbox where id = $1', [id])).rows[0];

    const invalid = await call({ body: {}, key: 'browser' });
    expect(invalid.status === 401 && isRecord(invalid.body) && typeof invalid.body.error === 'string', `browser's key: expected 401 { error }, got ${show(invalid)}`);
    const untouched = await state();
    expect(untouched?.status === 'pending' && untouched.attempts === 0, `browser's key: the due e-mail was touched: ${JSON.stringify(untouched)}`);

    const valid = await call({ body: {}, key: 'server' });
    const result = isRecord(valid.body) ? valid.body : {};
    expect(
      valid.status === 200 && typeof result.sent === 'number' && result.sent >= 1 && result.retried === 0 && result.failed === 0,
      `server's key: expected 200 { sent ≥ 1, retried: 0, failed: 0 }, got ${show(valid)}`,
    );
    expect((await state())?.status === 'sent', `server's key: the due e-mail is ${JSON.stringify(await state())}, not sent`);
    const mailbox = (await (await fetch(`${context.mailboxUrl}?to=${encodeURIComponent(to)}`)).json()) as { messages: unknown[] };
    expect(mailbox.messages.length === 1, `server's key: the mailbox holds ${mailbox.messages.length} message(s) for ${to}, not 1`);
    return { valid: valid.status, invalid: invalid.status, stored: `due e-mail sent (${String(result.sent)} in all), mailbox has it` };
  },

  /** Supabase Cron's call: delivers what is due to a real receiver on loopback, signed; the browser's key is refused. */
  'dispatch-webhooks': async (call, context) => {
    const receiver = await new WebhookReceiver().start();
    try {
      const { url, received } = receiver;
      const { rows } = await context.db.query<{ id: string }>(
        `insert into public.webhook_endpoints (url, events) values ($1, '{lead.created}') returning id`,
        [url],
      );
      const endpointId = rows[0]?.id;
      const delivery = await context.db.query<{ id: string }>(
        `insert into public.webhook_deliveries (endpoint_id, event_type, payload)
         values ($1, 'lead.created', jsonb_build_object('type', 'lead.created', 'timestamp', now(), 'data', jsonb_build_object('run', $2::text)))
         returning id`,
        [endpointId, context.runId],
      );
      const id = delivery.rows[0]?.id;
      const status = async () => (await context.db.query<{ status: string }>('select status from public.webhook_deliveries where id = $1', [id])).rows[0]?.status;

      const invalid = await call({ body: {}, key: 'browser' });
      expect(invalid.status === 401, `browser's key: expected 401, got ${show(invalid)}`);
      expect((await status()) === 'pending' && received.length === 0, `browser's key: the due delivery was touched`);

      const valid = await call({ body: {}, key: 'server' });
      const result = isRecord(valid.body) ? valid.body : {};
      expect(valid.status === 200 && typeof result.delivered === 'number' && result.delivered >= 1, `server's key: expected 200 { delivered ≥ 1 }, got ${show(valid)}`);
      expect((await status()) === 'delivered', `server's key: the delivery is ${String(await status())}, not delivered`);
      const secret = (await context.db.query<{ secret: string }>('select secret from private.webhook_endpoint_secrets where endpoint_id = $1', [endpointId])).rows[0]?.secret ?? '';
      const message = received.find((entry) => entry.headers['webhook-id'] === id);
      expect(message, `the receiver got no request with webhook-id ${String(id)}`);
      const event = new Webhook(secret).verify(message.body, headersOf(message)) as { data?: { run?: string } };
      expect(event.data?.run === context.runId, `the signed body is not the queued one: ${message.body}`);
      return { valid: valid.status, invalid: invalid.status, stored: 'due delivery sent, signature verified by the receiver' };
    } finally {
      await receiver.stop();
    }
  },

  /** A calendar app's fetch: no key, the token in the URL; the booking book-call stored is an event of the feed, and a wrong token is refused. */
  'staff-calendar': async (call, context) => {
    const bookingId = context.bookingId;
    expect(bookingId, "needs book-call's booking, which was not stored");
    const token = context.runId.replace(/[^0-9a-f]/g, '').padEnd(64, 'a').slice(0, 64);
    await context.db.query(
      `with admin as (
         insert into auth.users (email) values ($1) returning id
       ), role as (
         insert into public.user_roles (user_id, role) select id, 'admin' from admin
       )
       insert into private.staff_calendar_feeds (user_id, token_hash) select id, private.calendar_token_hash($2) from admin`,
      [`calendar-${context.runId}@example.com`, token],
    );
    const invalid = await call({ method: 'GET', key: 'none', query: { token: 'b'.repeat(64) } });
    expect(invalid.status === 404, `an unknown token: expected 404, got ${show(invalid)}`);
    const valid = await call({ method: 'GET', key: 'none', query: { token } });
    expect(valid.status === 200 && typeof valid.body === 'string', `the feed's token: expected 200 with a calendar, got ${show(valid)}`);
    const { method, events } = readCalendar(valid.body);
    expect(method === 'PUBLISH' && events.some((event) => event.uid.startsWith(`${bookingId}@`)), `the feed holds no event for booking ${bookingId}: ${valid.body}`);
    return { valid: valid.status, invalid: invalid.status, stored: `nothing (${events.length} call(s) in the feed, book-call's among them)` };
  },
};
