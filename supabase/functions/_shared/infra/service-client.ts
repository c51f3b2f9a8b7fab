import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { serverKeyFromEnv } from './api-keys.ts';
import { requireEnv, type EnvReader } from './env.ts';

/**
 * A database client with the service role: functions write leads on the visitor's behalf.
 * The secret key comes from the function's environment (serverKeyFromEnv) and never leaves the server.
 */
export function createServiceClient(env: EnvReader): SupabaseClient {
  return createClient(requireEnv(env, 'SUPABASE_URL'), serverKeyFromEnv(env), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
