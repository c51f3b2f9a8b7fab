import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../../../supabase/local/db/drivers.ts';
import type { RelationName, Role, RpcName } from './expectations.ts';

// How the access matrix reaches each table, view and rpc: rows stored as the database owner for a cell to
// read, change or delete, and what a client would send. The rows are valid (the database owner's sanity
// checks insert and call with them), so a 42501 in a cell is about privilege, never about the data.

export interface FixtureContext {
  db: Database;
  /** A value no other row carries, so a cell can find what it stored. */
  unique(): string;
  /** A confirmed user without any role, for rows that name a user. */
  freshUserId(): Promise<string>;
  /** A lead that exists, for rows that belong to one. */
  leadId: string;
}

export interface Actor {
  role: Role;
  /** Null for anon. */
  userId: string | null;
}

export interface RelationFixture {
  /** The table the rows live in: the relation itself, or a view's base table. */
  table: string;
  /** Stores one row as the database owner and returns its id. */
  create(ctx: FixtureContext): Promise<string>;
  /** The row a client would send to insert; `markerColumn` carries a value found in no other row. */
  insertRow(ctx: FixtureContext, actor: Actor): Promise<Record<string, unknown>>;
  markerColumn: string;
  /** What a client would send to change a row. */
  patch(ctx: FixtureContext, actor: Actor): Promise<Record<string, unknown>>;
  /** The column naming a row's owner, where RLS shows users their own rows. */
  ownerColumn?: string;
}

export interface RpcFixture {
  /** The arguments its caller (an edge function or the dashboard) passes. */
  args(ctx: FixtureContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** True for the answer a caller whom RLS shows no row gets; by default null or an empty list. */
  isEmpty?(data: unknown): boolean;
}

async function insertReturningId(ctx: FixtureContext, sql: string, params: unknown[]): Promise<string> {
  const { rows } = await ctx.db.query<{ id: string }>(`${sql} returning id::text as id`, params);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no id from: ${sql}`);
  return id;
}

let slot = 0;
/**
 * A call slot no other booking holds (one live booking per slot is a unique index): a Monday at 09:00
 * in Los Angeles (10:00 in summer), one week after another, inside the published hours, so the weekly
 * hours a cell sets (on a Wednesday) never refuse it.
 */
function nextSlot(): string {
  slot += 1;
  return new Date(Date.UTC(2031, 0, 6, 17) + slot * 7 * 86_400_000).toISOString();
}

let pastSlot = 0;
/** A call whose time has come, a week before the one before: one a cell can mark attended. */
function slotPassed(): string {
  pastSlot += 1;
  return new Date(Date.UTC(2025, 0, 6, 17) - pastSlot * 7 * 86_400_000).toISOString();
}

const emailOf = (marker: string) => `${marker}@example.com`;

function teamNotificationRow(ctx: FixtureContext, leadId: string) {
  return { lead_id: leadId, kind: 'team-notification', subject: ctx.unique(), html: '<p>New lead</p>', text_body: 'New lead' };
}

function leadRow(marker: string) {
  return { source: 'contact', name: marker, email: emailOf(marker) };
}

function acceptanceRow(marker: string) {
  return {
    package_name: 'Growth Engine',
    monthly_investment: 2500,
    setup_fee: 500,
    agreement_date: '2030-01-07',
    accepted_at: '2030-01-07T18:00:00Z',
    signer_name: marker,
    signer_email: emailOf(marker),
    terms_fingerprint: 'a'.repeat(64),
    terms_text: 'The terms as shown.',
    consent_text: 'I agree to the terms.',
  };
}

function conversionRow(marker: string) {
  return { conversion_type: 'lead_form', utm_source: 'google', conversion_timestamp: new Date().toISOString(), session_id: marker };
}

function clickRow(marker: string) {
  return {
    page_path: '/',
    x: 640,
    y: 420,
    element: 'button',
    viewport_width: 1280,
    viewport_height: 800,
    device_class: 'desktop',
    session_id: marker,
    client_timestamp: new Date().toISOString(),
  };
}

function scrollRow(marker: string) {
  return { page_path: '/', scroll_y: 1200, viewport_height: 800, document_height: 4000, session_id: marker, client_timestamp: new Date().toISOString() };
}

function analyticsEventRow(marker: string) {
  return {
    name: 'core_web_vital',
    page: '/',
    params: { metric: 'LCP', value: 1840 },
    session_id: marker,
    viewport_width: 1280,
    device_class: 'desktop',
    client_timestamp: new Date().toISOString(),
  };
}

function consentRow(marker: string) {
  return { analytics: false, version: '2026-11', source: 'banner', client_key: 'access-matrix-client', session_id: marker };
}

/** Stores a row given as {column: value} as the owner, each value cast from text (jsonb from JSON). */
function createFrom(table: string, row: Record<string, unknown>) {
  return (ctx: FixtureContext) => {
    const columns = Object.keys(row);
    const values = Object.values(row).map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value));
    const placeholders = columns.map((_, index) => `$${index + 1}`);
    return insertReturningId(ctx, `insert into public.${table} (${columns.join(', ')}) values (${placeholders.join(', ')})`, values);
  };
}

const leadsFixture: RelationFixture = {
  table: 'leads',
  create: (ctx) => createFrom('leads', leadRow(ctx.unique()))(ctx),
  insertRow: async (ctx) => leadRow(ctx.unique()),
  markerColumn: 'name',
  patch: async () => ({ status: 'Nurturing' }),
};

const callBookingsFixture: RelationFixture = {
  table: 'call_bookings',
  create: (ctx) =>
    createFrom('call_bookings', { email: 'caller@example.com', phone: '(310) 555-0100', slot_start: slotPassed(), biggest_question: ctx.unique() })(ctx),
  insertRow: async (ctx) => ({ email: 'caller@example.com', phone: '(310) 555-0100', slot_start: nextSlot(), biggest_question: ctx.unique() }),
  markerColumn: 'biggest_question',
  // Admins mark a past call's attendance; a cancel or restore goes through staff-booking.
  patch: async () => ({ attendance: 'attended' }),
};

const weeklyHoursRow = { weekday: 3, is_open: true, opens_at: '08:00', closes_at: '18:00' };

/** A booked call with a manage link, and the change a link (or staff, by id) would ask of it. */
async function bookingToChange(ctx: FixtureContext): Promise<{ id: string; tokenHash: string }> {
  const tokenHash = createHash('sha256').update(ctx.unique()).digest('hex');
  const id = await createFrom('call_bookings', { email: 'caller@example.com', phone: '(310) 555-0100', slot_start: nextSlot(), manage_token_hash: tokenHash })(ctx);
  return { id, tokenHash };
}

/**
 * A webhook endpoint of its own (its URL carries the marker). Paused, so the leads and bookings the other
 * cells store queue nothing for it: a thousand fixture deliveries would page the admin's read past its row.
 */
function webhookEndpointRow(marker: string, paused = true) {
  // A live one (a due delivery's, for the claim) wants an event no other cell causes.
  return { url: `https://hooks.example.com/${marker}`, events: paused ? '{lead.created}' : '{booking.no_show}', paused };
}

/** A delivery of its own to an endpoint of its own, in the given state (a due one's endpoint is live). */
async function webhookDelivery(ctx: FixtureContext, status: 'pending' | 'delivered'): Promise<string> {
  const endpointId = await createFrom('webhook_endpoints', webhookEndpointRow(ctx.unique(), status === 'delivered'))(ctx);
  const marker = ctx.unique();
  return createFrom('webhook_deliveries', { endpoint_id: endpointId, event_type: marker, payload: { type: marker, timestamp: new Date().toISOString(), data: {} }, status })(ctx);
}

export const RELATION_FIXTURES: Record<RelationName, RelationFixture> = {
  user_roles: {
    table: 'user_roles',
    create: async (ctx) => createFrom('user_roles', { user_id: await ctx.freshUserId(), role: 'admin' })(ctx),
    // The escalation a signed-in user would try: making itself an admin.
    insertRow: async (ctx, actor) => ({ user_id: actor.role === 'user' && actor.userId ? actor.userId : await ctx.freshUserId(), role: 'admin' }),
    markerColumn: 'user_id',
    // Taking over another user's admin role (an admin already holds one, so it would hand it on).
    patch: async (ctx, actor) => ({ user_id: actor.role === 'user' && actor.userId ? actor.userId : await ctx.freshUserId() }),
    ownerColumn: 'user_id',
  },
  leads: leadsFixture,
  email_outbox: {
    table: 'email_outbox',
    create: (ctx) => createFrom('email_outbox', teamNotificationRow(ctx, ctx.leadId))(ctx),
    // An open relay: the site's domain sending what a visitor wrote to whom the visitor chose.
    insertRow: async (ctx) => ({ kind: 'team-notification', to_address: 'victim@example.com', subject: ctx.unique(), html: '<p>Hi</p>', text_body: 'Hi' }),
    markerColumn: 'subject',
    patch: async () => ({ to_address: 'attacker@example.com' }),
  },
  agreement_acceptances: {
    table: 'agreement_acceptances',
    create: (ctx) => createFrom('agreement_acceptances', { lead_id: ctx.leadId, ...acceptanceRow(ctx.unique()) })(ctx),
    insertRow: async (ctx) => acceptanceRow(ctx.unique()),
    markerColumn: 'signer_name',
    // Rewriting the evidence of who signed.
    patch: async () => ({ signer_name: 'Someone Else' }),
  },
  agreement_quotes: {
    table: 'agreement_quotes',
    create: (ctx) => createFrom('agreement_quotes', { lead_id: ctx.leadId, package_name: ctx.unique(), monthly_investment: 2500, setup_fee: 1000 })(ctx),
    insertRow: async (ctx) => ({ lead_id: ctx.leadId, package_name: ctx.unique(), monthly_investment: 2500, setup_fee: 1000 }),
    markerColumn: 'package_name',
    // Raising the price of a quote a client may already have accepted.
    patch: async () => ({ monthly_investment: 1_000_000 }),
  },
  call_bookings: callBookingsFixture,
  call_booking_list: callBookingsFixture,
  lead_events: {
    table: 'lead_events',
    create: (ctx) => createFrom('lead_events', { lead_id: ctx.leadId, kind: 'status_changed', from_value: 'New', to_value: ctx.unique() })(ctx),
    insertRow: async (ctx) => ({ lead_id: ctx.leadId, kind: 'status_changed', from_value: 'New', to_value: ctx.unique() }),
    markerColumn: 'to_value',
    patch: async () => ({ to_value: 'Client' }),
  },
  lead_notes: {
    table: 'lead_notes',
    create: (ctx) => createFrom('lead_notes', { lead_id: ctx.leadId, body: ctx.unique() })(ctx),
    // What the dashboard's note form sends.
    insertRow: async (ctx) => ({ lead_id: ctx.leadId, body: ctx.unique() }),
    markerColumn: 'body',
    patch: async () => ({ body: 'Rewritten after the fact.' }),
  },
  lead_inbox: { ...leadsFixture, patch: async () => ({ status: 'Client' }) },
  tracking_conversions: {
    table: 'tracking_conversions',
    create: (ctx) => createFrom('tracking_conversions', conversionRow(ctx.unique()))(ctx),
    // A forged beacon past the function's validation and rate limit.
    insertRow: async (ctx) => conversionRow(ctx.unique()),
    markerColumn: 'session_id',
    patch: async () => ({ conversion_value: 999999 }),
  },
  heatmap_clicks: {
    table: 'heatmap_clicks',
    create: (ctx) => createFrom('heatmap_clicks', clickRow(ctx.unique()))(ctx),
    insertRow: async (ctx) => clickRow(ctx.unique()),
    markerColumn: 'session_id',
    patch: async () => ({ x: 0, y: 0 }),
  },
  heatmap_scroll_samples: {
    table: 'heatmap_scroll_samples',
    create: (ctx) => createFrom('heatmap_scroll_samples', scrollRow(ctx.unique()))(ctx),
    insertRow: async (ctx) => scrollRow(ctx.unique()),
    markerColumn: 'session_id',
    patch: async () => ({ scroll_y: 0 }),
  },
  analytics_events: {
    table: 'analytics_events',
    create: (ctx) => createFrom('analytics_events', analyticsEventRow(ctx.unique()))(ctx),
    insertRow: async (ctx) => analyticsEventRow(ctx.unique()),
    markerColumn: 'session_id',
    patch: async () => ({ params: { metric: 'LCP', value: 1 } }),
  },
  // Closures years after every fixture's booked slot, so none refuses another cell's booking.
  booking_closures: {
    table: 'booking_closures',
    create: (ctx) => createFrom('booking_closures', { starts_on: '2040-01-02', ends_on: '2040-01-03', note: ctx.unique() })(ctx),
    insertRow: async (ctx) => ({ starts_on: '2040-01-04', ends_on: '2040-01-05', note: ctx.unique() }),
    markerColumn: 'note',
    patch: async () => ({ ends_on: '2040-12-31' }),
  },
  // One row per weekday: each cell starts from none. Open all the published hours, so no booking is refused.
  booking_weekly_hours: {
    table: 'booking_weekly_hours',
    create: async (ctx) => {
      await ctx.db.query('delete from public.booking_weekly_hours');
      return createFrom('booking_weekly_hours', weeklyHoursRow)(ctx);
    },
    insertRow: async (ctx) => {
      await ctx.db.query('delete from public.booking_weekly_hours');
      return weeklyHoursRow;
    },
    markerColumn: 'weekday',
    patch: async () => ({ closes_at: '17:00:00' }),
  },
  // A booked call whose day a closure then covers (the closure comes after, as staff would add it).
  booking_conflicts: {
    table: 'call_bookings',
    // The view's own columns: it has no biggest_question.
    insertRow: async (ctx) => ({ email: emailOf(ctx.unique()), phone: '(310) 555-0100', slot_start: nextSlot() }),
    markerColumn: 'email',
    patch: async () => ({ phone: '(310) 555-0199' }),
    create: async (ctx) => {
      const id = await createFrom('call_bookings', { email: 'caller@example.com', phone: '(310) 555-0100', slot_start: nextSlot() })(ctx);
      await ctx.db.query(
        `insert into public.booking_closures (starts_on, ends_on, note)
         select (slot_start at time zone 'America/Los_Angeles')::date, (slot_start at time zone 'America/Los_Angeles')::date, 'conflict'
         from public.call_bookings where id = $1`,
        [id],
      );
      return id;
    },
  },
  consent_records: {
    table: 'consent_records',
    create: (ctx) => createFrom('consent_records', consentRow(ctx.unique()))(ctx),
    insertRow: async (ctx) => consentRow(ctx.unique()),
    markerColumn: 'session_id',
    // Turning a recorded refusal into consent.
    patch: async () => ({ analytics: true }),
  },
  webhook_endpoints: {
    table: 'webhook_endpoints',
    create: (ctx) => createFrom('webhook_endpoints', webhookEndpointRow(ctx.unique()))(ctx),
    insertRow: async (ctx) => ({ url: `https://hooks.example.com/${ctx.unique()}`, events: ['lead.created'] }),
    markerColumn: 'url',
    // The URL cannot be changed at all (no grant), so no one re-aims an endpoint's events; its description can.
    patch: async () => ({ description: 'Renamed' }),
  },
  webhook_deliveries: {
    table: 'webhook_deliveries',
    create: (ctx) => webhookDelivery(ctx, 'pending'),
    insertRow: async (ctx) => {
      const marker = ctx.unique();
      return { endpoint_id: await createFrom('webhook_endpoints', webhookEndpointRow(ctx.unique()))(ctx), event_type: marker, payload: { type: marker } };
    },
    markerColumn: 'event_type',
    patch: async () => ({ last_error: 'rewritten' }),
  },
};

/**
 * Rows beyond one fixture per table that give every admin read something to answer (a quiz start for the
 * funnel, an A/B view for the test results), so that an empty answer to a non-admin means RLS, not no data.
 */
export async function storeDashboardData(ctx: FixtureContext): Promise<void> {
  for (const [name, params] of [
    ['quiz_start', { quiz: 'owner' }],
    ['ab_test_view', { variant: 'A' }],
  ] as const) {
    await createFrom('analytics_events', { ...analyticsEventRow(ctx.unique()), name, params })(ctx);
  }
}

/** The beacons' writer arguments, as supabase/functions/_shared/handlers/tracking.ts passes them. */
function beaconArgs(records: Record<string, unknown>[]) {
  return { client_key: 'access-matrix-client', requested_at: new Date().toISOString(), max_requests: 1000, window_seconds: 60, records };
}

const days = { days: 30 };

export const RPC_FIXTURES: Record<RpcName, RpcFixture> = {
  lead_status_counts: { args: () => ({}) },
  // One row always; a caller who sees no lead gets zeros.
  lead_inbox_summary: {
    args: () => days,
    isEmpty: (data) =>
      Array.isArray(data) &&
      data.every((row: Record<string, unknown>) => row.leads_in_period === 0 && row.awaiting_response === 0 && row.spam_leads === 0),
  },
  submit_lead: {
    args: (ctx) => {
      const marker = ctx.unique();
      return {
        lead: { ...leadRow(marker), client_submission_id: randomUUID() },
        messages: [{ kind: 'visitor-confirmation', to_address: 'victim@example.com', subject: marker, html: '<p>Hi</p>', text_body: 'Hi' }],
      };
    },
  },
  // A message of its own that is due, so the claim has one to answer with.
  claim_email_outbox: {
    args: async (ctx) => ({ batch_size: 1, only_ids: [await createFrom('email_outbox', teamNotificationRow(ctx, ctx.leadId))(ctx)] }),
  },
  // A fresh lead whose team notification still waits, so the release has one to answer with.
  release_team_notification: {
    args: async (ctx) => {
      const leadId = await createFrom('leads', leadRow(ctx.unique()))(ctx);
      await createFrom('email_outbox', { ...teamNotificationRow(ctx, leadId), next_attempt_at: '2099-01-01T00:00:00Z' })(ctx);
      return { lead_id: leadId, max_age: '1 hour' };
    },
  },
  accept_agreement: {
    args: (ctx) => {
      const marker = ctx.unique();
      return { lead: { ...leadRow(marker), source: 'agreement', client_submission_id: randomUUID() }, acceptance: acceptanceRow(marker), messages: [] };
    },
  },
  book_call: {
    args: (ctx) => {
      const marker = ctx.unique();
      return {
        booking: { email: emailOf(marker), phone: '(310) 555-0100', slot_start: nextSlot(), client_submission_id: randomUUID() },
        lead: { source: 'call-booking', name: marker },
        messages: [],
      };
    },
  },
  booking_for_manage_token: { args: async (ctx) => ({ token_hash: (await bookingToChange(ctx)).tokenHash }) },
  // A code that names no network: the call answers false and changes nothing.
  approve_sign_in_network: { args: () => ({ code: 'FFFFF-FFFFF-FFFFF-FFFFF' }) },
  booking_availability: { args: () => ({ from_date: '2040-01-01', to_date: '2040-01-31' }) },
  move_booking: {
    args: async (ctx) => {
      const slot = nextSlot();
      return {
        change: { manage_token_hash: (await bookingToChange(ctx)).tokenHash, expected_sequence: 0, slot_start: slot, preferred_date: slot.slice(0, 10), preferred_time: '09:00' },
        messages: [],
      };
    },
  },
  cancel_booking: {
    args: async (ctx) => ({ change: { booking_id: (await bookingToChange(ctx)).id, expected_sequence: 0, cancelled_by: 'staff' }, messages: [] }),
  },
  booking_for_staff: { args: async (ctx) => ({ booking_id: (await bookingToChange(ctx)).id }) },
  staff_change_booking: {
    args: async (ctx) => ({
      action: 'cancel',
      change: { booking_id: (await bookingToChange(ctx)).id, expected_sequence: 0, staff: { id: await ctx.freshUserId(), email: 'staff@agency.example' } },
      messages: [],
    }),
  },
  record_tracking_conversions: { args: (ctx) => beaconArgs([conversionRow(ctx.unique())]) },
  record_heatmap_clicks: { args: (ctx) => beaconArgs([clickRow(ctx.unique())]) },
  record_heatmap_scroll: { args: (ctx) => beaconArgs([scrollRow(ctx.unique())]) },
  record_analytics_events: { args: (ctx) => beaconArgs([analyticsEventRow(ctx.unique())]) },
  record_consent: {
    args: (ctx) => {
      const { client_key: _clientKey, ...record } = consentRow(ctx.unique());
      return beaconArgs([record]);
    },
  },
  analytics_leads_per_day: { args: () => days },
  analytics_funnel: { args: () => days },
  analytics_ab_results: { args: () => days },
  analytics_click_map: { args: () => ({ page: '/', days: 30 }) },
  analytics_pages: { args: () => days },
  analytics_scroll_depth: { args: () => days },
  analytics_web_vitals: { args: () => days },
  take_rate_limit: {
    args: () => ({ bucket: 'submit-lead:ip', client_key: 'access-matrix-client', requested_at: new Date().toISOString(), max_requests: 1000, window_seconds: 600 }),
  },
  spend_human_check_token: { args: (ctx) => ({ token_hash: createHash('sha256').update(ctx.unique()).digest('hex') }) },
  create_webhook_endpoint: { args: (ctx) => ({ url: `https://hooks.example.com/${ctx.unique()}`, events: ['lead.created'] }) },
  rotate_webhook_secret: { args: async (ctx) => ({ endpoint_id: await createFrom('webhook_endpoints', webhookEndpointRow(ctx.unique()))(ctx) }) },
  send_webhook_test: { args: async (ctx) => ({ endpoint_id: await createFrom('webhook_endpoints', webhookEndpointRow(ctx.unique()))(ctx) }) },
  replay_webhook_delivery: { args: async (ctx) => ({ delivery_id: await webhookDelivery(ctx, 'delivered') }) },
  // A delivery of its own that is due, so the claim has one to answer with.
  claim_webhook_deliveries: { args: async (ctx) => (await webhookDelivery(ctx, 'pending'), { batch_size: 100 }) },
  issue_calendar_feed: { args: () => ({}) },
  revoke_calendar_feed: { args: () => ({}) },
  calendar_feed_status: { args: () => ({}) },
  // A live feed of an admin of its own, so the service role's call has its marker row to answer with.
  staff_calendar_calls: {
    args: async (ctx) => {
      const token = createHash('sha256').update(ctx.unique()).digest('hex');
      const owner = await ctx.freshUserId();
      await ctx.db.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [owner]);
      await ctx.db.query('insert into private.staff_calendar_feeds (user_id, token_hash) values ($1, private.calendar_token_hash($2))', [owner, token]);
      return { feed_token: token };
    },
  },
  admin_mfa_required: { args: () => ({}) },
  hook_password_verification_attempt: {
    args: async (ctx) => ({ event: { user_id: await ctx.freshUserId(), valid: false } }),
  },
};
