import { describe, expect, it, vi } from 'vitest';
import { agreementDateOf } from '../rules/agreement-rules.ts';
import { expectedFingerprint } from '../rules/content/agreement-terms.ts';
import type { AgreementAcceptanceRequest } from '../rules/agreement-acceptance.ts';
import type { StoredQuote } from '../rules/agreement-quote.ts';
import { AGREEMENT_CONSENT_TEXT } from '../rules/content/agreement.ts';
import { aspirerQuizLead } from '../rules/schema-test-kit.ts';
import { HUMAN_CHECK_ISSUE, type HumanCheckResult } from '../infra/human-check.ts';
import type { LeadRecord, OutboxMessage } from './lead-intake.ts';
import { recordingRateLimiter, type FakeWaits } from './lead-intake-test-kit.ts';
import {
  CONSENT_MISMATCH_MESSAGE,
  createSubmitLeadHandler,
  FINGERPRINT_MISMATCH_MESSAGE,
  isAgreementBody,
  STALE_AGREEMENT_DATE_MESSAGE,
  UNKNOWN_PACKAGE_ISSUE,
  type AcceptanceRecord,
  type SubmitLeadDependencies,
} from './submit-lead.ts';

const NOW = new Date('2026-03-05T18:00:00Z');
const HUMAN_CHECK_REFUSED = { error: 'Validation failed', issues: [{ path: 'humanCheckToken', message: HUMAN_CHECK_ISSUE.message }] };

function fakes(
  waits: FakeWaits & { agreement?: number; copyDelay?: number | null } = {},
  humanCheck?: (token: string | undefined) => HumanCheckResult,
  storedQuotes: Record<string, StoredQuote> = {},
) {
  const leads: { lead: LeadRecord; messages: OutboxMessage[] }[] = [];
  const acceptances: AcceptanceRecord[] = [];
  const quotes = new Map<string, StoredQuote>(Object.entries(storedQuotes));
  const { limiter: rateLimiter, asked: limited } = recordingRateLimiter(waits);
  const deps: SubmitLeadDependencies = {
    store: {
      async submit(lead, messages) {
        leads.push({ lead, messages });
        return { lead_id: `lead-${leads.length}`, duplicate: false, message_ids: messages.map((_, index) => `message-${index}`) };
      },
      hasSubmission: async (id) => leads.some((entry) => entry.lead.client_submission_id === id),
    },
    rateLimiter,
    agreements: {
      async accept(lead, acceptance, messages) {
        leads.push({ lead, messages });
        acceptances.push(acceptance);
        return { lead_id: `lead-${leads.length}`, duplicate: false, message_ids: messages.map((_, index) => `message-${index}`), acceptance_id: 'acceptance-1' };
      },
      findQuote: async (id) => quotes.get(id) ?? null,
    },
    agreementLimiter: {
      takeForClient: async () => {
        limited.push('agreement');
        return waits.agreement ?? 0;
      },
      scheduleCopy: async () => (waits.copyDelay === undefined ? 0 : waits.copyDelay),
    },
    // The local check: a token passes, none is refused.
    humanCheck: { verify: async (token) => humanCheck?.(token) ?? (token ? { outcome: 'local' } : { outcome: 'refused', reason: 'no token' }) },
    dispatcher: { dispatch: async () => undefined },
    runInBackground: (task) => void task,
    settings: { siteUrl: 'https://www.example.com', brandName: 'Westside Growth' },
    now: () => NOW,
  };
  return { handler: createSubmitLeadHandler(deps), leads, acceptances, limited, deps };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/functions/v1/submit-lead', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function acceptance(overrides: Partial<AgreementAcceptanceRequest> = {}): Promise<AgreementAcceptanceRequest> {
  const date = agreementDateOf(NOW);
  return {
    type: 'agreement-accepted',
    package: 'Launch Package',
    monthlyInvestment: 1500,
    setupFee: 0,
    timestamp: NOW.toISOString(),
    agreementDate: date,
    name: 'Ann Signer',
    email: 'ann@example.com',
    termsFingerprint: await expectedFingerprint({ packageName: 'Launch Package', monthly: 1500, setup: 0, date }),
    consentText: AGREEMENT_CONSENT_TEXT,
    humanCheckToken: 'local-human-check:0b5cf1d4-6c2e-4f7a-9a51-3f0d2c9e8b17',
    ...overrides,
  };
}

describe('isAgreementBody', () => {
  it('tells an acceptance (it names a type) from a quiz lead', () => {
    expect(isAgreementBody({ type: 'agreement-accepted' })).toBe(true);
    expect(isAgreementBody({ type: 'something-else' })).toBe(true);
    expect(isAgreementBody(aspirerQuizLead)).toBe(false);
    expect(isAgreementBody(null)).toBe(false);
    expect(isAgreementBody([{ type: 'agreement-accepted' }])).toBe(false);
  });
});

describe('submit-lead: quiz lead', () => {
  it("stores the quiz's user type, answers and source, and queues the team's notification two minutes out", async () => {
    const { handler, leads } = fakes();
    const response = await handler(post(aspirerQuizLead));
    expect(await response.json()).toEqual({ success: true, leadId: 'lead-1' });
    const [stored] = leads;
    expect(stored?.lead).toMatchObject({ source: 'quiz', user_type: 'aspirer', industry: null, email: 'dana@example.com', quiz_answers: aspirerQuizLead.quiz_answers });
    expect(stored?.messages.map(({ kind, delay_seconds }) => ({ kind, delay_seconds }))).toEqual([
      { kind: 'team-notification', delay_seconds: 120 },
      { kind: 'visitor-confirmation', delay_seconds: undefined },
    ]);
    expect(stored?.messages[0]?.subject).toBe('New lead: Dana Kim (Aspirer quiz)');
  });

  it('answers a bad quiz lead with the field issues', async () => {
    const { handler, leads } = fakes();
    const response = await handler(post({ ...aspirerQuizLead, user_type: 'visitor' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: 'user_type', message: 'User type must be aspirer or owner' }] });
    expect(leads).toEqual([]);
  });
});

describe('submit-lead: agreement acceptance', () => {
  it('stores the evidence: terms text, fingerprint, consent wording, the client’s IP and user agent', async () => {
    const { handler, acceptances, leads } = fakes();
    const body = await acceptance();
    const response = await handler(post(body, { 'x-forwarded-for': '198.51.100.4', 'user-agent': 'TestAgent/1.0' }));
    expect(await response.json()).toEqual({ success: true, leadId: 'lead-1' });
    expect(acceptances[0]).toMatchObject({
      package_name: 'Launch Package',
      monthly_investment: 1500,
      setup_fee: 0,
      terms_fingerprint: body.termsFingerprint,
      consent_text: body.consentText,
      ip_address: '198.51.100.4',
      user_agent: 'TestAgent/1.0',
    });
    expect(acceptances[0]?.terms_text).toContain('The Client will pay a monthly investment of $1,500');
    expect(leads[0]?.lead).toMatchObject({ source: 'agreement', details: { package: 'Launch Package', monthlyInvestment: 1500, setupFee: 0, human_check: 'local' } });
    // The team hears at once: no notify-new-lead call follows an acceptance.
    expect(leads[0]?.messages.map((message) => [message.kind, message.delay_seconds])).toEqual([
      ['team-notification', undefined],
      ['agreement-copy', undefined],
    ]);
  });

  it('refuses a fingerprint of other terms', async () => {
    const { handler, acceptances } = fakes();
    const response = await handler(post(await acceptance({ setupFee: 500 })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'termsFingerprint', message: FINGERPRINT_MISMATCH_MESSAGE }] });
    expect(acceptances).toEqual([]);
  });

  it("accepts yesterday's date (a page opened before midnight) but not the day before", async () => {
    const { handler } = fakes();
    const yesterday = '2026-03-04';
    const dayBefore = '2026-03-03';
    const fingerprintFor = (date: string) => expectedFingerprint({ packageName: 'Launch Package', monthly: 1500, setup: 0, date });
    const ok = await handler(post(await acceptance({ agreementDate: yesterday, termsFingerprint: await fingerprintFor(yesterday) })));
    expect(ok.status).toBe(200);
    const stale = await handler(post(await acceptance({ agreementDate: dayBefore, termsFingerprint: await fingerprintFor(dayBefore) })));
    expect(await stale.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'agreementDate', message: STALE_AGREEMENT_DATE_MESSAGE }] });
  });

  it('stores a filled honeypot as spam, without an acceptance or e-mails, and answers success without an id', async () => {
    const { handler, acceptances, leads } = fakes();
    const response = await handler(post(await acceptance({ website: 'https://spam.example' })));
    expect(await response.json()).toEqual({ success: true });
    expect(acceptances).toEqual([]);
    expect(leads[0]?.lead).toMatchObject({ is_spam: true, spam_reason: 'honeypot' });
    expect(leads[0]?.messages).toEqual([]);
  });
});

describe('submit-lead: abuse controls', () => {
  it('counts each request once against the function’s client limit and its limit for everyone, whichever branch it takes', async () => {
    const { handler, limited } = fakes();
    await handler(post(aspirerQuizLead));
    await handler(post(await acceptance()));
    expect(limited).toEqual(['client:submit-lead', 'email:dana@example.com', 'everyone:submit-lead', 'client:submit-lead', 'email:ann@example.com', 'everyone:submit-lead', 'agreement']);
  });

  it('answers 429 with Retry-After to a client over its limit, quiz or agreement, and stores nothing', async () => {
    const { handler, leads } = fakes({ client: 300 });
    for (const body of [aspirerQuizLead, await acceptance()]) {
      const response = await handler(post(body));
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('300');
    }
    expect(leads).toEqual([]);
  });

  it('answers 429 to an address over its limit on an agreement, but not to the retry of a stored acceptance', async () => {
    const { handler, leads, acceptances } = fakes({ email: 900 });
    const refused = await handler(post(await acceptance({ clientSubmissionId: '4f7c0f8e-8f0a-4c65-9d5e-0d1c8f3b2a11' })));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(acceptances).toEqual([]);
    leads.push({ lead: { client_submission_id: '4f7c0f8e-8f0a-4c65-9d5e-0d1c8f3b2a11' } as LeadRecord, messages: [] });
    const retry = await handler(post(await acceptance({ clientSubmissionId: '4f7c0f8e-8f0a-4c65-9d5e-0d1c8f3b2a11' })));
    expect(retry.status).toBe(200);
  });

  it('stores an agreement accepted under 3 s after the page showed it as spam: no acceptance, no e-mail, no id', async () => {
    const { handler, acceptances, leads } = fakes();
    const response = await handler(post(await acceptance({ formElapsedMs: 1200 })));
    expect(await response.json()).toEqual({ success: true });
    expect(acceptances).toEqual([]);
    expect(leads[0]?.lead).toMatchObject({ is_spam: true, spam_reason: 'too-fast', details: { package: 'Launch Package', form_elapsed_ms: 1200 } });
    expect(leads[0]?.messages).toEqual([]);
  });

  it('takes an agreement accepted after 3 s as a person’s', async () => {
    const { handler, acceptances } = fakes();
    const response = await handler(post(await acceptance({ formElapsedMs: 60_000 })));
    expect(await response.json()).toEqual({ success: true, leadId: 'lead-1' });
    expect(acceptances).toHaveLength(1);
  });
});

describe('submit-lead: the agreement e-mails carry only the server’s words', () => {
  const PHISHING = 'ACTION REQUIRED: verify your bank details at https://evil.example/login';

  /** Every part of every message the request queued. */
  const mailText = (messages: OutboxMessage[] | undefined) => (messages ?? []).flatMap((message) => [message.subject, message.html, message.text_body]).join('\n');

  it('refuses a package the agency does not offer with a field issue, and stores and sends nothing', async () => {
    const { handler, leads, acceptances } = fakes();
    const date = agreementDateOf(NOW);
    const hostile = await acceptance({
      package: PHISHING,
      termsFingerprint: await expectedFingerprint({ packageName: PHISHING, monthly: 1500, setup: 0, date }),
      consentText: `I agree. ${PHISHING}`,
    });
    const response = await handler(post(hostile, { 'user-agent': PHISHING, 'x-forwarded-for': '198.51.100.4' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Validation failed', issues: [UNKNOWN_PACKAGE_ISSUE] });
    expect(leads).toEqual([]);
    expect(acceptances).toEqual([]);
  });

  it.each(['growth engine', 'Growth Engine Plus', 'Custom', 'Launch Package!'])('refuses %j: only the site’s own spellings are packages', async (name) => {
    const { handler, leads } = fakes();
    const date = agreementDateOf(NOW);
    const response = await handler(post(await acceptance({ package: name, termsFingerprint: await expectedFingerprint({ packageName: name, monthly: 1500, setup: 0, date }) })));
    expect(await response.json()).toEqual({ error: 'Validation failed', issues: [UNKNOWN_PACKAGE_ISSUE] });
    expect(leads).toEqual([]);
  });

  it.each(['Launch Package', 'Growth Package', 'Leader Package', 'Launch Pad', 'Growth Engine', 'Market Leader', 'Custom Package'])(
    'accepts %j, a package the site links to',
    async (name) => {
      const { handler, acceptances } = fakes();
      const date = agreementDateOf(NOW);
      const response = await handler(post(await acceptance({ package: name, termsFingerprint: await expectedFingerprint({ packageName: name, monthly: 1500, setup: 0, date }) })));
      expect(response.status).toBe(200);
      expect(acceptances[0]?.package_name).toBe(name);
    },
  );

  it('refuses consent wording other than the site’s, and stores nothing', async () => {
    const { handler, leads } = fakes();
    const response = await handler(post(await acceptance({ consentText: `I agree. ${PHISHING}` })));
    expect(await response.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'consentText', message: CONSENT_MISMATCH_MESSAGE }] });
    expect(leads).toEqual([]);
  });

  it('e-mails neither the user agent nor the IP address, nor the signer’s words beyond a safe first name, and stores them as evidence', async () => {
    const { handler, leads, acceptances } = fakes();
    const body = await acceptance({ name: 'Visit Evil Example Now Today', email: 'stranger@example.com' });
    const response = await handler(post(body, { 'user-agent': `Mozilla/5.0 ${PHISHING}`, 'x-forwarded-for': '198.51.100.4' }));
    expect(response.status).toBe(200);
    expect(acceptances[0]).toMatchObject({ user_agent: `Mozilla/5.0 ${PHISHING}`, ip_address: '198.51.100.4', signer_name: 'Visit Evil Example Now Today' });

    const messages = leads[0]?.messages ?? [];
    const copy = messages.find((message) => message.kind === 'agreement-copy');
    expect(copy?.to_address).toBe('stranger@example.com');
    const copyText = mailText(copy ? [copy] : []);
    expect(copy?.subject).toBe('Your service agreement: Launch Package – Westside Growth');
    expect(copy?.text_body).toMatch(/^Hi Visit,\n/);
    expect(copyText).not.toContain('Evil Example Now Today');
    // Neither the copy nor the team's notification carries the user agent or the address.
    for (const text of [copyText, mailText(messages)]) {
      expect(text).not.toContain('Mozilla/5.0');
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('198.51.100.4');
    }
    expect(copy?.text_body).toContain(`Consent wording: ${AGREEMENT_CONSENT_TEXT}`);
  });

  describe('the agency’s quote', () => {
    const QUOTE_ID = '8d0f6b1e-3c4a-4e5b-9f7a-2b1c0d9e8f7a';
    const quoted: StoredQuote = { package_name: 'Launch Package', monthly_investment: 1500, setup_fee: 0 };
    const copyOf = (messages: OutboxMessage[] = []) => messages.find((message) => message.kind === 'agreement-copy')?.text_body ?? '';
    const teamOf = (messages: OutboxMessage[] = []) => messages.find((message) => message.kind === 'team-notification')?.text_body ?? '';

    it('records an acceptance of exactly the quoted package and amounts as quoted by the agency', async () => {
      const { handler, leads, acceptances } = fakes({}, undefined, { [QUOTE_ID]: quoted });
      expect((await handler(post(await acceptance({ quote: QUOTE_ID })))).status).toBe(200);
      expect(acceptances[0]?.quote_id).toBe(QUOTE_ID);
      expect(leads[0]?.lead.details).toMatchObject({ amountsQuoted: true });
      expect(copyOf(leads[0]?.messages)).toContain('Amounts: Quoted by the agency');
      expect(copyOf(leads[0]?.messages)).not.toContain('to be confirmed');
    });

    it.each([
      ['a quoted link with its amounts edited', { quote: QUOTE_ID, monthlyInvestment: 1_000_000 }],
      ['a quoted link with its package edited', { quote: QUOTE_ID, package: 'Leader Package' }],
      ['a link that names no quote the agency made', { quote: '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b' }],
      ['a link without a quote', {}],
    ] as const)('stores %s, as not quoted by the agency, and tells signer and team the amounts are to be confirmed', async (_label, overrides) => {
      const { handler, leads, acceptances } = fakes({}, undefined, { [QUOTE_ID]: quoted });
      const body = await acceptance(overrides);
      const terms = { packageName: body.package, monthly: body.monthlyInvestment, setup: body.setupFee, date: body.agreementDate };
      expect((await handler(post({ ...body, termsFingerprint: await expectedFingerprint(terms) }))).status).toBe(200);
      expect(acceptances).toHaveLength(1);
      expect(acceptances[0]?.quote_id).toBeNull();
      expect(leads[0]?.lead.details).toMatchObject({ amountsQuoted: false });
      expect(copyOf(leads[0]?.messages)).toContain('Amounts: Not quoted by the agency: to be confirmed');
      expect(copyOf(leads[0]?.messages)).toContain('not quoted by Westside Growth for this agreement link, so they are to be confirmed');
      expect(teamOf(leads[0]?.messages)).toContain('Amounts: Not quoted by the agency: to be confirmed');
    });

    it('answers 503 and stores nothing when the quote cannot be read', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { handler, leads, deps } = fakes();
        deps.agreements.findQuote = async () => {
          throw new Error('connection refused');
        };
        expect((await handler(post(await acceptance({ quote: QUOTE_ID })))).status).toBe(503);
        expect(leads).toEqual([]);
      } finally {
        error.mockRestore();
      }
    });
  });

  it('tells the team the human check’s outcome and the browser’s time; the signer’s copy has the server’s time only', async () => {
    const { handler, leads } = fakes();
    const body = await acceptance({ timestamp: '2026-03-05T17:59:58.000Z' });
    await handler(post(body));
    const team = leads[0]?.messages.find((message) => message.kind === 'team-notification');
    const copy = leads[0]?.messages.find((message) => message.kind === 'agreement-copy');
    expect(team?.text_body).toContain('Human check: Local check (no reCAPTCHA configured)');
    expect(team?.text_body).toContain('Accepted at (browser): 2026-03-05T17:59:58.000Z');
    expect(copy?.text_body).toContain(`Accepted at: ${NOW.toISOString()}`);
    expect(copy?.text_body).not.toContain('2026-03-05T17:59:58.000Z');
  });
});

describe('submit-lead: an acceptance needs the human check and stays under the caps', () => {
  it('refuses an acceptance without a human-check token with the human check’s message, and stores and sends nothing', async () => {
    const { handler, leads, acceptances, limited } = fakes();
    const response = await handler(post(await acceptance({ humanCheckToken: undefined })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(HUMAN_CHECK_REFUSED);
    expect(leads).toEqual([]);
    expect(acceptances).toEqual([]);
    // A refused request spends nothing of the agreement caps.
    expect(limited).not.toContain('agreement');
  });

  it('lets the retry of a stored acceptance through when its token is refused as spent', async () => {
    const submissionId = '4f7c0f8e-8f0a-4c65-9d5e-0d1c8f3b2a11';
    const { handler, leads } = fakes({}, () => ({ outcome: 'refused', reason: 'token already used' }));
    leads.push({ lead: { client_submission_id: submissionId } as LeadRecord, messages: [] });
    const response = await handler(post(await acceptance({ clientSubmissionId: submissionId })));
    expect(await response.json()).toEqual({ success: true });
    expect(leads).toHaveLength(1);
  });

  it('stores an acceptance while Google is unreachable as unverified, and warns the team', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { handler, leads } = fakes({}, () => ({ outcome: 'unavailable', reason: 'siteverify answered 503' }));
      expect((await handler(post(await acceptance()))).status).toBe(200);
      expect(leads[0]?.lead.details).toMatchObject({ human_check: 'unverified' });
      const team = leads[0]?.messages.find((message) => message.kind === 'team-notification');
      expect(team?.text_body).toContain('without a verified human check');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('human check unavailable'));
    } finally {
      warn.mockRestore();
    }
  });

  it('stores the acceptance when everyone’s cap is reached, with the signer’s copy due when its hour comes', async () => {
    const { handler, leads, acceptances } = fakes({ copyDelay: 1800 });
    expect((await handler(post(await acceptance()))).status).toBe(200);
    expect(acceptances).toHaveLength(1);
    const messages = leads[0]?.messages ?? [];
    expect(messages.find((message) => message.kind === 'agreement-copy')?.delay_seconds).toBe(1800);
    expect(messages.find((message) => message.kind === 'team-notification')?.delay_seconds).toBeUndefined();
  });

  it('stores the acceptance without its copy when no hour of the next day has room', async () => {
    const { handler, leads, acceptances } = fakes({ copyDelay: null });
    expect((await handler(post(await acceptance()))).status).toBe(200);
    expect(acceptances).toHaveLength(1);
    expect(leads[0]?.messages.map((message) => message.kind)).toEqual(['team-notification']);
  });

  it('answers 429 with Retry-After when the client’s agreement cap is reached, and stores and sends nothing', async () => {
    const { handler, leads, acceptances } = fakes({ agreement: 1800 });
    const response = await handler(post(await acceptance()));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1800');
    expect(await response.json()).toEqual({ error: 'Too many requests. Please try again in a few minutes.' });
    expect(leads).toEqual([]);
    expect(acceptances).toEqual([]);
  });

  it('lets the retry of a stored acceptance through the caps', async () => {
    const submissionId = '4f7c0f8e-8f0a-4c65-9d5e-0d1c8f3b2a11';
    const { handler, leads } = fakes({ agreement: 1800 });
    leads.push({ lead: { client_submission_id: submissionId } as LeadRecord, messages: [] });
    expect((await handler(post(await acceptance({ clientSubmissionId: submissionId })))).status).toBe(200);
  });

  it('does not count a spam acceptance against the caps: it e-mails no one', async () => {
    const { handler, limited } = fakes({ agreement: 1800 });
    const response = await handler(post(await acceptance({ website: 'https://spam.example' })));
    expect(await response.json()).toEqual({ success: true });
    expect(limited).not.toContain('agreement');
  });
});
