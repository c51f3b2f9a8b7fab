/**
 * The human check as the deployed functions run it: reCAPTCHA verified with Google when
 * RECAPTCHA_SECRET_KEY is set (Google faked at the network edge), the local check otherwise.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { HUMAN_CHECK_ISSUE, humanCheckFromEnv, rpcSpentTokenLedger, SITEVERIFY_URL } from '../../supabase/functions/_shared/infra/human-check.ts';
import { leadIntakeDependenciesFromEnv } from '../../supabase/functions/_shared/handlers/lead-intake.ts';
import { createSendContactEmailHandler } from '../../supabase/functions/_shared/handlers/send-contact-email.ts';
import { createServiceClient } from '../../supabase/functions/_shared/infra/service-client.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/rules/submission.ts';
import type { TestBackend } from './harness.ts';
import { contactBody, contactLeadBody, invoke, leadsFor, mailTo, startLeadBackend, teamMailAbout, uniqueEmail } from './lead-test-kit.ts';

const REFUSED = {
  status: 400,
  body: { error: 'Validation failed', issues: [{ path: 'humanCheckToken', message: HUMAN_CHECK_ISSUE.message }] },
};

/** Google's siteverify as the functions see it: tokens it issued for our site, another site's, and an outage switch. */
const google = {
  down: false,
  requests: [] as URLSearchParams[],
  fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== SITEVERIFY_URL) throw new Error(`unexpected request to ${String(input)}`);
    const form = new URLSearchParams(String(init?.body ?? ''));
    google.requests.push(form);
    if (google.down) throw new TypeError('fetch failed');
    if (form.get('secret') !== 'test-secret') return Response.json({ success: false, 'error-codes': ['invalid-input-secret'] });
    const response = form.get('response') ?? '';
    // Each token is single-use: tests solve a new one per submission (ourToken()), as a visitor would.
    if (response.startsWith('solved-on-our-site')) return Response.json({ success: true, challenge_ts: new Date().toISOString(), hostname: 'www.example.com' });
    switch (response) {
      case 'solved-on-another-site':
        return Response.json({ success: true, challenge_ts: new Date().toISOString(), hostname: 'copycat.example.net' });
      case 'expired':
        return Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      default:
        return Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
    }
  }) as typeof fetch,
};

let solved = 0;
/** A new token Google verifies for the site. */
const ourToken = () => `solved-on-our-site-${++solved}`;

describe('with RECAPTCHA_SECRET_KEY set', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startLeadBackend({
      secrets: { RECAPTCHA_SECRET_KEY: 'test-secret' },
      functions: {
        // The production wiring, with Google's endpoint faked.
        'send-contact-email': (env) => createSendContactEmailHandler({ ...leadIntakeDependenciesFromEnv(env), humanCheck: humanCheckFromEnv(env, google.fetch) }),
      },
    });
  });
  afterAll(() => backend.stop());

  it.each([
    ['a missing token', undefined],
    ['an empty token', ''],
    ['a forged token', 'forged-token'],
    ['an expired or reused token', 'expired'],
    ['a genuine token solved on another site', 'solved-on-another-site'],
    ['a local check’s token', newLocalHumanCheckToken()],
  ])('refuses %s with the human check’s issue and stores nothing', async (_label, token) => {
    for (const source of ['contact', 'smart-lead']) {
      const email = uniqueEmail('refused');
      expect(await invoke(backend, 'send-contact-email', contactLeadBody(source, email, { humanCheckToken: token }))).toEqual(REFUSED);
      expect(await leadsFor(backend, email)).toEqual([]);
    }
  });

  it('accepts a token Google verifies for the site’s hostname and records it as verified', async () => {
    const email = uniqueEmail('verified');
    google.requests = [];
    const token = ourToken();
    const answer = await invoke(backend, 'send-contact-email', contactBody(email, { humanCheckToken: token }));
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect(google.requests.map((form) => [form.get('secret'), form.get('response')])).toEqual([['test-secret', token]]);
    const [lead] = await leadsFor(backend, email);
    expect(lead?.details).toMatchObject({ human_check: 'verified' });
  });

  it('keeps the lead when Google cannot be reached, flagged unverified in the lead and the team’s e-mail', async () => {
    const email = uniqueEmail('google-down');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    google.down = true;
    try {
      const answer = await invoke(backend, 'send-contact-email', contactBody(email, { humanCheckToken: ourToken() }));
      expect(answer.status).toBe(200);
    } finally {
      google.down = false;
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('human check unavailable (siteverify unreachable: fetch failed)'));
    await settleBackgroundTasks();
    const [lead] = await leadsFor(backend, email);
    expect(lead?.details).toMatchObject({ human_check: 'unverified' });
    const [team] = await teamMailAbout(backend, email);
    expect(team?.text).toContain('accepted without a verified human check');
    expect(await mailTo(backend, email)).toHaveLength(1);
  });

  it('needs no token from the consultation form or the onboarding wizard', async () => {
    for (const source of ['consultation', 'onboarding']) {
      const email = uniqueEmail(source);
      google.requests = [];
      const answer = await invoke(backend, 'send-contact-email', contactLeadBody(source, email, { humanCheckToken: undefined }));
      expect(answer.status).toBe(200);
      expect(google.requests).toEqual([]);
      expect(await leadsFor(backend, email)).toHaveLength(1);
    }
  });

  it('answers a retry of a stored submission with success although its token is spent', async () => {
    const email = uniqueEmail('retry');
    const body = contactBody(email, { humanCheckToken: ourToken() });
    expect((await invoke(backend, 'send-contact-email', body)).status).toBe(200);
    // Google answers timeout-or-duplicate for a token it has seen: here, the retry's spent token.
    expect(await invoke(backend, 'send-contact-email', { ...body, humanCheckToken: 'expired' })).toEqual({ status: 200, body: { success: true } });
    expect(await leadsFor(backend, email)).toHaveLength(1);
  });
});

describe('without RECAPTCHA_SECRET_KEY (the local check)', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startLeadBackend();
  });
  afterAll(() => backend.stop());

  it('accepts the local check’s token', async () => {
    const email = uniqueEmail('local');
    expect(await invoke(backend, 'send-contact-email', contactBody(email))).toEqual({ status: 200, body: { success: true } });
    const [lead] = await leadsFor(backend, email);
    expect(lead?.details).toMatchObject({ human_check: 'local' });
  });

  it('refuses a missing token or any other string', async () => {
    for (const token of [undefined, 'random-string', 'solved-on-our-site']) {
      const email = uniqueEmail('local-refused');
      expect(await invoke(backend, 'send-contact-email', contactLeadBody('smart-lead', email, { humanCheckToken: token }))).toEqual(REFUSED);
      expect(await leadsFor(backend, email)).toEqual([]);
    }
  });
});

describe('without RECAPTCHA_SECRET_KEY on a project that is not on loopback', () => {
  let backend: TestBackend;
  let startupErrors: string[] = [];

  beforeAll(async () => {
    backend = await startLeadBackend({
      functions: {
        // The production wiring as a hosted project's function sees it: SUPABASE_URL is the project's own
        // address, so the check is built as deployed; the ledger still talks to this backend.
        'send-contact-email': (env) => {
          const hosted = (name: string) => (name === 'SUPABASE_URL' ? 'https://abcdefghijklmnopqrst.supabase.co' : env(name));
          return createSendContactEmailHandler({
            ...leadIntakeDependenciesFromEnv(env),
            humanCheck: humanCheckFromEnv(hosted, google.fetch, rpcSpentTokenLedger(createServiceClient(env))),
          });
        },
      },
    });
    // The function starts on its first request (a CORS preflight here), as a cold start does.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fetch(`${backend.url}/functions/v1/send-contact-email`, { method: 'OPTIONS' });
    startupErrors = error.mock.calls.map((args) => args.map(String).join(' '));
    error.mockRestore();
  });
  afterAll(() => backend.stop());

  it('says once, at start-up, that the human check is not configured', () => {
    expect(startupErrors).toEqual([expect.stringContaining('the human check is not configured')]);
  });

  it('refuses the local check’s token with the human check’s issue and stores nothing', async () => {
    google.requests = [];
    for (const source of ['contact', 'smart-lead']) {
      const email = uniqueEmail('not-configured');
      expect(await invoke(backend, 'send-contact-email', contactLeadBody(source, email))).toEqual(REFUSED);
      expect(await leadsFor(backend, email)).toEqual([]);
    }
    expect(google.requests).toEqual([]);
  });

  it('still takes the forms that need no human check', async () => {
    const email = uniqueEmail('consultation');
    expect((await invoke(backend, 'send-contact-email', contactLeadBody('consultation', email, { humanCheckToken: undefined }))).status).toBe(200);
    expect(await leadsFor(backend, email)).toHaveLength(1);
  });
});
