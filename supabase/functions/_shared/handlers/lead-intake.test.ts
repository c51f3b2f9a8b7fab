import { describe, expect, it, vi } from 'vitest';
import { createExitIntentSignupHandler } from './exit-intent-signup.ts';
import { HUMAN_CHECK_ISSUE, type HumanCheck, type HumanCheckResult } from '../infra/human-check.ts';
import type { Handler } from '../infra/http.ts';
import {
  DEFAULT_BRAND_NAME,
  leadIntakeSettingsFromEnv,
  siteUrlFor,
  STORE_FAILED_MESSAGE,
  type LeadIntakeDependencies,
  type LeadRecord,
  type OutboxMessage,
} from './lead-intake.ts';
import { RATE_LIMITED_MESSAGE } from '../infra/rate-limit.ts';
import { recordingRateLimiter, type FakeWaits } from './lead-intake-test-kit.ts';
import { confirmationKindFor, createSendContactEmailHandler } from './send-contact-email.ts';
import { siteIdentity } from '../rules/content/site-identity.ts';
import { createSubmitResourceDownloadHandler } from './submit-resource-download.ts';
import { sendContactEmailRequestSchema } from '../rules/submission.ts';

/** Fake dependencies that record what the pipeline stored and dispatched. */
function fakes({
  humanCheck = { outcome: 'local' },
  failStore = false,
  waits = {},
}: { humanCheck?: HumanCheckResult; failStore?: boolean; waits?: FakeWaits } = {}) {
  const stored: { lead: LeadRecord; messages: OutboxMessage[] }[] = [];
  const { limiter, asked } = recordingRateLimiter(waits);
  const dispatched: string[][] = [];
  const backgroundLabels: string[] = [];
  const verify = vi.fn<HumanCheck['verify']>(async () => humanCheck);
  const deps: LeadIntakeDependencies = {
    store: {
      async submit(lead, messages) {
        if (failStore) throw new Error('connection refused');
        const duplicate = lead.client_submission_id !== null && stored.some((entry) => entry.lead.client_submission_id === lead.client_submission_id);
        if (duplicate) return { lead_id: 'lead-1', duplicate: true, message_ids: [] };
        stored.push({ lead, messages });
        return { lead_id: `lead-${stored.length}`, duplicate: false, message_ids: messages.map((_, index) => `message-${stored.length}-${index}`) };
      },
      hasSubmission: async (id) => stored.some((entry) => entry.lead.client_submission_id === id),
    },
    humanCheck: { verify },
    rateLimiter: limiter,
    dispatcher: {
      dispatch: async (ids = []) => {
        dispatched.push(ids);
        return { sent: ids.length, retried: 0, failed: 0 };
      },
    },
    runInBackground: (task, label) => {
      backgroundLabels.push(label);
      void task;
    },
    settings: { siteUrl: 'https://www.example.com', brandName: 'Westside Growth' },
  };
  return { deps, stored, dispatched, backgroundLabels, verify, asked };
}

function post(handler: Handler, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return handler(
    new Request('http://localhost/functions/v1/fn', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const SUBMISSION_ID = '4f7c0f8e-8f0a-4c65-9d5e-0d1c8f3b2a11';

const contactBody = {
  source: 'contact',
  name: 'Ann Archer',
  email: 'Ann@Example.com',
  phone: '(555) 010-0000',
  challenge: 'Not enough leads',
  recommendedService: 'The Growth Accelerator',
  humanCheckToken: 'token',
  clientSubmissionId: SUBMISSION_ID,
  attribution: { utm_source: 'google', utm_medium: 'cpc', gclid: '' },
};

/** A valid body of each form send-contact-email takes, with the standard form's envelope. */
const envelope = { humanCheckToken: 'token', clientSubmissionId: SUBMISSION_ID };
const smartBody = {
  source: 'smart-lead',
  name: 'Maria Elena Lopez',
  email: 'maria@example.com',
  company: 'Lopez Dental',
  urgency: 'immediate',
  budget: '5000-15000',
  leadSource: 'Referral',
  primaryGoal: 'revenue',
  challenges: 'Phones are quiet.\nWeekends are worst.',
  ...envelope,
};
const consultationBody = { source: 'consultation', name: 'Cher', email: 'cher@example.com', phone: '555 0102', company: '', service: 'Google Advertising', ...envelope };
const onboardingBody = {
  source: 'onboarding',
  goal: 'ai-calls',
  company: 'Smile Dental',
  industry: 'Healthcare',
  email: 'owner@smiledental.example',
  budget: '25000+',
  timeline: '1-3 months',
  details: 'We miss calls after 5 pm.',
  ...envelope,
};
const bodyOf = { contact: contactBody, 'smart-lead': smartBody, consultation: consultationBody, onboarding: onboardingBody } as const;

describe('the lead pipeline (send-contact-email)', () => {
  it('answers the CORS preflight and refuses methods other than POST', async () => {
    const handler = createSendContactEmailHandler(fakes().deps);
    expect((await handler(new Request('http://localhost/fn', { method: 'OPTIONS' }))).status).toBe(204);
    const get = await handler(new Request('http://localhost/fn'));
    expect(get.status).toBe(405);
  });

  it('stores the lead with its details, attribution and submission id, and queues the team’s and the visitor’s e-mails', async () => {
    const { deps, stored } = fakes();
    const response = await post(createSendContactEmailHandler(deps), contactBody);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.lead).toEqual({
      source: 'contact',
      name: 'Ann Archer',
      email: 'ann@example.com',
      phone: '(555) 010-0000',
      company: null,
      message: null,
      priority: null,
      budget_min_cents: null,
      budget_max_cents: null,
      user_type: null,
      industry: null,
      details: { challenge: 'Not enough leads', recommendedService: 'The Growth Accelerator', human_check: 'local' },
      attribution: { utm_source: 'google', utm_medium: 'cpc' },
      quiz_answers: null,
      is_spam: false,
      spam_reason: null,
      client_submission_id: SUBMISSION_ID,
    });
    const [team, visitor] = stored[0]?.messages ?? [];
    expect(team).toMatchObject({ kind: 'team-notification', to_address: null, reply_to: 'ann@example.com', subject: 'New lead: Ann Archer (Contact form)' });
    expect(team?.text_body).toContain('Recommended service: The Growth Accelerator');
    expect(team?.text_body).toContain('Biggest challenge: Not enough leads');
    expect(team?.text_body).toContain('utm_source: google');
    expect(team?.text_body).toContain('Human check: Local check');
    expect(team?.html).toContain('href="https://www.example.com/admin"');
    expect(visitor).toMatchObject({ kind: 'visitor-confirmation', to_address: 'ann@example.com', reply_to: null });
    expect(visitor?.text_body).toContain('within 24 hours');
  });

  it('dispatches the queued messages in the background, after answering', async () => {
    const { deps, dispatched, backgroundLabels } = fakes();
    await post(createSendContactEmailHandler(deps), contactBody);
    expect(dispatched).toEqual([['message-1-0', 'message-1-1']]);
    expect(backgroundLabels).toEqual(['send-contact-email: dispatch e-mails of lead lead-1']);
  });

  it('answers a repeated submission id like the first and queues nothing again', async () => {
    const { deps, stored, dispatched } = fakes();
    const handler = createSendContactEmailHandler(deps);
    expect((await post(handler, contactBody)).status).toBe(200);
    const again = await post(handler, contactBody);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true });
    expect(stored).toHaveLength(1);
    expect(dispatched).toHaveLength(1);
  });

  it('answers 400 with the schema’s issues and stores nothing', async () => {
    const { deps, stored, verify } = fakes();
    const response = await post(createSendContactEmailHandler(deps), { ...contactBody, name: 'R2-D2', challenge: 'short' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Validation failed',
      issues: [
        { path: 'name', message: 'Name can only contain letters, spaces, hyphens, and apostrophes' },
        { path: 'challenge', message: 'Please choose your biggest challenge' },
      ],
    });
    expect(stored).toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a failed human check with the human check’s issue and stores nothing', async () => {
    const { deps, stored } = fakes({ humanCheck: { outcome: 'refused', reason: 'invalid-input-response' } });
    const response = await post(createSendContactEmailHandler(deps), contactBody);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Validation failed',
      issues: [{ path: 'humanCheckToken', message: HUMAN_CHECK_ISSUE.message }],
    });
    expect(stored).toHaveLength(0);
  });

  it('passes the token and the visitor’s address, as the platform’s edge names it, to the human check', async () => {
    const { deps, verify } = fakes();
    await post(createSendContactEmailHandler(deps), contactBody, { 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '192.0.2.1, 203.0.113.9' });
    expect(verify).toHaveBeenCalledWith('token', '203.0.113.9', SUBMISSION_ID);
  });

  it('asks for the human check only on the contact section’s two forms', async () => {
    for (const [source, checked] of [['contact', true], ['smart-lead', true], ['consultation', false], ['onboarding', false]] as const) {
      const { deps, verify, stored } = fakes({ humanCheck: { outcome: 'refused', reason: 'no token' } });
      const response = await post(createSendContactEmailHandler(deps), { ...bodyOf[source], humanCheckToken: undefined });
      expect(response.status, source).toBe(checked ? 400 : 200);
      expect(verify).toHaveBeenCalledTimes(checked ? 1 : 0);
      if (!checked) expect(stored[0]?.lead.details).not.toHaveProperty('human_check');
    }
  });

  it('answers success for a retry of a stored submission even though its single-use token is spent', async () => {
    const { deps, stored } = fakes();
    const handler = createSendContactEmailHandler(deps);
    await post(handler, contactBody);
    deps.humanCheck = { verify: async () => ({ outcome: 'refused', reason: 'timeout-or-duplicate' }) };
    const retry = await post(createSendContactEmailHandler(deps), contactBody);
    expect(retry.status).toBe(200);
    expect(stored).toHaveLength(1);
  });

  it('keeps the lead when Google cannot be reached, flagged unverified for the team', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, stored } = fakes({ humanCheck: { outcome: 'unavailable', reason: 'siteverify answered 503' } });
    const response = await post(createSendContactEmailHandler(deps), contactBody);
    expect(response.status).toBe(200);
    expect(stored[0]?.lead.details).toMatchObject({ human_check: 'unverified' });
    const team = stored[0]?.messages[0];
    expect(team?.text_body).toContain('accepted without a verified human check');
    expect(team?.text_body).toContain('Human check: NOT verified');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('siteverify answered 503'));
  });

  it('stores a filled honeypot as spam, answers like a success and e-mails no one', async () => {
    const { deps, stored, dispatched } = fakes();
    const response = await post(createSendContactEmailHandler(deps), { ...contactBody, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(stored[0]?.lead).toMatchObject({ is_spam: true, spam_reason: 'honeypot' });
    expect(stored[0]?.messages).toEqual([]);
    expect(dispatched).toEqual([]);
  });

  it('answers 503 without details when the database fails, so the visitor can retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = fakes({ failStore: true });
    const response = await post(createSendContactEmailHandler(deps), contactBody);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: STORE_FAILED_MESSAGE });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('connection refused'));
  });

  it('promises contact within 2 hours to a high-priority smart lead', async () => {
    const { deps, stored } = fakes();
    await post(createSendContactEmailHandler(deps), smartBody);
    expect(stored[0]?.lead).toMatchObject({ priority: 'high' });
    expect(stored[0]?.messages[0]?.subject).toBe('New lead: Maria Elena Lopez (Smart qualification form)');
    expect(stored[0]?.messages[1]?.text_body).toContain('within 2 hours');
  });

  it('stores the smart form’s answers as data: the priority from the urgency, the budget in cents, the challenges as the message', async () => {
    const { deps, stored } = fakes();
    await post(createSendContactEmailHandler(deps), smartBody);
    expect(stored[0]?.lead).toMatchObject({
      name: 'Maria Elena Lopez',
      company: 'Lopez Dental',
      phone: null,
      message: 'Phones are quiet.\nWeekends are worst.',
      priority: 'high',
      budget_min_cents: 500_000,
      budget_max_cents: 1_500_000,
      details: { urgency: 'immediate', leadSource: 'Referral', primaryGoal: 'revenue', human_check: 'local' },
    });
    const team = stored[0]?.messages[0]?.text_body ?? '';
    for (const line of ['Company: Lopez Dental', 'Priority: HIGH', 'Urgency: Immediately', 'Budget: $5,000-15,000/month', 'Lead source: Referral', 'Primary goal: Increase revenue', 'Challenges: Phones are quiet.']) {
      expect(team).toContain(line);
    }
    expect(stored[0]?.messages[1]?.text_body).toContain('Hi Maria,');
  });

  it('works the priority out from the urgency and never takes it from the request', async () => {
    const { deps, stored } = fakes();
    await post(createSendContactEmailHandler(deps), { ...smartBody, urgency: 'exploring', priority: 'high', budget: undefined });
    expect(stored[0]?.lead).toMatchObject({ priority: 'lowest', budget_min_cents: null, budget_max_cents: null });
    expect(stored[0]?.lead.details).not.toHaveProperty('priority');
    expect(stored[0]?.messages[1]?.text_body).toContain('within 24 hours');
  });

  it('stores the consultation’s phone and message in their own fields and no company the visitor left blank', async () => {
    const { deps, stored } = fakes();
    await post(createSendContactEmailHandler(deps), { ...consultationBody, message: 'We need more calls from Google.' });
    expect(stored[0]?.lead).toMatchObject({
      source: 'consultation',
      name: 'Cher',
      phone: '555 0102',
      company: null,
      message: 'We need more calls from Google.',
      details: { service: 'Google Advertising' },
    });
    const team = stored[0]?.messages[0]?.text_body ?? '';
    expect(team).toContain('Service: Google Advertising');
    expect(team).toContain('Message: We need more calls from Google.');
  });

  it('stores an onboarding lead without a name, with its budget in cents and the package the wizard showed', async () => {
    const { deps, stored } = fakes();
    await post(createSendContactEmailHandler(deps), onboardingBody);
    expect(stored[0]?.lead).toMatchObject({
      source: 'onboarding',
      name: null,
      company: 'Smile Dental',
      industry: 'Healthcare',
      message: 'We miss calls after 5 pm.',
      budget_min_cents: 2_500_000,
      budget_max_cents: null,
      details: { goal: 'ai-calls', timeline: '1-3 months', recommendedPackage: 'Market Leader' },
    });
    const [team, visitor] = stored[0]?.messages ?? [];
    expect(team?.subject).toBe('New lead: owner@smiledental.example (Onboarding wizard)');
    for (const line of ['Main goal: Automate Phone Calls', 'Budget: $25,000+ /month', 'Timeline: 1-3 months', 'Recommended package: Market Leader', 'Details: We miss calls after 5 pm.']) {
      expect(team?.text_body).toContain(line);
    }
    expect(visitor?.text_body).toContain('Hi there,');
  });
});

describe('rate limits in the pipeline', () => {
  it('counts the client first and answers 429 with Retry-After, before reading the body', async () => {
    const { deps, stored, verify, asked } = fakes({ waits: { client: 120 } });
    const response = await post(createSendContactEmailHandler(deps), '{ not even JSON');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(await response.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
    expect(asked).toEqual(['client:send-contact-email']);
    expect(verify).not.toHaveBeenCalled();
    expect(stored).toHaveLength(0);
  });

  it('counts the valid submission’s address and answers 429 before the human check when it is over', async () => {
    const { deps, stored, verify, asked } = fakes({ waits: { email: 1800 } });
    const response = await post(createSendContactEmailHandler(deps), contactBody);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1800');
    expect(asked).toEqual(['client:send-contact-email', 'email:ann@example.com']);
    expect(verify).not.toHaveBeenCalled();
    expect(stored).toHaveLength(0);
  });

  it('lets the retry of a stored submission through the address limit, storing nothing new', async () => {
    const { deps, stored, dispatched } = fakes();
    await post(createSendContactEmailHandler(deps), contactBody);
    deps.rateLimiter = recordingRateLimiter({ email: 1800 }).limiter;
    const retry = await post(createSendContactEmailHandler(deps), contactBody);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ success: true });
    const other = await post(createSendContactEmailHandler(deps), { ...contactBody, clientSubmissionId: '5a7c0f8e-8f0a-4c65-9d5e-0d1c8f3b2a12' });
    expect(other.status).toBe(429);
    expect(stored).toHaveLength(1);
    expect(dispatched).toHaveLength(1);
  });

  it('spends nothing of the function’s budget for everyone on an invalid body or a refused human check', async () => {
    const { deps, asked } = fakes({ humanCheck: { outcome: 'refused', reason: 'no token' } });
    expect((await post(createSendContactEmailHandler(deps), { ...contactBody, email: 'not-an-address' })).status).toBe(400);
    expect((await post(createSendContactEmailHandler(deps), 'x')).status).toBe(400);
    expect(await (await post(createSendContactEmailHandler(deps), contactBody)).json()).toMatchObject({ issues: [{ path: 'humanCheckToken' }] });
    expect(asked.filter((what) => what.startsWith('everyone:'))).toEqual([]);
  });

  it('counts a submission that passed every check in the function’s budget for everyone, and answers 429 when it is spent', async () => {
    const { deps, stored, asked } = fakes({ waits: { everyone: 420 } });
    const response = await post(createSendContactEmailHandler(deps), contactBody);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('420');
    expect(asked).toEqual(['client:send-contact-email', 'email:ann@example.com', 'everyone:send-contact-email']);
    expect(stored).toHaveLength(0);
  });
});

describe('too-fast submissions', () => {
  it('stores a form sent under 3 s after it appeared as spam, answers like a success and e-mails no one', async () => {
    const { deps, stored, dispatched } = fakes();
    const response = await post(createSendContactEmailHandler(deps), { ...contactBody, formElapsedMs: 2999 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(stored[0]?.lead).toMatchObject({ is_spam: true, spam_reason: 'too-fast', details: { form_elapsed_ms: 2999 } });
    expect(stored[0]?.messages).toEqual([]);
    expect(dispatched).toEqual([]);
  });

  it('treats 3 s or more, or no measurement, as a person', async () => {
    for (const formElapsedMs of [3000, 45_000, undefined]) {
      const { deps, stored } = fakes();
      await post(createSendContactEmailHandler(deps), { ...contactBody, formElapsedMs });
      expect(stored[0]?.lead, String(formElapsedMs)).toMatchObject({ is_spam: false, spam_reason: null });
      expect(stored[0]?.lead.details).not.toHaveProperty('form_elapsed_ms');
      expect(stored[0]?.messages).toHaveLength(2);
    }
  });

  it('takes its threshold from the settings: 0 (browser tests) flags nothing', async () => {
    const { deps, stored } = fakes();
    deps.settings = { ...deps.settings, minFormElapsedMs: 0 };
    await post(createSendContactEmailHandler(deps), { ...contactBody, formElapsedMs: 0 });
    expect(stored[0]?.lead).toMatchObject({ is_spam: false, spam_reason: null });
  });

  it('names the honeypot as the reason when both rules catch a submission', async () => {
    const { deps, stored } = fakes();
    await post(createSendContactEmailHandler(deps), { ...contactBody, website: 'http://spam.example', formElapsedMs: 200 });
    expect(stored[0]?.lead).toMatchObject({ is_spam: true, spam_reason: 'honeypot' });
  });

  it('refuses a form time that is not a whole, non-negative number of milliseconds', async () => {
    for (const formElapsedMs of [-1, 1.5, '4000', 1e15]) {
      const { deps, stored } = fakes();
      const response = await post(createSendContactEmailHandler(deps), { ...contactBody, formElapsedMs });
      expect(response.status, String(formElapsedMs)).toBe(400);
      const body = (await response.json()) as { issues: { path: string }[] };
      expect(body.issues.map((issue) => issue.path)).toEqual(['formElapsedMs']);
      expect(stored).toHaveLength(0);
    }
  });
});

describe('confirmationKindFor', () => {
  const parse = (body: Record<string, unknown>) => sendContactEmailRequestSchema.parse(body);

  it('gives the 2-hour promise only to smart leads whose urgency is immediate', () => {
    expect(confirmationKindFor(parse(smartBody))).toBe('priority');
    expect(confirmationKindFor(parse({ ...smartBody, urgency: '30days' }))).toBe('contact');
    expect(confirmationKindFor(parse({ ...smartBody, urgency: 'exploring' }))).toBe('contact');
    // A visitor typing a priority into another form's text gets that form's reply.
    expect(confirmationKindFor(parse(contactBody))).toBe('contact');
    expect(confirmationKindFor(parse({ ...consultationBody, message: 'Priority: HIGH' }))).toBe('consultation');
    expect(confirmationKindFor(parse(onboardingBody))).toBe('onboarding');
  });
});

describe('submit-resource-download', () => {
  const body = { email: 'Bo@Example.com', name: 'Bo Brown', phone: '555', company: '', resource_type: 'The Google Ads Budget Blueprint' };

  it('stores the lead and e-mails the guide’s link on the site', async () => {
    const { deps, stored, verify } = fakes();
    const response = await post(createSubmitResourceDownloadHandler(deps), body);
    expect(response.status).toBe(200);
    expect(verify).not.toHaveBeenCalled();
    expect(stored[0]?.lead).toMatchObject({
      source: 'resource-download',
      name: 'Bo Brown',
      email: 'bo@example.com',
      phone: '555',
      company: null,
      details: { resource_type: 'The Google Ads Budget Blueprint', guide_id: 'google-ads-budget-blueprint' },
    });
    const visitor = stored[0]?.messages[1];
    expect(visitor).toMatchObject({ kind: 'guide-download', to_address: 'bo@example.com' });
    expect(visitor?.html).toContain('href="https://www.example.com/guides/google-ads-budget-blueprint.html"');
    expect(visitor?.text_body).toMatch(/^Hi Bo,/);
    expect(stored[0]?.messages[0]?.text_body).toContain('Guide: The Google Ads Budget Blueprint');
  });

  it('refuses a guide that does not exist', async () => {
    const { deps, stored } = fakes();
    const response = await post(createSubmitResourceDownloadHandler(deps), { ...body, resource_type: 'Free Money' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Validation failed', issues: [{ path: 'resource_type', message: 'Please choose a guide' }] });
    expect(stored).toHaveLength(0);
  });
});

describe('exit-intent-signup', () => {
  it('stores the address and e-mails the PPC audit checklist', async () => {
    const { deps, stored } = fakes();
    const response = await post(createExitIntentSignupHandler(deps), { email: 'Cy.Chan@Example.com' });
    expect(response.status).toBe(200);
    expect(stored[0]?.lead).toMatchObject({ source: 'exit-intent', name: null, email: 'cy.chan@example.com', details: { offer: 'ppc-audit-checklist' } });
    const [team, visitor] = stored[0]?.messages ?? [];
    expect(team?.subject).toBe('New lead: cy.chan@example.com (Exit-intent checklist offer)');
    expect(visitor).toMatchObject({ kind: 'checklist-download', to_address: 'cy.chan@example.com', subject: 'Your download: Free PPC Audit Checklist' });
    expect(visitor?.html).toContain('href="https://www.example.com/guides/ppc-audit-checklist.html"');
  });
});

describe('siteUrlFor', () => {
  const request = (origin?: string) => new Request('http://localhost/fn', { method: 'POST', headers: origin ? { origin } : {} });
  const settings = { brandName: 'x' };

  it('prefers SITE_URL, without a trailing slash', () => {
    expect(siteUrlFor(request('http://localhost:5173'), { ...settings, siteUrl: 'https://www.example.com/' })).toBe('https://www.example.com');
  });

  it('falls back to a local site’s Origin, or a configured hostname’s', () => {
    expect(siteUrlFor(request('http://127.0.0.1:4173'), settings)).toBe('http://127.0.0.1:4173');
    expect(siteUrlFor(request('http://localhost:5173'), settings)).toBe('http://localhost:5173');
    expect(siteUrlFor(request('https://staging.example.com'), { ...settings, trustedHostnames: ['staging.example.com'] })).toBe('https://staging.example.com');
  });

  it('ignores an Origin it does not know, so no one can put their links in our e-mails', () => {
    expect(siteUrlFor(request('https://phishing.example'), settings)).toBe('');
    expect(siteUrlFor(request('null'), settings)).toBe('');
    expect(siteUrlFor(request(), settings)).toBe('');
  });
});

describe('leadIntakeSettingsFromEnv', () => {
  it("reads the brand, phone and site; the agency's short name and phone when BRAND_NAME and AGENCY_PHONE are unset", () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    expect(DEFAULT_BRAND_NAME).toBe(siteIdentity.shortName);
    expect(leadIntakeSettingsFromEnv(env({}))).toEqual({
      siteUrl: undefined,
      trustedHostnames: [],
      brandName: siteIdentity.shortName,
      agencyPhone: siteIdentity.phone.display,
      minFormElapsedMs: undefined,
    });
    expect(leadIntakeSettingsFromEnv(env({ SITE_URL: 'https://www.example.com', BRAND_NAME: 'Acme Agency', AGENCY_PHONE: '(310) 555-0199' }))).toEqual({
      siteUrl: 'https://www.example.com',
      trustedHostnames: ['www.example.com'],
      brandName: 'Acme Agency',
      agencyPhone: '(310) 555-0199',
      minFormElapsedMs: undefined,
    });
  });

  it('reads LEAD_MIN_FORM_ELAPSED_MS, and keeps the 3 s rule for a value that is not whole milliseconds', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = (value: string) => (name: string) => (name === 'LEAD_MIN_FORM_ELAPSED_MS' ? value : undefined);
    expect(leadIntakeSettingsFromEnv(env('0')).minFormElapsedMs).toBe(0);
    expect(leadIntakeSettingsFromEnv(env('5000')).minFormElapsedMs).toBe(5000);
    expect(leadIntakeSettingsFromEnv(env('soon')).minFormElapsedMs).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('LEAD_MIN_FORM_ELAPSED_MS="soon"'));
    error.mockRestore();
  });
});
