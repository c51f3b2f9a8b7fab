import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../database.types.ts';
import { publishableKeyFromEnv, serverKeyFromEnv } from './api-keys.ts';
import { requireEnv, type EnvReader } from './env.ts';

/** A service-role client typed by the generated schema (database.types.ts). */
export type ServiceClient = SupabaseClient<Database>;

/** A JSON object, as a jsonb column or a jsonb argument of an rpc takes it. */
export type JsonObject = { [key: string]: Json | undefined };

/**
 * A database client with the service role: functions write leads on the visitor's behalf.
 * The secret key comes from the function's environment (serverKeyFromEnv) and never leaves the server.
 */
export function createServiceClient(env: EnvReader): ServiceClient {
  return createClient<Database>(requireEnv(env, 'SUPABASE_URL'), serverKeyFromEnv(env), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * A database client acting as the signed-in user whose access token the request carried: the database
 * checks the token and its row-level security decides what the user may read, exactly as for their own
 * browser. One per request.
 */
export type CallerClientFactory = (accessToken: string) => SupabaseClient<Database>;

export function callerClientFactoryFromEnv(env: EnvReader): CallerClientFactory {
  const url = requireEnv(env, 'SUPABASE_URL');
  const key = publishableKeyFromEnv(env);
  return (accessToken) =>
    createClient<Database>(url, key, {
      global: { headers: { Authorization: `Bearer ${accessToken}` } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
}
