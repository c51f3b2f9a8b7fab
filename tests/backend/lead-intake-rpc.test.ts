import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness.ts';

// public.submit_lead is how every lead function stores a lead and queues its e-mails (one transaction),
// called with the service role through PostgREST's rpc, as supabase-js does in production.

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

interface SubmitResult {
  lead_id: string;
  duplicate: boolean;
  message_ids: string[];
}

function leadFor(email: string, extra: Record<string, unknown> = {}) {
  return {
    source: 'contact',
    name: 'Ada Lovelace',
    email,
    phone: '310-555-0100',
    company: 'Analytical Engines',
    details: { goals: 'Not enough leads' },
    attribution: { utm_source: 'google' },
    ...extra,
  };
}

function messagesFor(email: string) {
  return [
    { kind: 'team-notification', to_address: null, reply_to: email, subject: 'New lead: Ada Lovelace', html: '<p>New lead</p>', text_body: 'New lead' },
    { kind: 'visitor-confirmation', to_address: email, reply_to: null, subject: 'Thanks for reaching out', html: '<p>Thanks</p>', text_body: 'Thanks' },
  ];
}

async function countRows(table: 'leads' | 'email_outbox', column: string, value: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${column} = $1`, [value]);
  return rows[0]?.n ?? -1;
}

describe('submit_lead', () => {
  it('stores the lead and queues its e-mails, returning their ids', async () => {
    const email = 'ada@example.com';
    const { data, error } = await backend.serviceClient().rpc('submit_lead', { lead: leadFor(email), messages: messagesFor(email) });
    expect(error).toBeNull();
    const result = data as SubmitResult;
    expect(result.duplicate).toBe(false);
    expect(result.message_ids).toHaveLength(2);

    const { rows: leads } = await backend.db.query<Record<string, unknown>>('select * from public.leads where id = $1', [result.lead_id]);
    expect(leads[0]).toMatchObject({
      source: 'contact',
      name: 'Ada Lovelace',
      email,
      phone: '310-555-0100',
      company: 'Analytical Engines',
      status: 'New',
      is_spam: false,
      details: { goals: 'Not enough leads' },
      attribution: { utm_source: 'google' },
      quiz_answers: null,
    });

    const { rows: outbox } = await backend.db.query<Record<string, unknown>>(
      'select id, lead_id, kind, to_address, reply_to, subject, status, attempts from public.email_outbox where lead_id = $1 order by kind',
      [result.lead_id],
    );
    expect(outbox).toEqual([
      { id: result.message_ids[0], lead_id: result.lead_id, kind: 'team-notification', to_address: null, reply_to: email, subject: 'New lead: Ada Lovelace', status: 'pending', attempts: 0 },
      { id: result.message_ids[1], lead_id: result.lead_id, kind: 'visitor-confirmation', to_address: email, reply_to: null, subject: 'Thanks for reaching out', status: 'pending', attempts: 0 },
    ]);
  });

  it('stores nothing at all when one message is bad: lead and e-mails are one transaction', async () => {
    const email = 'rollback@example.com';
    const messages = [...messagesFor(email), { kind: 'visitor-confirmation', to_address: email, subject: null, html: '<p>x</p>', text_body: 'x' }];
    const { data, error } = await backend.serviceClient().rpc('submit_lead', { lead: leadFor(email), messages });
    expect(data).toBeNull();
    expect(error?.code).toBe('23502');
    expect(await countRows('leads', 'email', email)).toBe(0);
    const { rows } = await backend.db.query<{ n: number }>(`select count(*)::int as n from public.email_outbox where to_address = $1 or reply_to = $1`, [email]);
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a lead that breaks the table’s rules (a name too long), storing nothing', async () => {
    const email = 'long-name@example.com';
    const { error } = await backend.serviceClient().rpc('submit_lead', { lead: leadFor(email, { name: 'x'.repeat(201) }), messages: messagesFor(email) });
    expect(error?.code).toBe('23514');
    expect(await countRows('leads', 'email', email)).toBe(0);
  });

  it('stores one lead for one client submission id: the second call is a duplicate and queues nothing', async () => {
    const email = 'double-click@example.com';
    const lead = leadFor(email, { client_submission_id: randomUUID() });
    const client = backend.serviceClient();
    const first = await client.rpc('submit_lead', { lead, messages: messagesFor(email) });
    const second = await client.rpc('submit_lead', { lead, messages: messagesFor(email) });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    const firstResult = first.data as SubmitResult;
    expect(second.data).toEqual({ lead_id: firstResult.lead_id, duplicate: true, message_ids: [] });
    expect(await countRows('leads', 'email', email)).toBe(1);
    expect(await countRows('email_outbox', 'lead_id', firstResult.lead_id)).toBe(2);
  });

  it('stores one lead when the same submission arrives twice at the same moment', async () => {
    const email = 'concurrent@example.com';
    const lead = leadFor(email, { client_submission_id: randomUUID() });
    const results = await Promise.all(
      [backend.serviceClient(), backend.serviceClient()].map((client) => client.rpc('submit_lead', { lead, messages: messagesFor(email) })),
    );
    expect(results.map((result) => result.error)).toEqual([null, null]);
    const bodies = results.map((result) => result.data as SubmitResult);
    expect(bodies.map((body) => body.duplicate).sort()).toEqual([false, true]);
    expect(new Set(bodies.map((body) => body.lead_id)).size).toBe(1);
    expect(await countRows('leads', 'email', email)).toBe(1);
    expect(await countRows('email_outbox', 'lead_id', bodies[0]?.lead_id ?? '')).toBe(2);
  });

  it('stores a lead without e-mails, and spam flags and quiz answers as given', async () => {
    const email = 'spam@example.com';
    const { data, error } = await backend.serviceClient().rpc('submit_lead', {
      lead: leadFor(email, { is_spam: true, spam_reason: 'honeypot', quiz_answers: { budget: 'growth' }, details: null }),
      messages: [],
    });
    expect(error).toBeNull();
    const result = data as SubmitResult;
    expect(result.message_ids).toEqual([]);
    const { rows } = await backend.db.query<Record<string, unknown>>('select is_spam, spam_reason, quiz_answers, details from public.leads where id = $1', [result.lead_id]);
    expect(rows[0]).toEqual({ is_spam: true, spam_reason: 'honeypot', quiz_answers: { budget: 'growth' }, details: {} });
  });

  it('is the service role’s alone: visitors and signed-in staff, admins included, cannot call it', async () => {
    const adminId = await backend.insertUser('intake-admin@agency.example', { admin: true });
    const staffId = await backend.insertUser('intake-staff@agency.example');
    const callers = [
      backend.anonClient(),
      backend.clientWithToken(await backend.accessTokenFor(staffId, 'intake-staff@agency.example')),
      backend.clientWithToken(await backend.accessTokenFor(adminId, 'intake-admin@agency.example')),
    ];
    for (const [index, client] of callers.entries()) {
      const email = `intruder-${index}@example.com`;
      const { data, error } = await client.rpc('submit_lead', { lead: leadFor(email), messages: messagesFor(email) });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
      expect(await countRows('leads', 'email', email)).toBe(0);
    }
  });
});
