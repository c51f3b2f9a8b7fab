/**
 * bench/abuse's attacks on the webhooks of issue 45 (docs/decisions/030-webhooks.md):
 * - an admin's stolen session adds endpoints aimed at this machine, a private network and the cloud's
 *   metadata service, then causes an event: the dispatcher, as a hosted project runs it, must reach none, and
 *   a listener on 127.0.0.1 counts what arrives;
 * - a visitor with the publishable key tries to add an endpoint, read endpoints or deliveries, queue a
 *   delivery, or claim one with its secret: every door must be shut.
 */
import { createClient } from '@supabase/supabase-js';
import { resolveWithSystemDns } from '../../supabase/functions/_shared/handlers/dispatch-webhooks.ts';
import { createWebhookDispatcher } from '../../supabase/functions/_shared/infra/webhooks/dispatcher.ts';
import { insertLead } from '../../tests/backend/lead-inbox-kit.ts';
import { uniqueEmail } from '../../tests/backend/lead-test-kit.ts';
import { WebhookReceiver } from '../../tests/webhook-receiver.ts';
import type { Attack } from './abuse-kit.ts';

const PASSWORD = 'webhook bench password';

export const webhookAimedInside: Attack = async (backend) => {
  const listener = await new WebhookReceiver().start();
  const { port } = listener;
  const targets = [
    `https://127.0.0.1:${port}/hook`,
    `http://127.0.0.1:${port}/hook`,
    `https://[::ffff:127.0.0.1]:${port}/hook`,
    `https://localhost:${port}/hook`,
    'https://10.0.0.1/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00:ec2::254]/latest/meta-data/',
    'https://2130706433/hook',
  ];
  try {
    const email = `webhook-admin-${Date.now()}@bench.example`;
    await backend.insertUser(email, { password: PASSWORD, admin: true });
    const admin = createClient(backend.url, backend.publishableKey, { auth: { persistSession: false } });
    const { error: signInError } = await admin.auth.signInWithPassword({ email, password: PASSWORD });
    if (signInError) throw signInError;
    for (const url of targets) {
      const { error } = await admin.rpc('create_webhook_endpoint', { url, events: ['lead.created'] });
      if (error) throw error;
    }
    await insertLead(backend, { email: uniqueEmail('webhook-bait') });
    // As a hosted project runs it: SUPABASE_URL is not loopback there.
    const dispatcher = createWebhookDispatcher({
      client: backend.serviceClient(),
      resolveHost: resolveWithSystemDns,
      policy: { allowLoopback: false },
      siteUrl: null,
      log: () => undefined,
    });
    const result = await dispatcher.dispatch();
    const { rows } = await backend.db.query<{ refused: number }>(
      "select count(*)::int as refused from public.webhook_deliveries where status = 'failed' and last_error like 'Refused:%'",
    );
    const refused = rows[0]?.refused ?? 0;
    return {
      attack: `a stolen admin session aims ${targets.length} webhook endpoints at loopback, private and metadata addresses`,
      requests: targets.length,
      accepted: result.delivered,
      emails: null,
      target: 'every delivery refused before a connection; nothing reaches this machine',
      observed: `${refused} of ${targets.length} refused (${result.delivered} delivered, ${result.retried} to retry); ${listener.received.length} request(s) reached the listener`,
      held: refused === targets.length && result.delivered === 0 && listener.received.length === 0,
    };
  } finally {
    await backend.db.query('delete from public.webhook_endpoints');
    await listener.stop();
  }
};

export const visitorReachesWebhooks: Attack = async (backend) => {
  const visitor = backend.anonClient();
  const tries = [
    async () => (await visitor.rpc('create_webhook_endpoint', { url: 'https://attacker.example/hook', events: ['lead.created'] })).error,
    async () => (await visitor.from('webhook_endpoints').insert({ url: 'https://attacker.example/hook', events: ['lead.created'] })).error,
    async () => (await visitor.from('webhook_endpoints').select('id, url')).error,
    async () => (await visitor.from('webhook_deliveries').select('id, payload')).error,
    async () => (await visitor.from('webhook_deliveries').insert({ endpoint_id: crypto.randomUUID(), event_type: 'lead.created', payload: {} })).error,
    async () => (await visitor.rpc('claim_webhook_deliveries', { batch_size: 100 })).error,
    async () => (await visitor.rpc('replay_webhook_delivery', { delivery_id: crypto.randomUUID() })).error,
    async () => (await visitor.rpc('rotate_webhook_secret', { endpoint_id: crypto.randomUUID() })).error,
  ];
  let refused = 0;
  for (const attempt of tries) if ((await attempt())?.code === '42501') refused += 1;
  const { rows } = await backend.db.query<{ n: number }>("select count(*)::int as n from public.webhook_endpoints where url like 'https://attacker.example%'");
  const made = rows[0]?.n ?? 0;
  return {
    attack: 'a visitor with the publishable key adds, reads, queues, claims, replays or re-keys a webhook',
    requests: tries.length,
    accepted: tries.length - refused,
    emails: null,
    target: 'every call refused (42501); no endpoint made',
    observed: `${refused} of ${tries.length} refused; ${made} endpoint(s) made`,
    held: refused === tries.length && made === 0,
  };
};
