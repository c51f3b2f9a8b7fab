import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import type { Database } from '../db/drivers.ts';

/**
 * Supabase Auth's Password Verification Attempt hook, called as GoTrue calls a Postgres-function hook
 * (internal/hooks/hookspgfunc): after checking the password of an existing account, GoTrue runs
 * `select "schema"."function"($input)` in a transaction with a 2-second statement timeout, where the input is
 * `{ metadata: { uuid, time, name, ip_address }, user_id, valid }` (v0hooks.PasswordVerificationAttemptInput).
 * An answer `{ decision: 'reject', message }` refuses the sign-in with 400 invalid_credentials and that message;
 * anything else lets GoTrue go on. The local /auth/v1 calls the function supabase/config.toml names, so the
 * migrations' hook is what slows password guessing here too. It runs as the database owner: the function is
 * security definer, and the local bootstrap does not model the grants Supabase gives supabase_auth_admin.
 */

const CONFIG_FILE = new URL('../../config.toml', import.meta.url);
/** GoTrue's hookspgfunc default. */
const HOOK_TIMEOUT_MS = 2000;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

export type PasswordHookDecision = { decision: 'continue' } | { decision: 'reject'; message: string };

export interface PasswordVerificationAttempt {
  userId: string;
  valid: boolean;
  /** The client address, as GoTrue's utilities.GetIPAddress gives it; null when there is none. */
  ipAddress: string | null;
  at: Date;
}

export type PasswordVerificationHook = (db: Database, attempt: PasswordVerificationAttempt) => Promise<PasswordHookDecision>;

/**
 * The function a `pg-functions://postgres/<schema>/<function>` URI names, quoted as GoTrue quotes it
 * (`"schema"."function"`); null for another scheme or a name that is not a plain identifier.
 */
export function hookFunctionName(uri: string): string | null {
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(uri);
  const [, schema, name] = match ?? [];
  if (!schema || !name || !IDENTIFIER.test(schema) || !IDENTIFIER.test(name)) return null;
  return `"${schema}"."${name}"`;
}

/** The hook that calls `functionName` (already quoted), as GoTrue does. */
export function postgresPasswordHook(functionName: string): PasswordVerificationHook {
  return async (db, { userId, valid, ipAddress, at }) => {
    const input = {
      metadata: { uuid: randomUUID(), time: at.toISOString(), name: 'password-verification', ...(ipAddress ? { ip_address: ipAddress } : {}) },
      user_id: userId,
      valid,
    };
    const output = await db.transaction(async (tx) => {
      await tx.query(`set local statement_timeout = ${HOOK_TIMEOUT_MS}`);
      const { rows } = await tx.query<{ output: string | null }>(`select ${functionName}($1::jsonb)::text as output`, [JSON.stringify(input)]);
      return rows[0]?.output ?? null;
    });
    const answer = output === null ? {} : (JSON.parse(output) as { decision?: unknown; message?: unknown });
    if (answer.decision !== 'reject') return { decision: 'continue' };
    // GoTrue's DefaultPasswordHookRejectionMessage when the hook gives none.
    const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : 'Further password verification attempts will be rejected.';
    return { decision: 'reject', message };
  };
}

/**
 * What config.toml's [auth.hook.password_verification_attempt] asks for: the hook when it is enabled with a
 * Postgres function, else none (the platform then only limits sign-ins per IP, which the local backend does not model).
 */
export function passwordHookFromConfig(configToml: string): PasswordVerificationHook | null {
  const config = parse(configToml) as { auth?: { hook?: { password_verification_attempt?: { enabled?: unknown; uri?: unknown } } } };
  const section = config.auth?.hook?.password_verification_attempt;
  if (section?.enabled !== true || typeof section.uri !== 'string') return null;
  const functionName = hookFunctionName(section.uri);
  if (functionName === null) throw new Error(`supabase/config.toml: unsupported password verification hook URI ${section.uri}`);
  return postgresPasswordHook(functionName);
}

/** The project's own supabase/config.toml. */
export function readPasswordHook(): PasswordVerificationHook | null {
  return passwordHookFromConfig(readFileSync(CONFIG_FILE, 'utf8'));
}
