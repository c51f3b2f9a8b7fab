import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requireEnv, type EnvReader } from './env.ts';

/**
 * A database client with the service role: functions write leads on the visitor's behalf.
 * The key comes from the function's environment and never leaves the server.
 */
export function createServiceClient(env: EnvReader): SupabaseClient {
  return createClient(requireEnv(env, 'SUPABASE_URL'), requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
