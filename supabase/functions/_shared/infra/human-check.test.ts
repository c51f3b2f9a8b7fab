import { describe, expect, it, vi } from 'vitest';
import {
  allowedHostnamesFromEnv,
  createHumanCheck,
  HUMAN_CHECK_NOT_CONFIGURED,
  humanCheckFromEnv,
  isLoopbackProject,
  SITEVERIFY_URL,
  tokenHash,
  type SpentTokenLedger,
} from './human-check.ts';
import { newLocalHumanCheckToken } from '../rules/submission.ts';

/** The database's ledger of spent tokens, in memory: hash → the submission it served, as spend_human_check_token decides. */
function memoryLedger() {
  const spent = new Map<string, string | undefined>();
  const ledger: SpentTokenLedger & { hashes: () => string[] } = {
    hashes: () => [...spent.keys()],
    spend: async (hash, submissionId) => {
      if (!spent.has(hash)) {
        spent.set(hash, submissionId);
        return true;
      }
      return submissionId !== undefined && spent.get(hash) === submissionId;
    },
  };
  return ledger;
}

type FetchArgs = Parameters<typeof fetch>;

/** Stands in for Google's siteverify endpoint and records what it was sent. */
function fakeGoogle(answer: (form: URLSearchParams) => Response | Promise<Response>) {
  const calls: { url: string; form: URLSearchParams; init: RequestInit | undefined }[] = [];
  const fetchImpl = vi.fn(async (...[url, init]: FetchArgs) => {
    const form = new URLSearchParams(String(init?.body ?? ''));
    calls.push({ url: String(url), form, init });
    return answer(form);
  });
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}

const GOOD_TOKEN = 'token-solved-on-our-site';

/** Google's answers: success for GOOD_TOKEN solved on www.example.com, a refusal otherwise. */
const google = () =>
  fakeGoogle((form) =>
    form.get('response') === GOOD_TOKEN
      ? Response.json({ success: true, challenge_ts: '2026-11-21T10:00:00Z', hostname: 'www.example.com' })
      : Response.json({ success: false, 'error-codes': ['invalid-input-response'] }),
  );

describe('createHumanCheck with a secret (reCAPTCHA)', () => {
  it('verifies a token with Google, form-encoded with the secret, the token and the visitor’s address', async () => {
    const { fetch, calls } = google();
    const check = createHumanCheck({ ledger: memoryLedger(), secret: 's3cret', allowedHostnames: ['www.example.com'], fetch });
    await expect(check.verify(GOOD_TOKEN, '203.0.113.7')).resolves.toEqual({ outcome: 'verified' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({ secret: 's3cret', response: GOOD_TOKEN, remoteip: '203.0.113.7' });
  });

  it('refuses a missing token without asking Google', async () => {
    const { fetch, calls } = google();
    const check = createHumanCheck({ ledger: memoryLedger(), secret: 's3cret', allowedHostnames: ['www.example.com'], fetch });
    expect((await check.verify(undefined)).outcome).toBe('refused');
    expect((await check.verify('')).outcome).toBe('refused');
    expect(calls).toHaveLength(0);
  });

  it('refuses a forged or expired token that Google rejects', async () => {
    const { fetch } = google();
    const check = createHumanCheck({ ledger: memoryLedger(), secret: 's3cret', allowedHostnames: ['www.example.com'], fetch });
    expect(await check.verify('forged')).toEqual({ outcome: 'refused', reason: 'invalid-input-response' });
    const expired = createHumanCheck({ ledger: memoryLedger(),
      secret: 's3cret',
      allowedHostnames: ['www.example.com'],
      fetch: fakeGoogle(() => Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] })).fetch,
    });
    expect((await expired.verify(GOOD_TOKEN)).outcome).toBe('refused');
  });

  it('refuses a genuine token solved on another site', async () => {
    const { fetch } = google();
    const check = createHumanCheck({ ledger: memoryLedger(), secret: 's3cret', allowedHostnames: ['www.other-site.com'], fetch });
    expect(await check.verify(GOOD_TOKEN)).toEqual({ outcome: 'refused', reason: 'token solved on www.example.com' });
  });

  it('compares hostnames case-insensitively', async () => {
    const { fetch } = google();
    const check = createHumanCheck({ ledger: memoryLedger(), secret: 's3cret', allowedHostnames: ['WWW.Example.com'], fetch });
    expect((await check.verify(GOOD_TOKEN)).outcome).toBe('verified');
  });

  it('never accepts the local token while a secret is set', async () => {
    const { fetch } = fakeGoogle(() => Response.json({ success: true, hostname: 'www.example.com' }));
    const check = createHumanCheck({ ledger: memoryLedger(), secret: 's3cret', allowedHostnames: ['www.example.com'], fetch });
    expect((await check.verify(newLocalHumanCheckToken())).outcome).toBe('refused');
    expect((await check.verify('local-human-check:anything')).outcome).toBe('refused');
  });

  it('reports Google unavailable on a network error, a 5xx, a non-JSON answer or a timeout', async () => {
    const options = { secret: 's3cret', allowedHostnames: ['www.example.com'] };
    const down = createHumanCheck({ ledger: memoryLedger(), ...options, fetch: fakeGoogle(() => Promise.reject(new TypeError('fetch failed'))).fetch });
    expect((await down.verify(GOOD_TOKEN)).outcome).toBe('unavailable');
    const failing = createHumanCheck({ ledger: memoryLedger(), ...options, fetch: fakeGoogle(() => new Response('oops', { status: 503 })).fetch });
    expect(await failing.verify(GOOD_TOKEN)).toEqual({ outcome: 'unavailable', reason: 'siteverify answered 503' });
    const garbled = createHumanCheck({ ledger: memoryLedger(), ...options, fetch: fakeGoogle(() => new Response('<html>', { status: 200 })).fetch });
    expect((await garbled.verify(GOOD_TOKEN)).outcome).toBe('unavailable');

    // A Google that never answers: the request is aborted after the timeout.
    const hanging = fakeGoogle(() => new Promise<Response>(() => undefined));
    const hangingFetch = ((...[input, init]: FetchArgs) =>
      new Promise<Response>((resolve, reject) => {
        void hanging.fetch(input, init).then(resolve);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const slow = createHumanCheck({ ledger: memoryLedger(), ...options, fetch: hangingFetch, timeoutMs: 20 });
    expect((await slow.verify(GOOD_TOKEN)).outcome).toBe('unavailable');
  });

  it('treats Google refusing our secret as unavailable, not as the visitor’s failure', async () => {
    const { fetch } = fakeGoogle(() => Response.json({ success: false, 'error-codes': ['invalid-input-secret'] }));
    const check = createHumanCheck({ ledger: memoryLedger(), secret: 'wrong', allowedHostnames: ['www.example.com'], fetch });
    expect((await check.verify(GOOD_TOKEN)).outcome).toBe('unavailable');
  });
});

describe('createHumanCheck without a secret (the local check)', () => {
  it('accepts a local check’s token and nothing else, without calling Google', async () => {
    const { fetch, calls } = google();
    const check = createHumanCheck({ ledger: memoryLedger(), secret: undefined, acceptLocalTokens: true, allowedHostnames: [], fetch });
    expect(await check.verify(newLocalHumanCheckToken())).toEqual({ outcome: 'local' });
    expect(await check.verify(newLocalHumanCheckToken())).toEqual({ outcome: 'local' });
    for (const token of [GOOD_TOKEN, undefined, '', 'local-human-check', 'local-human-check:', 'local-human-check:not-a-uuid']) {
      expect((await check.verify(token)).outcome, String(token)).toBe('refused');
    }
    expect(calls).toHaveLength(0);
  });

  it('gives each tick of the local check a new token', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => newLocalHumanCheckToken()));
    expect(tokens.size).toBe(20);
  });
});

describe('the ledger of spent tokens', () => {
  it('refuses a local token on a second submission, and records only its SHA-256', async () => {
    const ledger = memoryLedger();
    const check = createHumanCheck({ ledger, secret: undefined, acceptLocalTokens: true, allowedHostnames: [] });
    const token = newLocalHumanCheckToken();
    expect(await check.verify(token, undefined, 'submission-1')).toEqual({ outcome: 'local' });
    expect(await check.verify(token, undefined, 'submission-2')).toEqual({ outcome: 'refused', reason: 'token already used' });
    expect(await check.verify(token)).toEqual({ outcome: 'refused', reason: 'token already used' });
    expect(ledger.hashes()).toEqual([await tokenHash(token)]);
    expect(ledger.hashes()[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets the same submission present its token again (a retry, a double click)', async () => {
    const check = createHumanCheck({ ledger: memoryLedger(), secret: undefined, acceptLocalTokens: true, allowedHostnames: [] });
    const token = newLocalHumanCheckToken();
    expect(await check.verify(token, undefined, 'submission-1')).toEqual({ outcome: 'local' });
    expect(await check.verify(token, undefined, 'submission-1')).toEqual({ outcome: 'local' });
  });

  it('lets a token without a submission id serve once only', async () => {
    const check = createHumanCheck({ ledger: memoryLedger(), secret: undefined, acceptLocalTokens: true, allowedHostnames: [] });
    const token = newLocalHumanCheckToken();
    expect((await check.verify(token)).outcome).toBe('local');
    expect((await check.verify(token)).outcome).toBe('refused');
  });

  it('refuses a Google token replayed while Google cannot be reached, which would otherwise pass unverified', async () => {
    const check = createHumanCheck({ ledger: memoryLedger(), secret: 's3cret', allowedHostnames: ['www.example.com'], fetch: fakeGoogle(() => new Response('', { status: 503 })).fetch });
    expect((await check.verify(GOOD_TOKEN)).outcome).toBe('unavailable');
    expect(await check.verify(GOOD_TOKEN)).toEqual({ outcome: 'refused', reason: 'token already used' });
  });

  it('records a verified Google token, and never one Google refused', async () => {
    const ledger = memoryLedger();
    const check = createHumanCheck({ ledger, secret: 's3cret', allowedHostnames: ['www.example.com'], fetch: google().fetch });
    expect((await check.verify('forged')).outcome).toBe('refused');
    expect(ledger.hashes()).toEqual([]);
    expect((await check.verify(GOOD_TOKEN)).outcome).toBe('verified');
    expect(ledger.hashes()).toEqual([await tokenHash(GOOD_TOKEN)]);
  });

  it('fails open: when the ledger cannot be reached, the check’s own answer stands and a warning is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: SpentTokenLedger = { spend: () => Promise.reject(new Error('connection refused')) };
    const check = createHumanCheck({ ledger: broken, secret: undefined, acceptLocalTokens: true, allowedHostnames: [] });
    expect(await check.verify(newLocalHumanCheckToken())).toEqual({ outcome: 'local' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ledger of spent tokens failed (connection refused)'));
    warn.mockRestore();
  });
});

describe('allowedHostnamesFromEnv', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];

  it('reads the comma-separated list', () => {
    expect(allowedHostnamesFromEnv(env({ RECAPTCHA_ALLOWED_HOSTNAMES: ' www.example.com, Example.com ,', SITE_URL: 'https://x.test' }))).toEqual([
      'www.example.com',
      'example.com',
    ]);
  });

  it('falls back to the hostname of SITE_URL, then to none', () => {
    expect(allowedHostnamesFromEnv(env({ SITE_URL: 'https://www.example.com/' }))).toEqual(['www.example.com']);
    expect(allowedHostnamesFromEnv(env({ SITE_URL: 'not a url' }))).toEqual([]);
    expect(allowedHostnamesFromEnv(env({}))).toEqual([]);
  });
});

describe('without a secret outside loopback', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];
  const HOSTED = 'https://abcdefghijklmnopqrst.supabase.co';

  it('knows a project on this machine from its SUPABASE_URL', () => {
    for (const url of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321', 'http://127.8.9.10']) {
      expect(isLoopbackProject(env({ SUPABASE_URL: url })), url).toBe(true);
    }
    for (const url of [HOSTED, 'https://api.agency.example', 'http://0.0.0.0:54321', 'http://192.168.1.20:54321', 'http://supabase_kong_site:8000', 'http://127.0.0.1.nip.io', 'not a url']) {
      expect(isLoopbackProject(env({ SUPABASE_URL: url })), url).toBe(false);
    }
    expect(isLoopbackProject(env({}))).toBe(false);
  });

  it('refuses the local check’s tokens and says once, at start-up, that the human check is not configured', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, calls } = google();
    const ledger = memoryLedger();
    const check = humanCheckFromEnv(env({ SUPABASE_URL: HOSTED, SITE_URL: 'https://www.example.com' }), fetch, ledger);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^human check: RECAPTCHA_SECRET_KEY is not set and SUPABASE_URL \(https:\/\/abcdefghijklmnopqrst\.supabase\.co\) is not on loopback: the human check is not configured/));
    for (const token of [newLocalHumanCheckToken(), newLocalHumanCheckToken(), GOOD_TOKEN, undefined]) {
      expect(await check.verify(token, '203.0.113.7', 'submission-1')).toEqual({ outcome: 'refused', reason: HUMAN_CHECK_NOT_CONFIGURED });
    }
    // Said at start-up, not once per visitor; nothing asked of Google, nothing spent.
    expect(error).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    expect(ledger.hashes()).toEqual([]);
    error.mockRestore();
  });

  it('accepts the local check’s tokens on loopback, as the local backend and CI run, without a word', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const check = humanCheckFromEnv(env({ SUPABASE_URL: 'http://127.0.0.1:54321' }), google().fetch, memoryLedger());
    expect(await check.verify(newLocalHumanCheckToken())).toEqual({ outcome: 'local' });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('leaves reCAPTCHA as it is wherever the project runs', async () => {
    const check = humanCheckFromEnv(env({ SUPABASE_URL: HOSTED, RECAPTCHA_SECRET_KEY: 's3cret', SITE_URL: 'https://www.example.com' }), google().fetch, memoryLedger());
    expect(await check.verify(GOOD_TOKEN)).toEqual({ outcome: 'verified' });
    expect((await check.verify(newLocalHumanCheckToken())).outcome).toBe('refused');
  });

  it('is closed by default for a check built by hand without a secret', async () => {
    const check = createHumanCheck({ ledger: memoryLedger(), secret: undefined, allowedHostnames: [] });
    expect(await check.verify(newLocalHumanCheckToken())).toEqual({ outcome: 'refused', reason: HUMAN_CHECK_NOT_CONFIGURED });
  });
});
