import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from './env';

let client: SupabaseClient | undefined;

/**
 * The one browser client, created on first use. Import this module dynamically from the code that
 * needs it (forms on submit, the admin) so supabase-js stays out of every page's first load.
 */
export function getSupabase(): SupabaseClient {
  client ??= createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  return client;
}
