/**
 * The local backend's URL and public anon key (the Supabase CLI's well-known demo key), so that
 * `npm run dev` needs no .env. Production builds set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.
 * A module of its own, free of side effects, so build scripts (the CSP's connect-src) can import it.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
