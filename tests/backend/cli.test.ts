import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run backend` as a developer runs it: a real process on its own port and data folder. Always on the
// embedded database, whatever DATABASE_URL says: this is about the files PGlite keeps, so `npm test` runs
// it once and CI's runs on PostgreSQL leave it out (vitest.config.ts, backend-once).

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Started {
  process: ChildProcess;
  output: string;
}

function startBackend({ dataDir, port }: { dataDir: string; port: number }): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', LOCAL_DB_DIR: dataDir, LOCAL_BACKEND_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The banner is printed in one write once everything, the admin included, is ready.
      if (output.includes('Local backend ready')) resolve({ process: child, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`backend exited with ${code}:\n${output}`)));
  });
}

function stop(started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    started.process.removeAllListeners('exit');
    started.process.once('exit', (code) => resolve(code));
    started.process.kill('SIGINT');
  });
}

describe('npm run backend', () => {
  let backend: { dataDir: string; port: number };
  beforeAll(async () => {
    backend = { dataDir: await mkdtemp(join(tmpdir(), 'local-db-')), port: await freePort() };
  });
  afterAll(() => rm(backend.dataDir, { recursive: true, force: true }));

  it('on a new database prints the URLs and a local admin sign-in once, and keeps data across restarts', async () => {
    const { port } = backend;
    const first = await startBackend(backend);
    expect(first.output).toMatch(new RegExp(`API URL:\\s+http://127\\.0\\.0\\.1:${port}`));
    const email = /e-mail:\s+(\S+)/.exec(first.output)?.[1];
    const password = /password:\s+(\S+)/.exec(first.output)?.[1];
    expect(email).toBe('admin@example.com');
    expect(password).toMatch(/^\S{12,}$/);

    const url = `http://127.0.0.1:${port}`;
    // The browser's key as the backend prints it.
    const publishableKey = /publishable key\s*:\s+(\S+)/.exec(first.output)?.[1] ?? '';
    expect(publishableKey).toMatch(/^sb_publishable_/);
    const client = () => createClient(url, publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });

    const admin = client();
    const { error: signInError } = await admin.auth.signInWithPassword({ email: email ?? '', password: password ?? '' });
    expect(signInError).toBeNull();
    const { data: leads } = await admin.from('leads').select('id, status').order('created_at', { ascending: false });
    expect(leads?.length).toBeGreaterThan(0);
    const firstLead = leads?.[0];
    const { error: updateError } = await admin.from('leads').update({ status: 'Nurturing' }).eq('id', firstLead?.id ?? '');
    expect(updateError).toBeNull();
    expect(await stop(first)).toBe(0);

    const second = await startBackend(backend);
    try {
      expect(second.output).not.toContain('password:');
      const again = client();
      const { error } = await again.auth.signInWithPassword({ email: email ?? '', password: password ?? '' });
      expect(error).toBeNull();
      const { data: kept } = await again.from('leads').select('status').eq('id', firstLead?.id ?? '').single();
      expect(kept).toEqual({ status: 'Nurturing' });
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 60_000);
});
