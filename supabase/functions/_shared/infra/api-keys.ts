/**
 * Who may call a function, checked in the function itself. Supabase's `verify_jwt` cannot tell today's API
 * keys apart (`sb_publishable_…` and `sb_secret_…` are not JWTs), so every function is deployed with it off
 * (supabase/config.toml) and states its audience here instead:
 * - `publishable`: the site's visitors, who hold the browser's key (a server's secret key is accepted too);
 * - `secret`: servers only, such as Supabase Cron calling the outbox dispatcher.
 * The beacons take no key at all (navigator.sendBeacon cannot send one) and are not wrapped.
 *
 * Keys come from the Edge Runtime only: SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS (JSON objects keyed
 * by the key's name; self-hosted setups may export one as SUPABASE_PUBLISHABLE_KEY / SUPABASE_SECRET_KEY, read
 * the way @supabase/server reads them), and a caller presents one in the `apikey` header, which
 * @supabase/server checks (callerIsAllowed).
 * The legacy JWT keys are not read (SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY): on a project that has
 * not disabled them yet, a caller holding one is refused all the same.
 */
import { extractCredentials, verifyCredentials } from '@supabase/server/core';
import type { AuthModeWithKey, SupabaseEnv } from '@supabase/server';
import { EnvError, MissingEnvError, type EnvReader } from './env.ts';
import { errorResponse, preflight, type Handler } from './http.ts';

export type Audience = 'publishable' | 'secret';

/** The project as @supabase/server checks a caller against it: its URL and its keys by name. */
export type ProjectApiKeys = Pick<SupabaseEnv, 'url' | 'publishableKeys' | 'secretKeys'>;

/** The keys of a `{"name": "key", …}` variable by name; a malformed one stops the function from starting. */
function namedKeys(env: EnvReader, variable: string): Record<string, string> {
  const raw = env(variable);
  if (!raw) {
    // SUPABASE_SECRET_KEYS → SUPABASE_SECRET_KEY: one key, named default.
    const single = env(variable.slice(0, -1));
    return single ? { default: single } : {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new EnvError(variable, `${variable} is not JSON; the platform sets it to {"default": "<key>"}.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new EnvError(variable, `${variable} must be a JSON object of named keys.`);
  }
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/**
 * The project's keys, read here rather than by @supabase/server's own resolveEnv: a malformed variable
 * stops the function from starting (namedKeys), where the library would read it as no keys at all.
 */
export function projectApiKeysFromEnv(env: EnvReader): ProjectApiKeys {
  const url = env('SUPABASE_URL');
  if (!url) throw new MissingEnvError('SUPABASE_URL');
  return { url, publishableKeys: namedKeys(env, 'SUPABASE_PUBLISHABLE_KEYS'), secretKeys: namedKeys(env, 'SUPABASE_SECRET_KEYS') };
}

/** The key of `variable` named `default`, else the first; a function without one does not start. */
function defaultKey(env: EnvReader, variable: string): string {
  const named = namedKeys(env, variable);
  const key = named.default ?? Object.values(named)[0];
  if (!key) throw new MissingEnvError(variable);
  return key;
}

/** The key a function uses to reach the database past RLS: the secret key named `default` (else the first). */
export function serverKeyFromEnv(env: EnvReader): string {
  return defaultKey(env, 'SUPABASE_SECRET_KEYS');
}

/**
 * The browser's key, for a client that acts with a signed-in caller's session (their token in
 * Authorization): the publishable key named `default` (else the first).
 */
export function publishableKeyFromEnv(env: EnvReader): string {
  return defaultKey(env, 'SUPABASE_PUBLISHABLE_KEYS');
}

/**
 * A signed-in user's access token: the bearer token, unless it is an API key (`sb_…`), which carries no
 * session (supabase-js sends its key as the bearer too while nobody is signed in).
 */
export function sessionToken(request: Request): string | null {
  const { token } = extractCredentials(request);
  return token && !token.startsWith('sb_') ? token : null;
}

/** Which keys each audience takes: any key of the kind, by whatever name the project gave it. */
const acceptedKeys: Record<Audience, AuthModeWithKey[]> = {
  publishable: ['publishable:*', 'secret:*'],
  secret: ['secret:*'],
};

/**
 * Whether the request carries one of the keys this audience accepts, in the `apikey` header, compared in
 * constant time by @supabase/server. Only there: the bearer is where the legacy keys travelled, as JWTs
 * that verify_jwt could check, and today's keys are not JWTs. Every caller of ours puts the key in
 * `apikey`: supabase-js always does (it copies the key into Authorization as well only while no one is
 * signed in), so do the site's own fetch (src/lib/call-function.ts) and the Cron snippet
 * (supabase/README.md). The bearer stays what it is for the platform: a user's session (sessionToken).
 */
export async function callerIsAllowed(request: Request, keys: ProjectApiKeys, audience: Audience): Promise<boolean> {
  const { error } = await verifyCredentials(extractCredentials(request), { auth: acceptedKeys[audience], env: { ...keys, jwks: null } });
  return error === null;
}

/** Wraps a handler so that only its audience reaches it; CORS preflights, which carry no key, are answered. */
export function forAudience(audience: Audience, keys: ProjectApiKeys, handler: Handler): Handler {
  return async (request) => {
    const answered = preflight(request);
    if (answered) return answered;
    if (!(await callerIsAllowed(request, keys, audience))) return errorResponse(401, 'Unauthorized');
    return handler(request);
  };
}

/** The production wiring of an audience check, from the Edge Runtime's variables. */
export function forAudienceFromEnv(audience: Audience, env: EnvReader, handler: Handler): Handler {
  return forAudience(audience, projectApiKeysFromEnv(env), handler);
}
