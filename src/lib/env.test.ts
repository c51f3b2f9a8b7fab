import { LOCAL_SUPABASE_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL, parseEnv } from './env';

/** The Supabase CLI's demo legacy keys: HS256 JWTs of the service_role and anon roles. */
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

  it('refuses a legacy anon JWT: only a publishable key is the browser\'s key', () => {
    expect(() => parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: ANON_KEY })).toThrow(
      'Invalid environment:\n- VITE_SUPABASE_PUBLISHABLE_KEY must be a publishable key (sb_publishable_…',
    );
  });

  it('stops a build still configured with the old name VITE_SUPABASE_ANON_KEY, rather than ship the local key', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: ANON_KEY })).toThrow(
      'VITE_SUPABASE_ANON_KEY is no longer read: set VITE_SUPABASE_PUBLISHABLE_KEY',
    );
    // Beside the new name, the old one is left alone (it is refused only if it holds a secret).
    const publishable = 'sb_publishable_0123456789abcdefghij';
    expect(parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: publishable, VITE_SUPABASE_ANON_KEY: ANON_KEY }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe(publishable);
  });

  it('refuses a secret key or a legacy service_role JWT, which would hand every visitor the whole database', () => {
    const message = 'Invalid environment:\n- VITE_SUPABASE_PUBLISHABLE_KEY is a secret (service-role) key: it must never reach the browser. Use the publishable key.';
    expect(() => parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: SERVICE_ROLE_KEY })).toThrow(message);
    expect(() => parseEnv({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_0123456789abcdefghijkl' })).toThrow(message);
  });

  it('refuses one under any VITE_ name, as Vite puts them all in the bundle (the old VITE_SUPABASE_ANON_KEY among them)', () => {
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: SERVICE_ROLE_KEY })).toThrow('VITE_SUPABASE_ANON_KEY is a secret (service-role) key');
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'sb_secret_0123456789abcdefghijkl' })).toThrow('VITE_SUPABASE_ANON_KEY is a secret (service-role) key');
    // What is not the site's (a server's own variable in a test run's environment) is none of its business.
    expect(parseEnv({ SUPABASE_SECRET_KEY: 'sb_secret_0123456789abcdefghijkl' }).VITE_SUPABASE_PUBLISHABLE_KEY).toBe(LOCAL_SUPABASE_PUBLISHABLE_KEY);
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
