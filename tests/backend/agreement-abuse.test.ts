/**
 * The agreement as a mail cannon, against the local backend: submit-lead with
 * `type: agreement-accepted` used to e-mail "a copy of your agreement" to any address, with no human
 * check, carrying the package name, consent wording, user agent and forwarded IP the caller chose (one
 * request put a phishing line in the subject of an e-mail from the agency's sender). Now an unknown
 * package or foreign consent wording is refused, the copy carries only the server's words and a safe
 * first name, an acceptance needs the human check, and acceptances are capped per client and for everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementDateOf } from '../../supabase/functions/_shared/rules/agreement-rules.ts';
import { expectedFingerprint } from '../../supabase/functions/_shared/rules/content/agreement-terms.ts';
import { AGREEMENT_CONSENT_TEXT } from '../../supabase/functions/_shared/rules/content/agreement.ts';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { HUMAN_CHECK_ISSUE } from '../../supabase/functions/_shared/infra/human-check.ts';
import { RATE_LIMITED_MESSAGE } from '../../supabase/functions/_shared/infra/rate-limit.ts';
import { siteIdentity } from '../../supabase/functions/_shared/rules/content/site-identity.ts';
import { CONSENT_MISMATCH_MESSAGE, UNKNOWN_PACKAGE_ISSUE } from '../../supabase/functions/_shared/handlers/submit-lead.ts';
import type { TestBackend } from './harness.ts';
import {
  agreementBody,
  clearOfWindowEdge,
  invoke,
  leadsFor,
  mailTo,
  postFrom,
  quizBody,
  resourceBody,
  startLeadBackend,
  teamMailAbout,
  uniqueEmail,
  uniqueIp,
  type RawAnswer,
} from './lead-test-kit.ts';

const PHISHING = 'ACTION REQUIRED: verify your bank details at https://evil.example/login';
/** The lead functions' own limits out of the way: only the agreement caps are under test. */
const NO_LEAD_LIMITS = { LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_EMAIL: '100000', LEAD_RATE_LIMIT_PER_FUNCTION: '100000' };

async function acceptancesFor(backend: TestBackend, email: string): Promise<{ user_agent: string | null; ip_address: string | null; signer_name: string }[]> {
  const { data, error } = await backend.serviceClient().from('agreement_acceptances').select('user_agent, ip_address, signer_name').eq('signer_email', email);
  if (error) throw error;
  return data;
}

/** Everything the mailbox holds for the address, and the team's notifications about it. */
async function mailAbout(backend: TestBackend, email: string) {
  await settleBackgroundTasks();
  return { visitor: await mailTo(backend, email), team: await teamMailAbout(backend, email) };
}

describe('what an acceptance may e-mail', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startLeadBackend({ secrets: NO_LEAD_LIMITS });
  });
  afterAll(() => backend.stop());

  it('refuses the reproduced attack (unknown package with a phishing line, the caller’s consent wording and user agent): nothing stored, nothing sent', async () => {
    const victim = uniqueEmail('victim');
    const date = agreementDateOf(new Date());
    const body = await agreementBody(victim, {
      package: PHISHING,
      termsFingerprint: await expectedFingerprint({ packageName: PHISHING, monthly: 2500, setup: 1000, date }),
      consentText: `I agree. ${PHISHING}`,
    });
    const answer = await postFrom(backend, uniqueIp(), 'submit-lead', body, { 'user-agent': PHISHING, 'x-forwarded-for': '192.0.2.66' });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Validation failed', issues: [UNKNOWN_PACKAGE_ISSUE] } });
    expect(await leadsFor(backend, victim)).toEqual([]);
    expect(await mailAbout(backend, victim)).toEqual({ visitor: [], team: [] });
  });

  it('refuses consent wording other than the site’s, for a package the agency offers', async () => {
    const victim = uniqueEmail('victim-consent');
    const answer = await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(victim, { consentText: `I agree. ${PHISHING}` }));
    expect(answer).toMatchObject({ status: 400, body: { issues: [{ path: 'consentText', message: CONSENT_MISMATCH_MESSAGE }] } });
    expect(await leadsFor(backend, victim)).toEqual([]);
    expect((await mailAbout(backend, victim)).visitor).toEqual([]);
  });

  it('e-mails a copy holding none of the caller’s text: no user agent, no forwarded or client IP, no name beyond a safe first name', async () => {
    const victim = uniqueEmail('victim-copy');
    const ip = uniqueIp();
    const answer = await postFrom(backend, ip, 'submit-lead', await agreementBody(victim, { name: 'Visit Bank Details Now' }), {
      'user-agent': `Mozilla/5.0 ${PHISHING}`,
      'x-forwarded-for': '192.0.2.66',
    });
    expect(answer.status).toBe(200);

    // Stored as evidence, as the request brought it.
    expect(await acceptancesFor(backend, victim)).toEqual([{ user_agent: `Mozilla/5.0 ${PHISHING}`, ip_address: ip, signer_name: 'Visit Bank Details Now' }]);

    const { visitor, team } = await mailAbout(backend, victim);
    expect(visitor).toHaveLength(1);
    expect(team).toHaveLength(1);
    const [copy] = visitor;
    expect(copy?.subject).toBe(`Your service agreement: Growth Package – ${siteIdentity.shortName}`);
    expect(copy?.text).toMatch(/^Hi Visit,\n/);
    expect(copy?.text).toContain(`Consent wording: ${AGREEMENT_CONSENT_TEXT}`);
    for (const part of [copy?.subject, copy?.html, copy?.text]) {
      expect(part).not.toContain('Bank Details Now');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Mozilla');
      expect(part).not.toContain(ip);
      expect(part).not.toContain('192.0.2.66');
    }
    // The team's notification shows the signer's name, but neither the user agent nor an address either.
    expect(team[0]?.text).toContain('Visit Bank Details Now');
    for (const part of [team[0]?.html, team[0]?.text]) {
      expect(part).not.toContain('Mozilla');
      expect(part).not.toContain(ip);
    }
  });

  it('refuses an acceptance without a human-check token with the human check’s message: nothing stored, nothing sent', async () => {
    const victim = uniqueEmail('victim-bot');
    const answer = await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(victim, { humanCheckToken: undefined }));
    expect(answer).toMatchObject({ status: 400, body: { error: 'Validation failed', issues: [HUMAN_CHECK_ISSUE] } });
    expect(await leadsFor(backend, victim)).toEqual([]);
    expect(await mailAbout(backend, victim)).toEqual({ visitor: [], team: [] });
  });

  // The rule for every function: beyond a capped first name free of addresses, nothing the
  // visitor typed reaches a visitor-given address. The forms whose name field takes any text:
  it.each([
    ['submit-resource-download', resourceBody],
    ['submit-lead', quizBody],
  ] as const)('%s: greets a name like "https://evil.example/login Visit now" without the URL', async (name, body) => {
    const email = uniqueEmail('greeting');
    expect((await invoke(backend, name, body(email, { name: 'https://evil.example/login Visit now' }))).status).toBe(200);
    const { visitor } = await mailAbout(backend, email);
    expect(visitor).toHaveLength(1);
    expect(visitor[0]?.text).toMatch(/^Hi there,\n/);
    for (const part of [visitor[0]?.subject, visitor[0]?.html, visitor[0]?.text]) expect(part).not.toContain('evil.example');
  });

  it('refuses a human-check token spent on another acceptance', async () => {
    const first = await agreementBody(uniqueEmail('first'));
    expect((await postFrom(backend, uniqueIp(), 'submit-lead', first)).status).toBe(200);
    const victim = uniqueEmail('victim-replay');
    const replay = await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(victim, { humanCheckToken: first.humanCheckToken }));
    expect(replay).toMatchObject({ status: 400, body: { issues: [HUMAN_CHECK_ISSUE] } });
    expect(await leadsFor(backend, victim)).toEqual([]);
  });
});

describe('the agreement caps', () => {
  const PER_IP = 2;
  const GLOBAL = 4;
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startLeadBackend({ secrets: { ...NO_LEAD_LIMITS, AGREEMENT_RATE_LIMIT_PER_IP: String(PER_IP), AGREEMENT_RATE_LIMIT_GLOBAL: String(GLOBAL) } });
    // The caps count acceptances in an hour fixed on the clock, and the two tests below share the count.
    await clearOfWindowEdge(3_600_000, 30_000);
  });
  afterAll(() => backend.stop());

  function expectCapped(answer: RawAnswer): void {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ error: RATE_LIMITED_MESSAGE });
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  }

  // The two tests share the global count, in this order: 2 + 1 acceptances, then 1 more reaches 4.
  it('answers a client’s third acceptance in an hour 429, stores and sends nothing for it, and serves another client', async () => {
    const ip = uniqueIp();
    for (let acceptance = 0; acceptance < PER_IP; acceptance += 1) {
      expect((await postFrom(backend, ip, 'submit-lead', await agreementBody(uniqueEmail('capped-client')))).status).toBe(200);
    }
    const victim = uniqueEmail('victim-client-cap');
    expectCapped(await postFrom(backend, ip, 'submit-lead', await agreementBody(victim)));
    expect(await leadsFor(backend, victim)).toEqual([]);
    expect((await mailAbout(backend, victim)).visitor).toEqual([]);

    expect((await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(uniqueEmail('other-client')))).status).toBe(200);
  });

  it('stores every client’s acceptance once all clients reach the global cap, and holds only its copy until the next hour with room', async () => {
    const stored = await agreementBody(uniqueEmail('last-in'));
    expect((await postFrom(backend, uniqueIp(), 'submit-lead', stored)).status).toBe(200);

    // The probe: beyond the cap a real client was refused for the rest of the hour.
    const client = uniqueEmail('client-over-global-cap');
    expect(await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(client))).toMatchObject({ status: 200, body: { success: true } });
    const [lead] = await leadsFor(backend, client);
    expect(lead?.source).toBe('agreement');
    const { rows: acceptances } = await backend.db.query('select 1 from public.agreement_acceptances where lower(signer_email) = lower($1)', [client]);
    expect(acceptances).toHaveLength(1);
    const { visitor, team } = await mailAbout(backend, client);
    expect(visitor).toEqual([]);
    expect(team).toHaveLength(1);
    // Its copy waits in the outbox for the start of the next hour (the caps' window), not past it.
    const { rows } = await backend.db.query<{ due_in: number }>(
      `select extract(epoch from next_attempt_at - now())::int as due_in from public.email_outbox where kind = 'agreement-copy' and lower(to_address) = lower($1) and status = 'pending'`,
      [client],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.due_in).toBeGreaterThan(0);
    expect(rows[0]?.due_in).toBeLessThanOrEqual(3600);

    // The same acceptance again (its answer was lost): answered, stored once, e-mailed once.
    expect((await postFrom(backend, uniqueIp(), 'submit-lead', stored)).status).toBe(200);
    expect(await leadsFor(backend, String(stored.email))).toHaveLength(1);
    expect((await mailAbout(backend, String(stored.email))).visitor).toHaveLength(1);
  });
});
