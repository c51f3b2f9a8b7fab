import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../database.types.ts';
import { serverKeyFromEnv } from './api-keys.ts';
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
