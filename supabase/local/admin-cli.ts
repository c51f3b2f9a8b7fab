/**
 * `npm run admin:create -- --email E --password P`: creates or updates a staff account with the admin role.
 * Against the local backend by default; against a hosted project when SUPABASE_URL and SUPABASE_SECRET_KEY
 * (a secret key, `sb_secret_…`) are set. The legacy service_role key is not taken, under either name.
 */
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { ensureAdmin } from './admin-account.ts';
import { MIN_PASSWORD_LENGTH } from './auth/passwords.ts';
import { readBackendConfig } from './config.ts';
import { apiKeysFromSecret } from './keys.ts';

const argsSchema = z.object({
  email: z.email('Give the admin e-mail with --email you@example.com'),
  password: z
    .string('Give a password with --password')
    .min(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`),
});

async function target(): Promise<{ url: string; secretKey: string; hosted: boolean }> {
  const { SUPABASE_URL } = process.env;
  const secretKey = process.env.SUPABASE_SECRET_KEY;
  if (secretKey?.startsWith('sb_publishable_')) {
    throw new Error('SUPABASE_SECRET_KEY is the publishable key; creating an admin needs a secret key (sb_secret_…).');
  }
  if (secretKey && !secretKey.startsWith('sb_secret_')) {
    throw new Error('SUPABASE_SECRET_KEY must be a secret key (sb_secret_…, Project Settings → API Keys); the legacy service_role key is not taken.');
  }
  if (!secretKey && process.env.SUPABASE_SERVICE_ROLE_KEY) {
    throw new Error('SUPABASE_SERVICE_ROLE_KEY is no longer read: set SUPABASE_SECRET_KEY to a secret key (sb_secret_…) instead.');
  }
  if (SUPABASE_URL && secretKey) return { url: SUPABASE_URL, secretKey, hosted: true };
  if (SUPABASE_URL || secretKey) {
    throw new Error('Set both SUPABASE_URL and SUPABASE_SECRET_KEY for a hosted project, or neither for the local backend.');
  }
  const config = readBackendConfig();
  // The local backend's keys depend only on its secret, so they are known without asking it.
  const { secretKey: localKey } = apiKeysFromSecret(config.jwtSecret);
  return { url: `http://${config.host}:${config.port}`, secretKey: localKey, hosted: false };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const { url, secretKey, hosted } = await target();
  const client = createClient(url, secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { created } = await ensureAdmin(client, parsed.data.email, parsed.data.password).catch((error: unknown) => {
    if (!hosted && error instanceof Error && /fetch failed/i.test(error.message)) {
      throw new Error(`No local backend answers at ${url}. Start it with npm run backend (or npm run dev) first.`);
    }
    throw error;
  });
  console.info(`${created ? 'Created' : 'Updated'} admin ${parsed.data.email} on ${url}.`);
}

main().catch((error: unknown) => {
  console.error(`admin:create: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
