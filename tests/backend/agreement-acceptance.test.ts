/**
 * An agreement acceptance through submit-lead against the local backend: recorded with its evidence
 * (the exact terms and their fingerprint, consent wording, signer, time, IP, user agent) in one
 * transaction with its lead; refused when the fingerprint does not match the terms or the date is
 * stale; the signer's copy in the mailbox, with only the server's words and their first name escaped
 * (agreement-abuse.test.ts has the hostile requests); the team told at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../../supabase/functions/_shared/database.types.ts';
import type { AgreementAcceptanceRequest } from '../../supabase/functions/_shared/rules/agreement-acceptance.ts';
import { agreementDateOf, agreementTermsText } from '../../supabase/functions/_shared/rules/agreement-rules.ts';
import { AGREEMENT_CONSENT_TEXT } from '../../supabase/functions/_shared/rules/content/agreement.ts';
import { agreementTerms, expectedFingerprint } from '../../supabase/functions/_shared/rules/content/agreement-terms.ts';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/rules/submission.ts';
import { FINGERPRINT_MISMATCH_MESSAGE, STALE_AGREEMENT_DATE_MESSAGE } from '../../supabase/functions/_shared/handlers/submit-lead.ts';
import { TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';
import { leadsFor, mailTo, outboxFor, startLeadBackend, teamMailAbout, uniqueEmail } from './lead-test-kit.ts';

let backend: TestBackend;
beforeAll(async () => {
  // Every acceptance here comes from one client: keep the agreement caps (agreement-abuse.test.ts) out of the way.
  backend = await startLeadBackend({ secrets: { AGREEMENT_RATE_LIMIT_PER_IP: '100000' } });
});
afterAll(() => backend.stop());

const CONSENT = AGREEMENT_CONSENT_TEXT;

async function acceptance(email: string, overrides: Partial<AgreementAcceptanceRequest> = {}): Promise<AgreementAcceptanceRequest> {
  const date = overrides.agreementDate ?? agreementDateOf(new Date());
  const terms = { packageName: 'Growth Package', monthly: 2500, setup: 1000, date };
  return {
    type: 'agreement-accepted',
    package: terms.packageName,
    monthlyInvestment: terms.monthly,
    setupFee: terms.setup,
    timestamp: new Date().toISOString(),
    agreementDate: date,
    name: 'Ann Signer',
    email,
    termsFingerprint: await expectedFingerprint(terms),
    consentText: CONSENT,
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
    ...overrides,
  };
}

async function acceptancesFor(email: string): Promise<Tables<'agreement_acceptances'>[]> {
  const { data, error } = await backend.serviceClient().from('agreement_acceptances').select('*').eq('signer_email', email);
  if (error) throw error;
  return data as Tables<'agreement_acceptances'>[];
}

/** Calls submit-lead as a browser at 203.0.113.7 would, one that writes its own X-Forwarded-For entry too. */
async function acceptFrom(body: AgreementAcceptanceRequest): Promise<{ status: number; body: unknown }> {
  const { data, error } = await backend.anonClient().functions.invoke('submit-lead', {
    body,
    headers: { [TEST_CLIENT_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '192.0.2.99', 'user-agent': 'Mozilla/5.0 (Test Browser)' },
  });
  if (!error) return { status: 200, body: data };
  const response = (error as { context: Response }).context;
  return { status: response.status, body: await response.json() };
}

describe('submit-lead: agreement acceptance', () => {
  it('records the acceptance with its evidence and the exact terms whose fingerprint the page showed', async () => {
    const email = uniqueEmail('signer');
    const body = await acceptance(email);
    const answer = await acceptFrom(body);

    const [lead, ...otherLeads] = await leadsFor(backend, email);
    expect(otherLeads).toEqual([]);
    expect(answer).toEqual({ status: 200, body: { success: true, leadId: lead?.id } });
    expect(lead).toMatchObject({ source: 'agreement', name: 'Ann Signer', details: { package: 'Growth Package', monthlyInvestment: 2500, setupFee: 1000 } });

    const [record, ...others] = await acceptancesFor(email);
    expect(others).toEqual([]);
    const termsText = agreementTermsText(agreementTerms({ packageName: 'Growth Package', monthly: 2500, setup: 1000, date: body.agreementDate }));
    expect(record).toMatchObject({
      lead_id: lead?.id,
      package_name: 'Growth Package',
      monthly_investment: 2500,
      setup_fee: 1000,
      agreement_date: body.agreementDate,
      signer_name: 'Ann Signer',
      signer_email: email,
      terms_fingerprint: body.termsFingerprint,
      terms_text: termsText,
      consent_text: CONSENT,
      ip_address: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (Test Browser)',
    });
    expect(new Date(record?.accepted_at ?? '').toISOString()).toBe(body.timestamp);
    expect(record?.terms_text).toContain('1. Parties and Services');
  });

  it("e-mails the signer a copy of the terms with the record, greeting them by their first name escaped, and tells the team at once", async () => {
    const email = uniqueEmail('copy');
    const answer = await acceptFrom(await acceptance(email, { name: "D'Arcy O'Brien" }));
    expect(answer.status).toBe(200);
    await settleBackgroundTasks();

    const [copy, ...more] = await mailTo(backend, email);
    expect(more).toEqual([]);
    expect(copy?.subject).toContain('Your service agreement: Growth Package');
    // The name rule allows an apostrophe, which would end a quoted HTML attribute.
    expect(copy?.html).toContain('Hi D&#39;Arcy,');
    expect(copy?.html).not.toContain("D'Arcy");
    expect(copy?.text).toContain("Hi D'Arcy,");
    // Only the first name: the rest of what was typed, the IP and the browser stay on file.
    expect(copy?.text).not.toContain("O'Brien");
    expect(copy?.text).toContain('Monthly investment: $2,500');
    expect(copy?.text).not.toContain('203.0.113.7');
    expect(copy?.text).not.toContain('Test Browser');
    expect(copy?.text).toContain(`Consent wording: ${CONSENT}`);
    expect(copy?.text).toContain('11. Entire Agreement and Electronic Acceptance');

    const team = await teamMailAbout(backend, email);
    expect(team).toHaveLength(1);
    expect(team[0]?.subject).toBe("New lead: D'Arcy O'Brien (Service agreement)");
  });

  it('records one acceptance per submission id', async () => {
    const email = uniqueEmail('retry');
    const body = await acceptance(email);
    const answers = await Promise.all([acceptFrom(body), acceptFrom(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const leads = await leadsFor(backend, email);
    expect(leads).toHaveLength(1);
    expect(await acceptancesFor(email)).toHaveLength(1);
    expect((await outboxFor(backend, leads[0]?.id ?? '')).map((row) => row.kind)).toEqual(['agreement-copy', 'team-notification']);
  });

  it('refuses a fingerprint that does not match the terms for this package, amounts and date, and stores nothing', async () => {
    const email = uniqueEmail('tampered');
    const genuine = await acceptance(email);
    // The page showed $2,500 a month; the request claims $25.
    const answer = await acceptFrom({ ...genuine, monthlyInvestment: 25 });
    expect(answer).toEqual({ status: 400, body: { error: 'Validation failed', issues: [{ path: 'termsFingerprint', message: FINGERPRINT_MISMATCH_MESSAGE }] } });
    expect(await leadsFor(backend, email)).toEqual([]);
    expect(await acceptancesFor(email)).toEqual([]);
  });

  it('refuses an agreement dated before yesterday in Los Angeles', async () => {
    const email = uniqueEmail('stale');
    const stale = agreementDateOf(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    const answer = await acceptFrom(await acceptance(email, { agreementDate: stale }));
    expect(answer).toEqual({ status: 400, body: { error: 'Validation failed', issues: [{ path: 'agreementDate', message: STALE_AGREEMENT_DATE_MESSAGE }] } });
    expect(await leadsFor(backend, email)).toEqual([]);
  });

  it('refuses an acceptance without the signer or the consent wording, naming the fields', async () => {
    const body = await acceptance(uniqueEmail('incomplete'));
    const answer = await acceptFrom({ ...body, name: '', consentText: '' });
    expect(answer.status).toBe(400);
    const paths = (answer.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'consentText']));
  });
});
