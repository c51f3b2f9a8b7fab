/**
 * `npm run admin:create -- --email E --password P`: creates or updates a staff account with the admin role.
 * Against the local backend by default; against a hosted project when SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY are set.
 */
import './websocket-polyfill.ts';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { ensureAdmin } from './admin-account.ts';
import { MIN_PASSWORD_LENGTH } from './auth/passwords.ts';
import { readBackendConfig } from './config.ts';
import { apiKeysFor } from './keys.ts';

const argsSchema = z.object({
  email: z.email('Give the admin e-mail with --email you@example.com'),
  password: z
    .string('Give a password with --password')
    .min(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`),
});

function target(): { url: string; serviceRoleKey: string; hosted: boolean } {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
  if (SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY) return { url: SUPABASE_URL, serviceRoleKey: SUPABASE_SERVICE_ROLE_KEY, hosted: true };
  if (SUPABASE_URL || SUPABASE_SERVICE_ROLE_KEY) {
    throw new Error('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for a hosted project, or neither for the local backend.');
  }
  const config = readBackendConfig();
  return { url: `http://${config.host}:${config.port}`, serviceRoleKey: apiKeysFor(config.jwtSecret).serviceRoleKey, hosted: false };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const { url, serviceRoleKey, hosted } = target();
  const client = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
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
