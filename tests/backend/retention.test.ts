import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../supabase/functions/_shared/database.types.ts';
import { dataRetention } from '../../supabase/functions/_shared/rules/content/retention.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

// The retention job (private.apply_retention, 20261128120000_retention.sql) over rows placed on either
// side of each period the privacy choices dialog states (dataRetention), run in batches of 2 so that
// every batching loop goes round more than once before it stops.

let backend: TestBackend;

const TRACKING = dataRetention.tracking.months;
const CONSENT = dataRetention.consentRecords.months;
const BODIES = dataRetention.emailBodies.days;

/** Ages of rows the job deletes or clears, and of rows it keeps, as PostgreSQL intervals. */
const trackingAges = { deleted: `${TRACKING} months 1 day`, kept: [`${TRACKING} months -2 days`, `${TRACKING - 1} months`] };
const consentAges = { deleted: `${CONSENT} months 1 day`, kept: [`${CONSENT} months -2 days`, `${CONSENT - 1} months`] };
// Three of each to delete: with batches of 2, a loop deletes 2, then 1, then stops.
const DELETED_PER_TABLE = 3;

const trackingTables = {
  'public.heatmap_clicks': `insert into public.heatmap_clicks (page_path, x, y, element, viewport_width, viewport_height, device_class, session_id, client_timestamp, received_at)
    values ('/', 10, 10, 'button', 1280, 800, 'desktop', $1, now(), now() - $2::interval)`,
  'public.heatmap_scroll_samples': `insert into public.heatmap_scroll_samples (page_path, scroll_y, viewport_height, document_height, session_id, client_timestamp, received_at)
    values ('/', 0, 800, 2000, $1, now(), now() - $2::interval)`,
  'public.analytics_events': `insert into public.analytics_events (name, page, params, session_id, viewport_width, device_class, client_timestamp, received_at)
    values ('quiz_start', '/quiz/owner', '{"quiz":"owner"}', $1, 1280, 'desktop', now(), now() - $2::interval)`,
  'public.tracking_conversions': `insert into public.tracking_conversions (conversion_type, utm_source, session_id, conversion_timestamp, received_at)
    values ('lead', 'google', $1, now(), now() - $2::interval)`,
} as const;

const rollupTables = {
  'private.analytics_daily_clicks': `insert into private.analytics_daily_clicks (day, page_path, device_class, ab_variant, x_permille, y, clicks) values ($1, '/', 'desktop', 'A', 500, 100, 3)`,
  'private.analytics_daily_pages': `insert into private.analytics_daily_pages (day, page_path, clicks, scroll_samples) values ($1, '/', 3, 4)`,
  'private.analytics_daily_scroll_depth': `insert into private.analytics_daily_scroll_depth (day, page_path, depth, sessions) values ($1, '/', 10, 2)`,
  'private.analytics_daily_funnel': `insert into private.analytics_daily_funnel (day, quiz, step_order, sessions) values ($1, 'owner', 0, 5)`,
  'private.analytics_daily_ab': `insert into private.analytics_daily_ab (day, variant, views, cta_clicks) values ($1, 'A', 10, 1)`,
  'private.analytics_daily_vitals': `insert into private.analytics_daily_vitals (day, page, metric, vals) values ($1, '/', 'LCP', '{100,200}')`,
} as const;

/** The Los Angeles calendar day `age` before today's, as the rollups date their rows. */
const LA_DAY_AGO = `((now() at time zone 'America/Los_Angeles')::date - $1::interval)::date::text`;

async function dayAgo(age: string): Promise<string> {
  const { rows } = await backend.db.query<{ day: string }>(`select ${LA_DAY_AGO} as day`, [age]);
  return rows[0]?.day ?? '';
}

async function sessionsIn(table: string): Promise<string[]> {
  const { rows } = await backend.db.query<{ session_id: string }>(`select session_id from ${table} order by session_id`);
  return rows.map((row) => row.session_id);
}

async function daysIn(table: string): Promise<string[]> {
  const { rows } = await backend.db.query<{ day: string }>(`select day::text as day from ${table} order by day`);
  return rows.map((row) => row.day);
}

// E-mails, by kind: when each was created, last changed and sent, and whether the job clears its body.
const outbox = [
  { kind: 'sent-past-period', status: 'sent', createdAgo: `${BODIES + 1} days`, settledAgo: `${BODIES + 1} days`, cleared: true },
  { kind: 'sent-within-period', status: 'sent', createdAgo: `${BODIES - 1} days`, settledAgo: `${BODIES - 1} days`, cleared: false },
  // Queued long ago, retried, and sent within the period: the period counts from the sending.
  { kind: 'sent-late-within-period', status: 'sent', createdAgo: `${BODIES + 10} days`, settledAgo: `${BODIES - 1} days`, cleared: false },
  // Never sent and still waiting (mail not configured, say): its body is what will be sent.
  { kind: 'pending-old', status: 'pending', createdAgo: `${BODIES + 10} days`, settledAgo: `${BODIES + 10} days`, cleared: false },
  { kind: 'failed-past-period', status: 'failed', createdAgo: `${BODIES + 5} days`, settledAgo: `${BODIES + 1} days`, cleared: true },
  // Given up on within the period, after retries that began before it.
  { kind: 'failed-within-period', status: 'failed', createdAgo: `${BODIES + 10} days`, settledAgo: `${BODIES - 10} days`, cleared: false },
  { kind: 'suppressed-past-period', status: 'suppressed', createdAgo: `${BODIES + 1} days`, settledAgo: `${BODIES + 1} days`, cleared: true },
] as const;

type OutboxRow = Record<string, unknown> & Pick<Tables<'email_outbox'>, 'kind' | 'body_cleared_at'>;

async function outboxRows(): Promise<Record<string, OutboxRow>> {
  const { rows } = await backend.db.query<{ kind: string; row: OutboxRow }>(`select o.kind, to_jsonb(o) as row from public.email_outbox as o`);
  return Object.fromEntries(rows.map(({ kind, row }) => [kind, row]));
}

/** The agency's records, whole, as JSON: what the job must leave alone. */
async function records(): Promise<unknown> {
  const { rows } = await backend.db.query<{ records: unknown }>(
    `select jsonb_build_object(
       'leads', (select jsonb_agg(to_jsonb(l) order by l.id) from public.leads as l),
       'lead_notes', (select jsonb_agg(to_jsonb(n) order by n.id) from public.lead_notes as n),
       'lead_events', (select jsonb_agg(to_jsonb(e) order by e.id) from public.lead_events as e),
       'call_bookings', (select jsonb_agg(to_jsonb(b) order by b.id) from public.call_bookings as b)
     ) as records`,
  );
  return rows[0]?.records;
}

let outboxBefore: Record<string, OutboxRow>;
let recordsBefore: unknown;
let ranAt: number;

beforeAll(async () => {
  backend = await startTestBackend();

  for (const [table, insert] of Object.entries(trackingTables)) {
    for (let index = 0; index < DELETED_PER_TABLE; index += 1) await backend.db.query(insert, [`deleted-${index}`, trackingAges.deleted]);
    for (const [index, age] of trackingAges.kept.entries()) await backend.db.query(insert, [`kept-${index}`, age]);
    expect(await sessionsIn(table), table).toHaveLength(DELETED_PER_TABLE + trackingAges.kept.length);
  }
  for (const insert of Object.values(rollupTables)) {
    for (const age of [trackingAges.deleted, ...trackingAges.kept]) await backend.db.query(insert, [await dayAgo(age)]);
  }
  const consent = (sessionId: string, age: string) =>
    backend.db.query(
      `insert into public.consent_records (decided_at, analytics, version, source, client_key, session_id)
       values (now() - $2::interval, false, '2024-10-01', 'banner', 'client-key', $1)`,
      [sessionId, age],
    );
  for (let index = 0; index < DELETED_PER_TABLE; index += 1) await consent(`deleted-${index}`, consentAges.deleted);
  for (const [index, age] of consentAges.kept.entries()) await consent(`kept-${index}`, age);

  // A lead of three years ago with a note, its events and a booked call, and its e-mails.
  const { rows: leadRows } = await backend.db.query<{ id: string }>(
    `insert into public.leads (created_at, source, name, email) values (now() - interval '3 years', 'call-booking', 'Old Lead', 'old.lead@example.com') returning id`,
  );
  const leadId = leadRows[0]?.id;
  await backend.db.query(`insert into public.lead_notes (lead_id, body) values ($1, 'Called back, booked for March.')`, [leadId]);
  // The note's trigger stamps the time of writing; age the note and its event as the owner.
  await backend.db.query(`update public.lead_notes set created_at = now() - interval '3 years'`);
  await backend.db.query(`update public.lead_events set created_at = now() - interval '3 years'`);
  await backend.db.query(
    `insert into public.call_bookings (created_at, updated_at, lead_id, email, phone, slot_start, preferred_date, preferred_time)
     values (now() - interval '3 years', now() - interval '3 years', $1, 'old.lead@example.com', '(555) 010-3000',
             now() - interval '3 years' + interval '2 days', (now() - interval '3 years' + interval '2 days')::date, '10:00')`,
    [leadId],
  );
  for (const message of outbox) {
    await backend.db.query(
      `insert into public.email_outbox (created_at, updated_at, lead_id, kind, to_address, subject, html, text_body, attachments,
                                        status, attempts, next_attempt_at, last_error, sent_at)
       values (now() - $2::interval, now() - $3::interval, $4, $1, 'old.lead@example.com', 'Your call is booked',
               '<p>Your call is booked for March.</p>', 'Your call is booked for March.',
               '[{"filename":"invite.ics","content_type":"text/calendar","content_base64":"QkVHSU46VkNBTEVOREFS"}]',
               $5, case when $5 = 'pending' then 0 else 1 end, now() - $2::interval,
               case when $5 = 'failed' then 'Resend 422' end, case when $5 = 'sent' then now() - $3::interval end)`,
      [message.kind, message.createdAgo, message.settledAgo, leadId, message.status],
    );
  }
  outboxBefore = await outboxRows();
  recordsBefore = await records();

  ranAt = Date.now();
  await backend.db.query('call private.apply_retention(2)');
});
afterAll(() => backend.stop());

describe('private.apply_retention', () => {
  it(`deletes tracking older than ${TRACKING} months and keeps the rest`, async () => {
    for (const table of Object.keys(trackingTables)) {
      expect(await sessionsIn(table), table).toEqual(['kept-0', 'kept-1']);
    }
  });

  it(`deletes the daily rollups of days more than ${TRACKING} months ago`, async () => {
    const kept = await Promise.all(trackingAges.kept.map(dayAgo));
    for (const table of Object.keys(rollupTables)) {
      expect(await daysIn(table), table).toEqual([...kept].sort());
    }
  });

  it(`deletes consent records older than ${CONSENT} months and keeps the rest`, async () => {
    expect(await sessionsIn('public.consent_records')).toEqual(['kept-0', 'kept-1']);
  });

  it(`clears the body and attachments of e-mails settled more than ${BODIES} days ago, keeping what was sent to whom and how it went`, async () => {
    const after = await outboxRows();
    for (const message of outbox.filter((row) => row.cleared)) {
      const before = outboxBefore[message.kind];
      const row = after[message.kind];
      expect(row, message.kind).toEqual({
        ...before,
        html: '',
        text_body: '',
        attachments: [],
        body_cleared_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const clearedAt = Date.parse(row?.body_cleared_at ?? '');
      expect(clearedAt, message.kind).toBeGreaterThanOrEqual(ranAt - 5_000);
      expect(clearedAt, message.kind).toBeLessThanOrEqual(Date.now() + 5_000);
    }
    // What was sent, to whom and when stays: the fields the lead's page shows.
    expect(after['sent-past-period']).toMatchObject({
      subject: 'Your call is booked',
      to_address: 'old.lead@example.com',
      status: 'sent',
      sent_at: outboxBefore['sent-past-period']?.sent_at,
    });
    expect(after['sent-past-period']?.sent_at).toEqual(expect.any(String));
  });

  it('leaves alone e-mails sent within the period, and those not yet settled however old', async () => {
    const after = await outboxRows();
    for (const message of outbox.filter((row) => !row.cleared)) {
      expect(after[message.kind], message.kind).toEqual(outboxBefore[message.kind]);
      expect(after[message.kind]?.body_cleared_at, message.kind).toBeNull();
    }
  });

  it('does not touch leads, their notes, events and booked calls, however old', async () => {
    expect(recordsBefore).toMatchObject({
      leads: [expect.anything()],
      lead_notes: [expect.anything()],
      lead_events: [expect.anything()],
      call_bookings: [expect.anything()],
    });
    expect(await records()).toEqual(recordsBefore);
  });

  it('runs again without finding anything more to do', async () => {
    const outboxOnce = await outboxRows();
    await backend.db.query('call private.apply_retention(2)');
    expect(await outboxRows()).toEqual(outboxOnce);
    expect(await sessionsIn('public.heatmap_clicks')).toEqual(['kept-0', 'kept-1']);
    expect(await sessionsIn('public.consent_records')).toEqual(['kept-0', 'kept-1']);
  });
});

describe('private.apply_retention and webhook deliveries', () => {
  const DELIVERIES = dataRetention.webhookDeliveries.days;
  // Queued at these ages, in these states; only what has settled past the period goes.
  const deliveries = [
    { kind: 'delivered-past', status: 'delivered', ago: `${DELIVERIES + 1} days`, deleted: true },
    { kind: 'failed-past', status: 'failed', ago: `${DELIVERIES + 2} days`, deleted: true },
    { kind: 'delivered-past-2', status: 'delivered', ago: `${DELIVERIES + 3} days`, deleted: true },
    { kind: 'delivered-within', status: 'delivered', ago: `${DELIVERIES - 1} days`, deleted: false },
    // Still being retried (an endpoint paused for weeks): its body is what will be sent.
    { kind: 'pending-old', status: 'pending', ago: `${DELIVERIES + 10} days`, deleted: false },
  ] as const;

  it(`deletes deliveries settled more than ${DELIVERIES} days after they were queued, and keeps the rest`, async () => {
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.webhook_endpoints (url, events) values ('https://hooks.example.com/retention', '{lead.created}') returning id`,
    );
    for (const { kind, status, ago } of deliveries) {
      await backend.db.query(
        `insert into public.webhook_deliveries (endpoint_id, event_type, payload, status, created_at) values ($1, 'lead.created', jsonb_build_object('kind', $2::text), $3, now() - $4::interval)`,
        [rows[0]?.id, kind, status, ago],
      );
    }
    await backend.db.query('call private.apply_retention(2)');
    const { rows: left } = await backend.db.query<{ kind: string }>(`select payload->>'kind' as kind from public.webhook_deliveries where endpoint_id = $1 order by 1`, [rows[0]?.id]);
    expect(left.map((row) => row.kind)).toEqual(deliveries.filter((delivery) => !delivery.deleted).map((delivery) => delivery.kind).sort());
  });
});

describe('private.retention_policy', () => {
  it('keeps each kind of data as long as the privacy choices dialog says (dataRetention)', async () => {
    // Months and days apart: PostgreSQL holds '30 days' equal to '1 mon' when it compares intervals.
    const { rows } = await backend.db.query<{ data: string; kept: Record<string, number> }>(
      `select p.data, jsonb_strip_nulls(jsonb_build_object(
         'months', nullif((extract(year from p.kept) * 12 + extract(month from p.kept))::integer, 0),
         'days', nullif(extract(day from p.kept)::integer, 0),
         'seconds', nullif(extract(epoch from p.kept - date_trunc('day', p.kept))::integer, 0)
       )) as kept
       from private.retention_policy() as p`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.data, row.kept]))).toEqual({
      tracking: dataRetention.tracking,
      'consent records': dataRetention.consentRecords,
      'e-mail bodies': dataRetention.emailBodies,
      'webhook deliveries': dataRetention.webhookDeliveries,
    });
  });
});
