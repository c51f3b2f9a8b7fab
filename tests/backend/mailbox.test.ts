import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchEmailOutboxHandlerFromEnv } from '../../supabase/functions/_shared/handlers/dispatch-email-outbox.ts';
import { identitySender } from '../../supabase/functions/_shared/rules/content/site-identity.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';
import { openTestDatabase } from './migrated-template.ts';
import { DEVELOPMENT_JWT_SECRET } from '../../supabase/local/keys.ts';
import type { MailboxMessage } from '../../supabase/local/mailbox/store.ts';
import { startLocalBackend } from '../../supabase/local/server.ts';
import { startTestBackend, TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';

// The local backend's mailbox, where e-mails go in development: its HTTP contract (what the mailbox
// transport and the e-2-e journeys rely on), its page, and the dispatch function delivering into it.

let backend: TestBackend;

const EMAIL_FROM = identitySender();
const secrets: Record<string, string> = {
  EMAIL_FROM,
  TEAM_NOTIFICATION_EMAIL: 'team@example.com',
};

beforeAll(async () => {
  backend = await startTestBackend({
    functions: { 'dispatch-email-outbox': dispatchEmailOutboxHandlerFromEnv },
    functionSecrets: (name) => secrets[name],
  });
});
afterAll(() => backend.stop());
beforeEach(async () => {
  const response = await fetch(`${backend.url}/mailbox/messages`, { method: 'DELETE', headers: { Authorization: `Bearer ${backend.secretKey}` } });
  expect(response.status).toBe(204);
});

function outbound(overrides: Record<string, unknown> = {}) {
  return {
    from: EMAIL_FROM,
    to: ['Ada@Example.com'],
    replyTo: 'team@example.com',
    subject: 'Thanks for reaching out',
    html: '<p>Thanks, Ada</p>',
    text: 'Thanks, Ada',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

function deliver(body: unknown, key: string | null = backend.secretKey): Promise<Response> {
  return fetch(`${backend.url}/mailbox/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function messages(query = ''): Promise<MailboxMessage[]> {
  const response = await fetch(`${backend.url}/mailbox/messages${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

describe('/mailbox/messages', () => {
  it('accepts a message with the service-role key only', async () => {
    for (const key of [null, backend.publishableKey, 'not-a-token']) {
      expect((await deliver(outbound(), key)).status).toBe(401);
    }
    expect(await messages()).toEqual([]);

    const response = await deliver(outbound());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await messages()).toEqual([
      {
        id,
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        from: EMAIL_FROM,
        to: ['Ada@Example.com'],
        replyTo: 'team@example.com',
        subject: 'Thanks for reaching out',
        html: '<p>Thanks, Ada</p>',
        text: 'Thanks, Ada',
      },
    ]);
  });

  it('keeps one copy of a retried send: the idempotency key decides', async () => {
    const message = outbound();
    const first = (await (await deliver(message)).json()) as { id: string };
    const retry = await deliver(message);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ id: first.id });
    expect(await messages()).toHaveLength(1);
  });

  it('answers 400 for something that is not an e-mail', async () => {
    const response = await deliver({ ...outbound(), to: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Invalid message', issues: [{ path: 'to' }] });
  });

  it('lists newest first and filters by recipient, whatever the case, without any key on this machine', async () => {
    await deliver(outbound({ to: ['ada@example.com'], subject: 'older' }));
    await deliver(outbound({ to: ['team@example.com'], subject: 'to the team' }));
    await deliver(outbound({ to: ['ADA@example.com'], subject: 'newer' }));
    expect((await messages()).map((message) => message.subject)).toEqual(['newer', 'to the team', 'older']);
    expect((await messages('?to=Ada%40Example.COM')).map((message) => message.subject)).toEqual(['newer', 'older']);
    expect(await messages('?to=nobody%40example.com')).toEqual([]);
  });

  it('is read from another machine only with the secret key: its messages hold visitors’ addresses and booking links', async () => {
    const sent = (await (await deliver(outbound())).json()) as { id: string };
    const fromElsewhere = (path: string, key?: string) =>
      fetch(`${backend.url}${path}`, { headers: { [TEST_CLIENT_ADDRESS_HEADER]: '198.51.100.7', ...(key ? { Authorization: `Bearer ${key}` } : {}) } });
    for (const path of ['/mailbox/messages', `/mailbox/messages/${sent.id}`, '/mailbox', `/mailbox/${sent.id}`]) {
      expect({ path, status: (await fromElsewhere(path)).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await fromElsewhere(path, backend.publishableKey)).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await fromElsewhere(path, backend.secretKey)).status }).toEqual({ path, status: 200 });
    }
  });

  it('is cleared by the service role only', async () => {
    await deliver(outbound());
    const refused = await fetch(`${backend.url}/mailbox/messages`, { method: 'DELETE', headers: { Authorization: `Bearer ${backend.publishableKey}` } });
    expect(refused.status).toBe(401);
    expect(await messages()).toHaveLength(1);
  });
});

describe('the /mailbox page', () => {
  it('lists messages with everything a visitor typed escaped', async () => {
    const { id } = (await (await deliver(outbound({ subject: 'New lead: <script>alert(1)</script>' }))).json()) as { id: string };
    const response = await fetch(`${backend.url}/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('New lead: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`href="/mailbox/${id}"`);
  });

  it('shows one message, its HTML sandboxed and its text body, and 404 for an unknown one', async () => {
    const { id } = (await (await deliver(outbound({ html: '<p>Hi <em>Ada</em></p>', text: 'Hi Ada' }))).json()) as { id: string };
    const page = await fetch(`${backend.url}/mailbox/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<iframe [^>]*sandbox="[^"]*" srcdoc="[^"]*&lt;p&gt;Hi &lt;em&gt;Ada&lt;\/em&gt;&lt;\/p&gt;"/);
    expect(html).toContain('<pre>Hi Ada</pre>');

    expect((await fetch(`${backend.url}/mailbox/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });
});

describe('dispatch-email-outbox on the local backend', () => {
  async function queueLead(email: string): Promise<{ lead_id: string; message_ids: string[] }> {
    const { data, error } = await backend.serviceClient().rpc('submit_lead', {
      lead: { source: 'contact', name: 'Ada Lovelace', email },
      messages: [
        { kind: 'team-notification', to_address: null, reply_to: email, subject: 'New lead: Ada Lovelace', html: `<p>${email}</p>`, text_body: `New lead from ${email}` },
        { kind: 'visitor-confirmation', to_address: email, subject: 'Thanks for reaching out', html: '<p>Thanks</p>', text_body: 'Thanks' },
      ],
    });
    expect(error).toBeNull();
    return data as { lead_id: string; message_ids: string[] };
  }

  it('refuses the anon key (valid at the gateway) with 401 and sends nothing', async () => {
    await queueLead('anon-dispatch@example.com');
    const { error } = await backend.anonClient().functions.invoke('dispatch-email-outbox', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(401);
    expect(await messages()).toEqual([]);
    await backend.db.query('delete from public.email_outbox');
  });

  it('delivers queued e-mails into the mailbox for the service role: the visitor’s and the team’s', async () => {
    const email = 'dispatched@example.com';
    const { message_ids } = await queueLead(email);
    const { data, error } = await backend.serviceClient().functions.invoke('dispatch-email-outbox', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 2, retried: 0, failed: 0 });

    const [visitor] = await messages(`?to=${encodeURIComponent(email)}`);
    expect(visitor).toMatchObject({ from: EMAIL_FROM, to: [email], subject: 'Thanks for reaching out' });
    const [team] = await messages('?to=team%40example.com');
    expect(team).toMatchObject({ to: ['team@example.com'], replyTo: email, text: `New lead from ${email}` });

    const { rows } = await backend.db.query<{ id: string; status: string; provider_message_id: string }>(
      'select id, status, provider_message_id from public.email_outbox where id = any($1::uuid[]) order by kind',
      [message_ids],
    );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(rows.map((row) => row.provider_message_id).sort()).toEqual([team?.id, visitor?.id].sort());
  });
});

describe('the local backend’s outbox worker', () => {
  it('sends queued mail on its own, and says where to read it', async () => {
    const db = await openTestDatabase({ migrated: false });
    await prepareDatabase(db, { seed: false });
    const lines: string[] = [];
    const local = await startLocalBackend({
      db,
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      port: 0,
      functionSecrets: (name) => secrets[name],
      outboxWorker: { intervalMs: 50, log: (line) => lines.push(line) },
    });
    try {
      await db.query(
        `insert into public.email_outbox (kind, to_address, subject, html, text_body)
         values ('guide-download', 'worker@example.com', 'Your guide', '<p>Download</p>', 'Download')`,
      );
      // Generous: the worker runs every 50 ms, but a busy machine may slow each dispatch down.
      await expect
        .poll(async () => {
          const response = await fetch(`${local.url}/mailbox/messages?to=worker%40example.com`);
          return ((await response.json()) as { messages: MailboxMessage[] }).messages.map((message) => message.subject);
        }, { timeout: 10_000 })
        .toEqual(['Your guide']);
      await expect.poll(() => lines, { timeout: 10_000 }).toEqual([`mail: sent 1 (see ${local.url}/mailbox)`]);
    } finally {
      await local.close();
      await db.close();
    }
  });
});
