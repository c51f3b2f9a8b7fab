/**
 * Issue 45, against the local backend with a real HTTP receiver on loopback: an event is queued in the
 * transaction of the change that causes it, delivered signed as the Standard Webhooks specification says
 * (checked with the `standardwebhooks` library, as a receiver would), retried with the same id until the
 * receiver takes it, and never aimed at a private address outside a project on this machine.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebhookDispatcher } from '../../supabase/functions/_shared/infra/webhooks/dispatcher.ts';
import { WEBHOOK_EVENTS } from '../../supabase/functions/_shared/rules/webhooks/events.ts';
import { MAX_WEBHOOK_ATTEMPTS } from '../../supabase/functions/_shared/rules/webhooks/retry.ts';
import { headersOf, WebhookReceiver, type ReceivedWebhook } from '../webhook-receiver.ts';
import type { TestBackend } from './harness.ts';
import { agreementBody, contactBody } from './lead-bodies.ts';
import { ADMIN_EMAIL, bookCall, insertLead, signIn, STAFF_EMAIL } from './lead-inbox-kit.ts';
import { postFrom, startLeadBackend, uniqueEmail, uniqueIp } from './lead-test-kit.ts';

const PASSWORD = 'correct horse battery staple';

let backend: TestBackend;
let admin: SupabaseClient;
let receiver: WebhookReceiver;

beforeAll(async () => {
  backend = await startLeadBackend({ secrets: { LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_EMAIL: '100000', AGREEMENT_RATE_LIMIT_PER_IP: '100000' } });
  await backend.insertUser(ADMIN_EMAIL, { password: PASSWORD, admin: true });
  await backend.insertUser(STAFF_EMAIL, { password: PASSWORD });
  admin = await signIn(backend, ADMIN_EMAIL);
});
afterAll(() => backend.stop());

beforeEach(async () => {
  // One endpoint at a time: each test's events go only where that test listens.
  await backend.db.query('delete from public.webhook_endpoints');
  receiver = new WebhookReceiver();
  await receiver.start();
  return () => receiver.stop();
});

async function addEndpoint(url: string, events: readonly string[], kind = 'webhook'): Promise<{ id: string; secret: string }> {
  const { data, error } = await admin.rpc('create_webhook_endpoint', { url, events: [...events], kind });
  if (error) throw error;
  return data as { id: string; secret: string };
}

/** The dispatcher as the function wires it on this machine, with a short timeout for the hanging receiver. */
function dispatcher(options: { allowLoopback?: boolean; resolveHost?: (name: string) => Promise<string[]> } = {}) {
  return createWebhookDispatcher({
    client: backend.serviceClient(),
    resolveHost: options.resolveHost ?? (async () => ['127.0.0.1']),
    policy: { allowLoopback: options.allowLoopback ?? true },
    siteUrl: 'https://agency.example.com',
    timeoutMs: 500,
    log: () => undefined,
  });
}

async function deliveriesOf(endpointId: string) {
  const { rows } = await backend.db.query<{ id: string; event_type: string; status: string; attempts: number; last_status_code: number | null; last_error: string | null }>(
    'select id, event_type, status, attempts, last_status_code, last_error from public.webhook_deliveries where endpoint_id = $1 order by created_at',
    [endpointId],
  );
  return rows;
}

/** Makes every waiting delivery due now, as the passing of its backoff would. */
async function skipBackoff(): Promise<void> {
  await backend.db.query("update public.webhook_deliveries set next_attempt_at = now() where status = 'pending'");
}

function verified(secret: string, message: ReceivedWebhook): { type: string; data: Record<string, unknown> } {
  return new Webhook(secret).verify(message.body, headersOf(message)) as { type: string; data: Record<string, unknown> };
}

describe('webhook endpoints', () => {
  it('are made by admins only, with a secret shown once and readable by no role', async () => {
    const { id, secret } = await addEndpoint(receiver.url, WEBHOOK_EVENTS);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const staff = await signIn(backend, STAFF_EMAIL);
    const attempt = { url: 'https://evil.example/hook', events: ['lead.created'] };
    // A visitor may not call it at all; a signed-in non-admin's call makes nothing.
    expect((await backend.anonClient().rpc('create_webhook_endpoint', attempt)).error?.code).toBe('42501');
    expect(await staff.rpc('create_webhook_endpoint', attempt)).toMatchObject({ data: null, error: null });
    expect((await staff.rpc('rotate_webhook_secret', { endpoint_id: id })).data).toBeNull();
    for (const client of [staff, backend.anonClient()]) {
      expect((await client.from('webhook_endpoints').select('id')).data ?? []).toEqual([]);
      expect((await client.from('webhook_deliveries').select('id')).data ?? []).toEqual([]);
    }
    const { rows } = await backend.db.query<{ n: number }>("select count(*)::int as n from public.webhook_endpoints where url like 'https://evil.example%'");
    expect(rows[0]?.n).toBe(0);
    // The secret is in no table the API serves, to admins included.
    const { data } = await admin.from('webhook_endpoints').select('*').eq('id', id).single();
    expect(JSON.stringify(data)).not.toContain(secret.slice(6));
  });

  it('take exactly the events the dispatcher knows', async () => {
    const { error } = await admin.rpc('create_webhook_endpoint', { url: receiver.url, events: ['lead.deleted'] });
    expect(error?.code).toBe('23514');
  });
});

describe('a lead from the contact form', () => {
  it('is queued with the lead, delivered signed, and carries the lead’s fields but no token, key or hash', async () => {
    const { id, secret } = await addEndpoint(receiver.url, ['lead.created']);
    const email = uniqueEmail('webhook');
    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(email))).status).toBe(200);
    // Queued in the intake's transaction; nothing has been sent to the receiver yet.
    expect(await deliveriesOf(id)).toMatchObject([{ event_type: 'lead.created', status: 'pending' }]);
    expect(receiver.received).toHaveLength(0);

    expect(await dispatcher().dispatch()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const event = verified(secret, receiver.received[0] as ReceivedWebhook);
    expect(event.type).toBe('lead.created');
    expect(event.data).toMatchObject({ email, source: expect.any(String), attribution: expect.any(Object) });
    expect(Object.keys(event.data)).not.toEqual(expect.arrayContaining(['email_key']));
    expect(receiver.received[0]?.body).not.toMatch(/email_key|client_address_hash|manage_token|sb_secret|sb_publishable|whsec_/);
    expect(receiver.received[0]?.headers['webhook-id']).toBe((await deliveriesOf(id))[0]?.id);
  });

  it('is delivered once, with the same id, after a 500 and a timeout', async () => {
    const { id, secret } = await addEndpoint(receiver.url, ['lead.created']);
    await insertLead(backend, { email: uniqueEmail('retried') });
    receiver.answer(500, 'hang', 200);

    expect(await dispatcher().dispatch()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(await deliveriesOf(id)).toMatchObject([{ status: 'pending', attempts: 1, last_status_code: 500 }]);
    await skipBackoff();
    expect(await dispatcher().dispatch()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect((await deliveriesOf(id))[0]?.last_error).toMatch(/No answer within/);
    await skipBackoff();
    expect(await dispatcher().dispatch()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    // Nothing more to send.
    expect(await dispatcher().dispatch()).toEqual({ delivered: 0, retried: 0, failed: 0 });

    const ids = receiver.received.map((message) => message.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    expect(ids).toHaveLength(3);
    for (const message of receiver.received) expect(verified(secret, message).type).toBe('lead.created');
  });

  it('is kept while the receiver is down, and the visitor’s answer does not wait for it', async () => {
    await receiver.stop();
    const { id } = await addEndpoint(receiver.url, ['lead.created']);
    const started = performance.now();
    expect((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(uniqueEmail('down')))).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);

    expect(await dispatcher().dispatch()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect((await deliveriesOf(id))[0]?.last_error).toMatch(/Could not reach the receiver/);
    await receiver.start(receiver.port);
    await skipBackoff();
    expect(await dispatcher().dispatch()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
  });

  it('is marked failed after the last attempt, and a replay sends it again with its id', async () => {
    const { id } = await addEndpoint(receiver.url, ['lead.created']);
    await insertLead(backend, { email: uniqueEmail('gives-up') });
    receiver.answer(...Array.from({ length: MAX_WEBHOOK_ATTEMPTS }, () => 503));
    for (let attempt = 1; attempt <= MAX_WEBHOOK_ATTEMPTS; attempt += 1) {
      await skipBackoff();
      await dispatcher().dispatch();
    }
    const [failed] = await deliveriesOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_WEBHOOK_ATTEMPTS, last_status_code: 503 });

    const { error } = await admin.rpc('replay_webhook_delivery', { delivery_id: failed?.id });
    expect(error).toBeNull();
    expect(await dispatcher().dispatch()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(failed?.id);
    expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(1);
  });
});

describe('events', () => {
  it('follow a lead’s status and a booking’s life', async () => {
    const { id, secret } = await addEndpoint(receiver.url, WEBHOOK_EVENTS);
    const lead = await insertLead(backend, { email: uniqueEmail('events') });
    await admin.from('leads').update({ status: 'Nurturing' }).eq('id', lead.id);
    const slot = new Date(Date.now() + 3 * 86_400_000);
    slot.setUTCMinutes(0, 0, 0);
    const { booking_id: bookingId } = await bookCall(backend, uniqueEmail('booker'), slot.toISOString());
    await backend.serviceClient().from('call_bookings').update({ status: 'cancelled', cancelled_at: new Date().toISOString() }).eq('id', bookingId);

    await dispatcher().dispatch();
    const events = receiver.received.map((message) => verified(secret, message));
    expect(events.map((event) => event.type).sort()).toEqual(['booking.cancelled', 'booking.created', 'lead.created', 'lead.created', 'lead.status_changed'].sort());
    expect(events.find((event) => event.type === 'lead.status_changed')?.data).toMatchObject({ status: 'Nurturing', previous_status: 'New' });
    const booked = events.find((event) => event.type === 'booking.created')?.data;
    expect(booked?.starts_at).toEqual({ utc: slot.toISOString().replace('.000', ''), los_angeles: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00-0[78]:00$/) });
    expect(JSON.stringify(booked)).not.toMatch(/token|hash/);
    expect(await deliveriesOf(id)).toHaveLength(5);
  });

  it('tell of an accepted agreement with its package and amounts, but not the signer’s address or browser', async () => {
    const { secret } = await addEndpoint(receiver.url, ['agreement.accepted']);
    const email = uniqueEmail('signer');
    expect((await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(email))).status).toBe(200);
    await dispatcher().dispatch();
    expect(receiver.received).toHaveLength(1);
    const event = verified(secret, receiver.received[0] as ReceivedWebhook);
    expect(event).toMatchObject({ type: 'agreement.accepted', data: { signer_email: email, package_name: expect.any(String), quoted_by_agency: false } });
    expect(Object.keys(event.data)).not.toEqual(expect.arrayContaining(['ip_address']));
    expect(Object.keys(event.data)).not.toEqual(expect.arrayContaining(['user_agent']));
    expect(Object.keys(event.data)).not.toEqual(expect.arrayContaining(['terms_text']));
  });

  it('are not queued for a paused endpoint, nor for a lead marked spam', async () => {
    const { id } = await addEndpoint(receiver.url, ['lead.created']);
    await admin.from('webhook_endpoints').update({ paused: true }).eq('id', id);
    await insertLead(backend, { email: uniqueEmail('paused') });
    await admin.from('webhook_endpoints').update({ paused: false }).eq('id', id);
    await insertLead(backend, { email: uniqueEmail('spam'), is_spam: true, spam_reason: 'honeypot' });
    expect(await deliveriesOf(id)).toEqual([]);
  });
});

describe('a chat endpoint', () => {
  it('gets a readable message about a new lead, with the lead’s page, unsigned', async () => {
    await addEndpoint(receiver.url, ['lead.created'], 'chat');
    const lead = await insertLead(backend, { email: uniqueEmail('chat'), name: '<!here> Ann', priority: 'high' });
    expect(await dispatcher().dispatch()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const [message] = receiver.received;
    expect(message?.headers['webhook-signature']).toBeUndefined();
    const body = JSON.parse(message?.body ?? '{}') as { text: string; blocks: unknown[] };
    expect(body.text).toBe('New lead (HIGH priority)');
    expect(JSON.stringify(body.blocks)).toContain('&lt;!here&gt; Ann');
    expect(JSON.stringify(body.blocks)).toContain(`https://agency.example.com/admin?lead=${lead.id}`);
  });
});

describe('a stranger cannot aim the dispatcher', () => {
  it('refuses, outside a project on this machine, plain http and addresses that resolve to loopback, private or metadata ranges', async () => {
    const cases: [string, string[]][] = [
      [receiver.url, ['127.0.0.1']],
      ['https://hooks.internal.example/in', ['10.0.0.7']],
      ['https://metadata.example/latest', ['169.254.169.254']],
      ['https://split.example/in', ['93.184.215.14', '192.168.1.20']],
      ['https://[::1]:8443/in', []],
    ];
    for (const [url, addresses] of cases) {
      const { id } = await addEndpoint(url, ['lead.created']);
      await insertLead(backend, { email: uniqueEmail('aimed') });
      expect(await dispatcher({ allowLoopback: false, resolveHost: async () => addresses }).dispatch()).toEqual({ delivered: 0, retried: 0, failed: 1 });
      expect((await deliveriesOf(id))[0]?.last_error).toMatch(/^Refused: /);
      await backend.db.query('delete from public.webhook_endpoints');
    }
    expect(receiver.received).toEqual([]);
  });

  it('does not follow a redirect, which could lead it anywhere', async () => {
    const { id } = await addEndpoint(receiver.url, ['lead.created']);
    receiver.answer(307);
    await insertLead(backend, { email: uniqueEmail('redirect') });
    expect(await dispatcher().dispatch()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect((await deliveriesOf(id))[0]?.last_status_code).toBe(307);
    expect(receiver.received).toHaveLength(1);
  });
});
