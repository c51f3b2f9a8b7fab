/**
 * The rebrand check's e-mail step (scripts/ci/rebrand-check.ts runs it inside its scratch copy): starts
 * `npm run backend` as a developer does (in-memory database with the demo data, no secrets file, no
 * BRAND_NAME or AGENCY_PHONE), submits every form that e-mails its visitor, waits for the mailbox, and
 * writes to the file named by the first argument everything a person could read: each message with its
 * attachments, the mailbox page, and every outbox row (the demo data's too).
 *
 *   npx tsx scripts/ci/rebrand-mail.ts <output file>
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { MailboxMessage } from '../../supabase/local/mailbox/store.ts';
import { visitorEmailForms } from '../../tests/backend/lead-bodies.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const MAIL_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Backend {
  url: string;
  publishableKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

/** `tsx supabase/local/main.ts` with only what a fresh checkout has; resolves once it prints its keys. */
async function startBackend(): Promise<Backend> {
  const port = await freePort();
  const child = spawn(`${ROOT}node_modules/.bin/tsx`, ['supabase/local/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOCAL_DB_DIR: 'memory://',
      LOCAL_BACKEND_PORT: String(port),
      LOCAL_OUTBOX_INTERVAL_MS: '200',
      // The bodies are sent at once, not after a visitor's few seconds on the form.
      LEAD_MIN_FORM_ELAPSED_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the local backend did not start within ${READY_TIMEOUT_MS / 1000} s:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /API URL:\s+(\S+)/.exec(output)?.[1];
      const publishableKey = /publishable key:\s+(\S+)/.exec(output)?.[1];
      const secretKey = /secret key:\s+(\S+)/.exec(output)?.[1];
      if (!url || !publishableKey || !secretKey) return;
      clearTimeout(timer);
      resolve({
        url,
        publishableKey,
        secretKey,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the local backend exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}

async function messages(backend: Backend): Promise<MailboxMessage[]> {
  const response = await fetch(`${backend.url}/mailbox/messages`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

async function main(): Promise<void> {
  const output = process.argv[2];
  if (!output) throw new Error('usage: rebrand-mail.ts <output file>');
  const backend = await startBackend();
  try {
    const visitors: string[] = [];
    for (const [index, form] of visitorEmailForms.entries()) {
      const email = `rebrand-check-${index}@example.org`;
      visitors.push(email);
      const response = await fetch(`${backend.url}/functions/v1/${form.name}`, {
        method: 'POST',
        headers: { apikey: backend.publishableKey, Authorization: `Bearer ${backend.publishableKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(await form.body(email)),
      });
      if (!response.ok) throw new Error(`${form.name} answered ${response.status}: ${await response.text()}`);
    }

    // Every visitor's e-mail, then a quiet moment for the team's copies.
    const deadline = Date.now() + MAIL_TIMEOUT_MS;
    let received = await messages(backend);
    while (!visitors.every((email) => received.some((message) => message.to.includes(email)))) {
      if (Date.now() > deadline) throw new Error(`the mailbox did not receive every visitor's e-mail within ${MAIL_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      received = await messages(backend);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    received = await messages(backend);

    const parts: string[] = [];
    for (const message of received) {
      parts.push(`--- message to ${message.to.join(', ')}`, JSON.stringify(message, null, 2));
      for (const [index, attachment] of (message.attachments ?? []).entries()) {
        const file = await fetch(`${backend.url}/mailbox/${message.id}/attachments/${index}`);
        parts.push(`--- attachment ${attachment.filename}`, await file.text());
      }
    }
    parts.push('--- mailbox page', await (await fetch(`${backend.url}/mailbox`)).text());
    const outbox = await fetch(`${backend.url}/rest/v1/email_outbox?select=*`, {
      headers: { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
    });
    if (!outbox.ok) throw new Error(`reading email_outbox answered ${outbox.status}: ${await outbox.text()}`);
    const rows = (await outbox.json()) as unknown[];
    parts.push(`--- email_outbox (${rows.length} rows)`, JSON.stringify(rows, null, 2));
    await writeFile(output, `${parts.join('\n')}\n`);
    console.info(`rebrand-mail: ${received.length} messages, ${rows.length} outbox rows`);
  } finally {
    await backend.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
