import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from './harness.ts';
import { ADMIN_EMAIL, insertLead, minutesAgo, signIn, startInboxBackend } from './lead-inbox-kit.ts';

// The dashboard's list and headline numbers, with the filters, paging and counting it asks PostgREST
// for, over a known set of leads.

const DAY = 24 * 60;
const FILLERS = 12;

let backend: TestBackend;
let admin: SupabaseClient;
const ids: Record<string, string> = {};

/** A lead `daysAgo` old, answered after `responseMinutes` (null: not yet). */
async function addLead(key: string, daysAgo: number, responseMinutes: number | null, fields: Record<string, unknown>): Promise<void> {
  const createdAt = Date.now() - daysAgo * DAY * 60_000;
  const lead = await insertLead(backend, {
    created_at: new Date(createdAt).toISOString(),
    first_response_at: responseMinutes === null ? null : new Date(createdAt + responseMinutes * 60_000).toISOString(),
    ...fields,
  });
  ids[key] = lead.id;
}

beforeAll(async () => {
  ({ backend } = await startInboxBackend());
  admin = await signIn(backend, ADMIN_EMAIL);
  await addLead('annQuiz', 1, 10, { name: 'Ann Lee', email: 'ann@leebakery.example', source: 'quiz', user_type: 'owner', industry: 'Hybrid', status: 'Nurturing' });
  await addLead('annBooking', 2, 20, { name: 'A. Lee', email: 'ann@leebakery.example', source: 'call-booking', status: 'Call Booked', call_booked: true });
  await addLead('florist', 3, 60, { name: 'Marco Diaz', email: 'marco@diaz.example', company: 'Hannah Florist', source: 'contact', user_type: 'owner', industry: 'Online', status: 'Client' });
  await addLead('joanna', 4, null, { name: 'Kim Park', email: 'kim@joannas.example', source: 'smart-lead' });
  await addLead('spam', 5, 5, { name: 'Annette Promo', email: 'promo@spam.example', source: 'quiz', user_type: 'owner', industry: 'Brick-and-Mortar', is_spam: true, spam_reason: 'honeypot' });
  await addLead('old', 40, 1000, { name: 'Cy Young', email: 'cy@young.example', source: 'exit-intent', user_type: 'owner', industry: 'Online', status: 'Lost' });
  for (let index = 0; index < FILLERS; index += 1) {
    await addLead(`filler${index}`, 0, null, { created_at: minutesAgo(index + 1), name: `Guide Reader ${index}`, source: 'resource-download' });
  }
});
afterAll(() => backend.stop());

function names(rows: { name: string }[] | null): string[] {
  return (rows ?? []).map((row) => row.name);
}

describe('the lead_inbox view', () => {
  it('counts the leads that share an e-mail address', async () => {
    const { data } = await admin.from('lead_inbox').select('id, email_lead_count').in('id', [ids.annQuiz, ids.annBooking, ids.florist]);
    const counts = Object.fromEntries((data as { id: string; email_lead_count: number }[]).map((row) => [row.id, row.email_lead_count]));
    expect(counts).toEqual({ [ids.annQuiz ?? '']: 2, [ids.annBooking ?? '']: 2, [ids.florist ?? '']: 1 });
  });

  it('counts the e-mails of a lead that failed for good or are still unsent half an hour after they were due', async () => {
    const outbox = (status: string, dueMinutesAgo: number) =>
      backend.db.query(
        `insert into public.email_outbox (lead_id, kind, subject, html, text_body, status, attempts, next_attempt_at, last_error, sent_at)
         values ($1, 'team-notification', 'New lead', '<p>x</p>', 'x', $2, $3, now() - make_interval(mins => $4), $5,
                 case when $2 = 'sent' then now() end)`,
        [ids.joanna, status, status === 'pending' ? 0 : 8, dueMinutesAgo, status === 'failed' ? 'Resend 422' : null],
      );
    const undelivered = async () => {
      const { data, error } = await admin.from('lead_inbox').select('undelivered_email_count').eq('id', ids.joanna ?? '').single();
      expect(error).toBeNull();
      return (data as { undelivered_email_count: number }).undelivered_email_count;
    };
    expect(await undelivered()).toBe(0);
    await outbox('pending', 29);
    await outbox('sent', 600);
    expect(await undelivered()).toBe(0);
    // Mail not configured or the dispatch schedule stopped: due 31 minutes ago and still not sent.
    await outbox('pending', 31);
    expect(await undelivered()).toBe(1);
    await outbox('failed', 1);
    expect(await undelivered()).toBe(2);
    // The other tests count this lead's rows, not its e-mails; leave it as they expect it.
    await backend.db.query(`delete from public.email_outbox where lead_id = $1`, [ids.joanna]);
  });

  it('searches name, e-mail and company, and keeps spam out of the default view', async () => {
    const search = 'name.ilike."*ann*",email.ilike."*ann*",company.ilike."*ann*"';
    const all = await admin.from('lead_inbox').select('name').or(search).order('created_at', { ascending: false });
    expect(all.error).toBeNull();
    expect(names(all.data)).toEqual(['Ann Lee', 'A. Lee', 'Marco Diaz', 'Kim Park', 'Annette Promo']);

    const withoutSpam = await admin.from('lead_inbox').select('name').or(search).neq('status', 'Spam').order('created_at', { ascending: false });
    expect(names(withoutSpam.data)).toEqual(['Ann Lee', 'A. Lee', 'Marco Diaz', 'Kim Park']);
  });

  it('filters by source, call booked and a date range', async () => {
    const quiz = await admin.from('lead_inbox').select('name').eq('source', 'quiz').order('created_at', { ascending: false });
    expect(names(quiz.data)).toEqual(['Ann Lee', 'Annette Promo']);

    const booked = await admin.from('lead_inbox').select('name').eq('call_booked', true);
    expect(names(booked.data)).toEqual(['A. Lee']);

    const window = await admin
      .from('lead_inbox')
      .select('name')
      .gte('created_at', minutesAgo(4.5 * DAY))
      .lt('created_at', minutesAgo(1.5 * DAY))
      .order('created_at', { ascending: false });
    expect(names(window.data)).toEqual(['A. Lee', 'Marco Diaz', 'Kim Park']);
  });

  it('pages newest first with the exact count of the filter', async () => {
    const page = (from: number, to: number) =>
      admin
        .from('lead_inbox')
        .select('name', { count: 'exact' })
        .eq('source', 'resource-download')
        .order('created_at', { ascending: false })
        .range(from, to);

    const first = await page(0, 9);
    expect(first.error).toBeNull();
    expect(first.count).toBe(FILLERS);
    expect(names(first.data)).toEqual(Array.from({ length: 10 }, (_, index) => `Guide Reader ${index}`));

    const second = await page(10, 19);
    expect(second.count).toBe(FILLERS);
    expect(names(second.data)).toEqual(['Guide Reader 10', 'Guide Reader 11']);
  });
});

describe('lead_inbox_summary', () => {
  it('gives the last 30 days: median response of 10, 20 and 60 minutes is 20 minutes', async () => {
    const { data, error } = await admin.rpc('lead_inbox_summary', { days: 30 }).single();
    expect(error).toBeNull();
    expect(data).toEqual({
      // Four named leads and the fillers; the spam lead and the 40-day-old one are out.
      leads_in_period: 4 + FILLERS,
      // The unanswered smart lead and the fillers; age does not matter.
      awaiting_response: 1 + FILLERS,
      responded_in_period: 3,
      median_response_seconds: 1200,
      spam_leads: 1,
      status_counts: { New: 1 + FILLERS, Nurturing: 1, 'Call Booked': 1, Client: 1, Lost: 1 },
      owner_business_types: { Online: 2, Hybrid: 1 },
    });
  });

  it('widens to the period asked for', async () => {
    const { data } = await admin.rpc('lead_inbox_summary', { days: 60 }).single();
    // 10, 20, 60 and 1000 minutes: the median is halfway between 20 and 60.
    expect(data).toMatchObject({ leads_in_period: 5 + FILLERS, responded_in_period: 4, median_response_seconds: 2400 });
  });

  it('defaults to 30 days', async () => {
    const { data } = await admin.rpc('lead_inbox_summary').single();
    expect(data).toMatchObject({ leads_in_period: 4 + FILLERS, median_response_seconds: 1200 });
  });

  it('keeps lead_status_counts working beside it', async () => {
    const { data, error } = await admin.rpc('lead_status_counts');
    expect(error).toBeNull();
    expect(data).toEqual(expect.arrayContaining([{ status: 'New', leads: 1 + FILLERS }, { status: 'Client', leads: 1 }]));
    expect(data).not.toEqual(expect.arrayContaining([expect.objectContaining({ status: 'Spam' })]));
  });
});
