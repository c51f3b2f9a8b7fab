// Who may do what through the API, as the migrations intend it (supabase/migrations/*.sql). The test in
// ../access-matrix.test.ts runs every cell with supabase-js against the local backend, and fails when the
// migrated database holds a table, view or function that is not described here, or this names one that
// does not exist: a new table, view or rpc needs a decision in this file before the suite passes.

export const ROLES = ['anon', 'user', 'admin', 'service'] as const;
/**
 * anon: the site's visitors (anon key, no session); user: signed in without a staff role; admin: user_roles
 * admin; service: the service-role key of the edge functions, `npm run admin:create` and back-office scripts,
 * which bypasses RLS, so only its grants limit it (20261125100000_explicit_grants.sql).
 */
export type Role = (typeof ROLES)[number];

export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * - `allowed`: the call succeeds and reaches the row (select returns it, insert stores it, update changes
 *   it, delete removes it); for an rpc, it answers with data.
 * - `denied`: refused with 42501, by a missing grant or a policy's WITH CHECK, and nothing changes.
 * - `no rows`: the call runs, but row level security shows and touches no row that is not the caller's
 *   own, so nothing changes; for an rpc running as the caller, the answer is empty.
 * `denied` and `no rows` are both denied (docs/architecture.md#security-in-one-place).
 */
export type Outcome = 'allowed' | 'denied' | 'no rows';

type OperationOutcomes = Record<Operation, Outcome>;

export interface RelationAccess {
  kind: 'table' | 'view';
  anon: OperationOutcomes;
  user: OperationOutcomes;
  admin: OperationOutcomes;
  /** Never `no rows`: the service role bypasses RLS. */
  service: OperationOutcomes;
}

export type RpcAccess = Record<Role, Outcome>;

// Nobody deletes through the API but the service role, and it only leads (an operator's clean-up; the lead's
// history and notes go with it, its e-mails and bookings stay). Nobody but the service role inserts, except
// an admin's note. The service role holds what supabase/functions/_shared and admin:create do, and reads back
// what it wrote; it may not rewrite evidence (agreements, consent, history) nor touch staff notes.
export const RELATIONS = {
  // 100000: roles are granted with the service role (npm run admin:create looks one up, then inserts it); a user
  // reads only its own rows, so even an admin sees no other user's role.
  user_roles: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
  },
  // 100000: edge functions insert, look up and update (service role, which also deletes: clean-ups); admins read
  // and move the pipeline (status, call_booked).
  leads: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'no rows',  delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'allowed',  delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'allowed',  delete: 'allowed' },
  },
  // 110000: queued by submit_lead, claimed and updated by the dispatcher (service role); admins read delivery state.
  email_outbox: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'allowed',  delete: 'denied' },
  },
  // 120000: the evidence of an accepted agreement; written once by accept_agreement (service role), read by admins.
  agreement_acceptances: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
  },
  // 20261202040000: the agency's quotes behind agreement links. Admins make and read them; submit-lead
  // reads one by id; nobody rewrites or removes a quote an acceptance may point at.
  agreement_quotes: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  // 130000: booked by book_call, which links the lead (service role); admins read and mark attendance
  // (20261128150000); a cancel or restore goes through staff-booking (20261128170000).
  call_bookings: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'no rows',  delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'allowed',  delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'allowed',  delete: 'denied' },
  },
  // 20261128160000: staff availability. Closed days: admins read, add and remove them; the booking paths
  // read them through their definer functions only.
  booking_closures: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'no rows' },
    admin:   { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'allowed' },
    service: { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  // Weekly hours: admins set, change and drop a weekday's hours.
  booking_weekly_hours: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'no rows',  delete: 'no rows' },
    admin:   { select: 'allowed',  insert: 'allowed',  update: 'allowed',  delete: 'allowed' },
    service: { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  // The calls a closure or new hours now cover (security invoker over call_bookings): admins read it.
  booking_conflicts: {
    kind: 'view',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  // 20261125130000: the admin's bookings list with each client's live bookings (security invoker over
  // call_bookings, whose policies decide); read only, and by admins only.
  call_booking_list: {
    kind: 'view',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  // 140000: written only by triggers (security definer); admins and the service role read the history.
  lead_events: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  // 140000: append-only staff notes: admins read and add (lead_id, body); nobody edits or removes one, and
  // the service role has no use for them.
  lead_notes: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
    service: { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  // 140000: the inbox list, security invoker over leads; read-only (select is its only grant), the dashboard's alone.
  lead_inbox: {
    kind: 'view',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  // 150000 and 160000: beacons write through record_* with the service role, which reads back; admins read.
  tracking_conversions: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
  },
  heatmap_clicks: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
  },
  heatmap_scroll_samples: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
  },
  analytics_events: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
  },
  // The proof of a visitor's privacy choice: nobody may rewrite it.
  consent_records: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'allowed',  update: 'denied',   delete: 'denied' },
  },
  // 20261203010000: where events go, and each event for each endpoint. Admins manage endpoints (the secret
  // is in private, out of every role's reach) and read deliveries; the dispatcher reads deliveries and
  // records its attempts (service role); the database queues them, and nobody else writes one.
  webhook_endpoints: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'no rows',  delete: 'no rows' },
    admin:   { select: 'allowed',  insert: 'allowed',  update: 'allowed',  delete: 'allowed' },
    service: { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
  },
  webhook_deliveries: {
    kind: 'table',
    anon:    { select: 'denied',   insert: 'denied',   update: 'denied',   delete: 'denied' },
    user:    { select: 'no rows',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    admin:   { select: 'allowed',  insert: 'denied',   update: 'denied',   delete: 'denied' },
    service: { select: 'allowed',  insert: 'denied',   update: 'allowed',  delete: 'denied' },
  },
} as const satisfies Record<string, RelationAccess>;

export type RelationName = keyof typeof RELATIONS;

// The writers are the service role's alone (the edge functions call them with the service key); the
// dashboard's reads run as the caller, so RLS hands a non-admin an empty answer rather than an error, and
// the service role, which no dashboard uses, may not call them.
const SERVICE_ROLE_ONLY = { anon: 'denied', user: 'denied', admin: 'denied', service: 'allowed' } as const satisfies RpcAccess;
const ADMIN_READ = { anon: 'denied', user: 'no rows', admin: 'allowed', service: 'denied' } as const satisfies RpcAccess;

export const RPCS = {
  // 100000, 140000: the dashboard's lead numbers.
  lead_status_counts: ADMIN_READ,
  lead_inbox_summary: ADMIN_READ,
  // 110000 to 130000: lead intake and the outbox, called by edge functions only.
  submit_lead: SERVICE_ROLE_ONLY,
  claim_email_outbox: SERVICE_ROLE_ONLY,
  release_team_notification: SERVICE_ROLE_ONLY,
  accept_agreement: SERVICE_ROLE_ONLY,
  book_call: SERVICE_ROLE_ONLY,
  // 20261128130000: the manage-booking function's reading, moving and cancelling of a booking.
  booking_for_manage_token: SERVICE_ROLE_ONLY,
  // 20261128160000: what the booking page offers from, read by the booking-availability function.
  booking_availability: SERVICE_ROLE_ONLY,
  move_booking: SERVICE_ROLE_ONLY,
  cancel_booking: SERVICE_ROLE_ONLY,
  // 20261128170000: staff-booking reads the booking with the admin's own session (RLS decides), then changes it.
  booking_for_staff: ADMIN_READ,
  staff_change_booking: SERVICE_ROLE_ONLY,
  // 20261202010000: the approve-sign-in-network function's check of a staff sign-in code.
  approve_sign_in_network: SERVICE_ROLE_ONLY,
  // 20261203010000: the Integrations tab's changes (a non-admin's call changes nothing), and the dispatcher's claim.
  create_webhook_endpoint: ADMIN_READ,
  rotate_webhook_secret: ADMIN_READ,
  send_webhook_test: ADMIN_READ,
  replay_webhook_delivery: ADMIN_READ,
  claim_webhook_deliveries: SERVICE_ROLE_ONLY,
  // 20261203020000: the admin's own calendar feed, and what staff-calendar reads for a token.
  issue_calendar_feed: ADMIN_READ,
  revoke_calendar_feed: ADMIN_READ,
  calendar_feed_status: ADMIN_READ,
  staff_calendar_calls: SERVICE_ROLE_ONLY,
  // 150000, 160000: the beacons' writers.
  record_tracking_conversions: SERVICE_ROLE_ONLY,
  record_heatmap_clicks: SERVICE_ROLE_ONLY,
  record_heatmap_scroll: SERVICE_ROLE_ONLY,
  record_analytics_events: SERVICE_ROLE_ONLY,
  record_consent: SERVICE_ROLE_ONLY,
  // 160000: the Analytics tab.
  analytics_leads_per_day: ADMIN_READ,
  analytics_funnel: ADMIN_READ,
  analytics_ab_results: ADMIN_READ,
  analytics_click_map: ADMIN_READ,
  analytics_pages: ADMIN_READ,
  analytics_scroll_depth: ADMIN_READ,
  analytics_web_vitals: ADMIN_READ,
  // 170000: the lead functions' rate limit and human-check token ledger.
  take_rate_limit: SERVICE_ROLE_ONLY,
  spend_human_check_token: SERVICE_ROLE_ONLY,
  // 180000: whether the admin app must ask for a second factor; any signed-in user may ask, visitors not.
  admin_mfa_required: { anon: 'denied', user: 'allowed', admin: 'allowed', service: 'denied' },
  // 180000: Supabase Auth's password-verification hook: only the auth server calls it (as supabase_auth_admin),
  // never the browser nor the secret key, which could otherwise clear an account's failed sign-ins.
  hook_password_verification_attempt: { anon: 'denied', user: 'denied', admin: 'denied', service: 'denied' },
} as const satisfies Record<string, RpcAccess>;

export type RpcName = keyof typeof RPCS;
