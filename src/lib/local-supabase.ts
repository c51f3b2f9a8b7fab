/**
 * The local backend's URL and publishable key (the Supabase CLI's well-known local key), so that
 * `npm run dev` needs no .env. Production builds set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY.
 * A module of its own, free of side effects, so build scripts (the CSP's connect-src) can import it.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
