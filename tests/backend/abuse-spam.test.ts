/**
 * Bots against the local backend: a form sent under 3 s after it appeared and a filled
 * honeypot are stored flagged and e-mailed to no one (a booking also holds no slot); a human-check token
 * serves one submission, the local check's and Google's alike, also while Google is down; and a token
 * ledger that fails lets the lead in.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { HUMAN_CHECK_ISSUE, humanCheckFromEnv, tokenHash } from '../../supabase/functions/_shared/infra/human-check.ts';
import { leadIntakeDependenciesFromEnv } from '../../supabase/functions/_shared/handlers/lead-intake.ts';
import { createSendContactEmailHandler } from '../../supabase/functions/_shared/handlers/send-contact-email.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/rules/submission.ts';
import type { TestBackend } from './harness.ts';
import {
  agreementBody,
  bookingBody,
  contactBody,
  contactLeadBody,
  exitIntentBody,
  invoke,
  leadsFor,
  mailTo,
  outboxFor,
  quizBody,
  resourceBody,
  startLeadBackend,
  teamMailAbout,
  uniqueEmail,
} from './lead-test-kit.ts';

const NO_LIMITS = {
  LEAD_RATE_LIMIT_PER_IP: '100000',
  LEAD_RATE_LIMIT_PER_FUNCTION: '100000',
  LEAD_RATE_LIMIT_PER_EMAIL: '100000',
  BOOKING_LIVE_LIMIT_PER_IP: '100000',
};
const REFUSED = { status: 400, body: { error: 'Validation failed', issues: [HUMAN_CHECK_ISSUE] } };

async function bookingsFor(backend: TestBackend, email: string): Promise<unknown[]> {
  const { data, error } = await backend.serviceClient().from('call_bookings').select('id').eq('email', email.toLowerCase());
  if (error) throw error;
  return data;
}

describe('too fast and honeypot', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startLeadBackend({ secrets: NO_LIMITS });
  });
  afterAll(() => backend.stop());

  const forms = [
    { label: 'send-contact-email', name: 'send-contact-email', body: contactBody },
    { label: 'submit-resource-download', name: 'submit-resource-download', body: resourceBody },
    { label: 'exit-intent-signup', name: 'exit-intent-signup', body: exitIntentBody },
    { label: 'submit-lead (quiz)', name: 'submit-lead', body: quizBody },
    { label: 'submit-lead (agreement)', name: 'submit-lead', body: agreementBody },
    { label: 'book-call', name: 'book-call', body: bookingBody },
  ];

  const cases = forms.flatMap((form) => [
    { ...form, reason: 'too-fast', overrides: { formElapsedMs: 2999 } },
    { ...form, reason: 'honeypot', overrides: { website: 'https://cheap-pills.example', formElapsedMs: 20_000 } },
  ]);

  it.each(cases)('$label: stores a $reason submission flagged, answers a bare success and e-mails no one', async ({ name, body, reason, overrides }) => {
    const email = uniqueEmail(reason);
    expect(await invoke(backend, name, await body(email, overrides))).toEqual({ status: 200, body: { success: true } });
    await settleBackgroundTasks();

    const leads = await leadsFor(backend, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ is_spam: true, spam_reason: reason });
    expect(await outboxFor(backend, leads[0]?.id ?? '')).toEqual([]);
    expect(await mailTo(backend, email)).toEqual([]);
    expect(await teamMailAbout(backend, email)).toEqual([]);
    if (name === 'book-call') expect(await bookingsFor(backend, email)).toEqual([]);
  });

  it('books nothing for a too-fast booking: its slot stays free for a person', async () => {
    const bot = uniqueEmail('fast-bot');
    const request = bookingBody(bot, { formElapsedMs: 400 });
    expect((await invoke(backend, 'book-call', request)).status).toBe(200);
    const person = uniqueEmail('person');
    const answer = await invoke(backend, 'book-call', {
      ...request,
      email: person,
      clientSubmissionId: randomUUID(),
      humanCheckToken: newLocalHumanCheckToken(),
      formElapsedMs: 45_000,
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true, bookingId: expect.any(String) } });
    expect(await bookingsFor(backend, person)).toHaveLength(1);
  });

  it('treats a form sent after 3 s as a person’s: stored as a lead and e-mailed', async () => {
    const email = uniqueEmail('human-speed');
    expect(await invoke(backend, 'send-contact-email', contactBody(email, { formElapsedMs: 3000 }))).toEqual({ status: 200, body: { success: true } });
    await settleBackgroundTasks();
    expect(await leadsFor(backend, email)).toMatchObject([{ is_spam: false, spam_reason: null }]);
    expect(await mailTo(backend, email)).toHaveLength(1);
    expect(await teamMailAbout(backend, email)).toHaveLength(1);
  });
});

describe('the ledger of spent human-check tokens (the local check)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startLeadBackend({ secrets: NO_LIMITS });
  });
  afterAll(() => backend.stop());

  it('refuses a token already spent on another submission, from either contact form, and stores nothing', async () => {
    const token = newLocalHumanCheckToken();
    const first = uniqueEmail('first');
    expect((await invoke(backend, 'send-contact-email', contactBody(first, { humanCheckToken: token }))).status).toBe(200);

    for (const source of ['contact', 'smart-lead']) {
      const second = uniqueEmail(`reused-${source}`);
      expect(await invoke(backend, 'send-contact-email', contactLeadBody(source, second, { humanCheckToken: token }))).toEqual(REFUSED);
      expect(await leadsFor(backend, second)).toEqual([]);
    }
  });

  it('lets the same submission present its token again, one at a time or racing, and stores it once', async () => {
    const email = uniqueEmail('double-click');
    const body = contactBody(email);
    const answers = await Promise.all([1, 2, 3].map(() => invoke(backend, 'send-contact-email', body)));
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 200, body: { success: true } })));
    expect(await invoke(backend, 'send-contact-email', body)).toEqual({ status: 200, body: { success: true } });
    expect(await leadsFor(backend, email)).toHaveLength(1);
  });

  it('refuses the fixed token of earlier versions: every tick makes a new one', async () => {
    expect(await invoke(backend, 'send-contact-email', contactBody(uniqueEmail('old-token'), { humanCheckToken: 'local-human-check' }))).toEqual(REFUSED);
  });

  it('keeps only the token’s SHA-256', async () => {
    const token = newLocalHumanCheckToken();
    await invoke(backend, 'send-contact-email', contactBody(uniqueEmail('hash'), { humanCheckToken: token }));
    const { rows } = await backend.db.query<{ token_hash: string }>('select token_hash from private.spent_human_check_tokens');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    expect(rows.some((row) => row.token_hash.includes(token.split(':')[1] ?? token))).toBe(false);
  });

  it('fails open: with the ledger unavailable the lead is stored, checked locally, and the failure logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await backend.db.exec('revoke execute on function public.spend_human_check_token(text, uuid) from service_role');
    const email = uniqueEmail('ledger-down');
    try {
      expect(await invoke(backend, 'send-contact-email', contactBody(email))).toEqual({ status: 200, body: { success: true } });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^human check: the ledger of spent tokens failed \(.+\); accepting the token unrecorded$/));
    } finally {
      await backend.db.exec('grant execute on function public.spend_human_check_token(text, uuid) to service_role');
      warn.mockRestore();
    }
    expect(await leadsFor(backend, email)).toMatchObject([{ is_spam: false, details: { human_check: 'local' } }]);
  });
});

describe('the ledger of spent human-check tokens (reCAPTCHA)', () => {
  const google = { down: false };
  // Google's siteverify: any token it has not seen verifies for our site; a token seen before is
  // timeout-or-duplicate, as Google answers; `down` makes it unreachable.
  const seen = new Set<string>();
  const siteverify = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (google.down) throw new TypeError('fetch failed');
    const token = new URLSearchParams(String(init?.body ?? '')).get('response') ?? '';
    if (seen.has(token)) return Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    seen.add(token);
    return Response.json({ success: true, challenge_ts: new Date().toISOString(), hostname: 'www.example.com' });
  }) as typeof fetch;

  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startLeadBackend({
      secrets: { ...NO_LIMITS, RECAPTCHA_SECRET_KEY: 'test-secret' },
      functions: {
        'send-contact-email': (env) => createSendContactEmailHandler({ ...leadIntakeDependenciesFromEnv(env), humanCheck: humanCheckFromEnv(env, siteverify) }),
      },
    });
  });
  afterAll(() => backend.stop());

  it('refuses a token replayed for another submission while Google cannot be reached, which alone would pass it unverified', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    google.down = true;
    try {
      const first = uniqueEmail('outage-first');
      expect((await invoke(backend, 'send-contact-email', contactBody(first, { humanCheckToken: 'token-solved-once' }))).status).toBe(200);
      expect(await leadsFor(backend, first)).toMatchObject([{ details: { human_check: 'unverified' } }]);

      const replay = uniqueEmail('outage-replay');
      expect(await invoke(backend, 'send-contact-email', contactBody(replay, { humanCheckToken: 'token-solved-once' }))).toEqual(REFUSED);
      expect(await leadsFor(backend, replay)).toEqual([]);
    } finally {
      google.down = false;
      warn.mockRestore();
    }
  });

  it('records a token Google verified in the ledger, and refuses it for another submission', async () => {
    expect((await invoke(backend, 'send-contact-email', contactBody(uniqueEmail('google-first'), { humanCheckToken: 'token-two' }))).status).toBe(200);
    const { rows } = await backend.db.query('select 1 from private.spent_human_check_tokens where token_hash = $1', [await tokenHash('token-two')]);
    expect(rows).toHaveLength(1);
    const replay = uniqueEmail('google-replay');
    expect(await invoke(backend, 'send-contact-email', contactBody(replay, { humanCheckToken: 'token-two' }))).toEqual(REFUSED);
    expect(await leadsFor(backend, replay)).toEqual([]);
  });
});
