import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env';

const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

describe('parseEnv', () => {
  it('falls back to the local backend when nothing is set, so npm run dev needs no .env', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: undefined })).toEqual({
      VITE_SUPABASE_URL: LOCAL_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
    });
  });

  it('keeps a hosted project’s settings', () => {
    const env = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'sb_publishable_0123456789abcdefghij' });
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co');
  });

  it('refuses a service-role key, which would hand every visitor the whole database', () => {
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: SERVICE_ROLE_KEY })).toThrow(/service-role key/);
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'sb_secret_0123456789abcdefghijkl' })).toThrow(/service-role key/);
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://example.com' })).toThrow(/VITE_SUPABASE_URL/);
  });
});
