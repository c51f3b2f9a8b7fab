import { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env';

const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

describe('parseEnv', () => {
  it('falls back to the local backend when nothing is set, so npm run dev needs no .env', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_PUBLISHABLE_KEY: undefined })).toEqual({
      VITE_SUPABASE_URL: LOCAL_SUPABASE_URL,
      VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE_PUBLISHABLE_KEY,
    });
  });

  it('keeps a hosted project’s settings', () => {
    const env = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789abcdefghij' });
    expect(env).toEqual({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789abcdefghij' });
  });

  it('still takes a legacy project’s anon JWT, and a build configured with the old variable name', () => {
    expect(parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: ANON_KEY }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe(ANON_KEY);
    expect(parseEnv({ VITE_SUPABASE_ANON_KEY: ANON_KEY }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe(ANON_KEY);
    expect(parseEnv({ VITE_SUPABASE_ANON_KEY: ANON_KEY, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789abcdefghij' }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe(
      'sb_publishable_0123456789abcdefghij',
    );
  });

  it('refuses a secret or service-role key, which would hand every visitor the whole database', () => {
    expect(() => parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: SERVICE_ROLE_KEY })).toThrow(/secret \(service-role\) key/);
    expect(() => parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_0123456789abcdefghijkl' })).toThrow(/secret \(service-role\) key/);
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: SERVICE_ROLE_KEY })).toThrow(/secret \(service-role\) key/);
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://example.com' })).toThrow(/VITE_SUPABASE_URL/);
  });

  it('refuses a truncated key or reCAPTCHA site key, listing every problem at once', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'mailto:x', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', VITE_RECAPTCHA_SITE_KEY: 'short' })).toThrow(
      'Invalid environment:\n- VITE_SUPABASE_URL must be an http(s) URL\n- VITE_SUPABASE_PUBLISHABLE_KEY looks truncated\n- VITE_RECAPTCHA_SITE_KEY looks truncated',
    );
    expect(parseEnv({ VITE_RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI' }).VITE_RECAPTCHA_SITE_KEY).toBe('6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI');
  });
});
