/**
 * Issue 43 item 5, against the local backend: an acceptance of "Leader Package" at $0 / $0, or at $1,000,000
 * a month, used to be stored as evidence like any other, and its copy e-mailed as the agreement. Now staff
 * make the agency's quote in the dashboard (public.agreement_quotes, admins only) and its link carries the
 * quote's id: an acceptance of exactly that package and those amounts is recorded as quoted; any other is
 * still stored, marked "not quoted by the agency", and its copy says the amounts are to be confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { quoteLabels } from '../../supabase/functions/_shared/rules/agreement-quote.ts';
import type { TestBackend } from './harness.ts';
import { ADMIN_EMAIL, insertLead, signIn, STAFF_EMAIL } from './lead-inbox-kit.ts';
import { agreementBody, mailTo, postFrom, startLeadBackend, uniqueEmail, uniqueIp } from './lead-test-kit.ts';

const PASSWORD = 'correct horse battery staple';
const NO_LIMITS = { LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_EMAIL: '100000', AGREEMENT_RATE_LIMIT_PER_IP: '100000' };

let backend: TestBackend;
let admin: SupabaseClient;
beforeAll(async () => {
  backend = await startLeadBackend({ secrets: NO_LIMITS });
  await backend.insertUser(ADMIN_EMAIL, { password: PASSWORD, admin: true });
  await backend.insertUser(STAFF_EMAIL, { password: PASSWORD });
  admin = await signIn(backend, ADMIN_EMAIL);
});
afterAll(() => backend.stop());

async function quoteFor(leadId: string, packageName: string, monthly: number, setup: number): Promise<string> {
  const { data, error } = await admin
    .from('agreement_quotes')
    .insert({ lead_id: leadId, package_name: packageName, monthly_investment: monthly, setup_fee: setup })
    .select('id, created_by')
    .single();
  if (error) throw error;
  return data.id;
}

async function acceptanceOf(email: string): Promise<{ quote_id: string | null; monthly_investment: number } | undefined> {
  const { data, error } = await backend.serviceClient().from('agreement_acceptances').select('quote_id, monthly_investment').eq('signer_email', email);
  if (error) throw error;
  return data[0];
}

async function copyTo(email: string): Promise<string> {
  await settleBackgroundTasks();
  const [copy] = await mailTo(backend, email);
  return copy?.text ?? '';
}

describe('agreement links carry the agency’s price', () => {
  it('records an acceptance of the quoted package and amounts as quoted by the agency', async () => {
    const lead = await insertLead(backend);
    const quoteId = await quoteFor(lead.id, 'Leader Package', 7200, 4000);
    const email = uniqueEmail('quoted');
    const body = await agreementBody(email, { package: 'Leader Package', monthlyInvestment: 7200, setupFee: 4000, quote: quoteId });
    expect((await postFrom(backend, uniqueIp(), 'submit-lead', body)).status).toBe(200);
    expect(await acceptanceOf(email)).toEqual({ quote_id: quoteId, monthly_investment: 7200 });
    const copy = await copyTo(email);
    expect(copy).toContain(`Amounts: ${quoteLabels.quoted}`);
    expect(copy).not.toContain('to be confirmed');
  });

  it.each([
    ['at $0 / $0 with no quote', { package: 'Leader Package', monthlyInvestment: 0, setupFee: 0 }],
    ['at $1,000,000 a month with no quote', { package: 'Leader Package', monthlyInvestment: 1_000_000, setupFee: 0 }],
    ['with a real quote’s id and its amounts edited', { package: 'Leader Package', monthlyInvestment: 1_000_000, setupFee: 4000, withQuote: true }],
  ] as const)('stores the probe’s acceptance %s, marked not quoted, and its copy says the amounts are to be confirmed', async (_label, terms) => {
    const { withQuote, ...overrides } = { withQuote: false, ...terms };
    const quote = withQuote ? { quote: await quoteFor((await insertLead(backend)).id, 'Leader Package', 7200, 4000) } : {};
    const email = uniqueEmail('not-quoted');
    const response = await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(email, { ...overrides, ...quote }));
    expect(response.status).toBe(200);
    expect(await acceptanceOf(email)).toEqual({ quote_id: null, monthly_investment: overrides.monthlyInvestment });
    const copy = await copyTo(email);
    expect(copy).toContain(`Amounts: ${quoteLabels.notQuoted}: to be confirmed`);
    expect(copy).toContain('so they are to be confirmed');
  });

  it('lets only admins make or read quotes, and nobody change one', async () => {
    const lead = await insertLead(backend);
    const quoteId = await quoteFor(lead.id, 'Growth Package', 3000, 0);
    const row = { lead_id: lead.id, package_name: 'Growth Package', monthly_investment: 1, setup_fee: 0 };
    const visitor = backend.anonClient();
    expect((await visitor.from('agreement_quotes').insert(row)).error?.code).toBe('42501');
    expect((await visitor.from('agreement_quotes').select('id')).error?.code).toBe('42501');
    const staff = await signIn(backend, STAFF_EMAIL);
    expect((await staff.from('agreement_quotes').insert(row)).error?.code).toBe('42501');
    expect((await staff.from('agreement_quotes').select('id')).data).toEqual([]);
    // The agency's own staff cannot rewrite a quote a client may have accepted, nor say who made it.
    expect((await admin.from('agreement_quotes').update({ monthly_investment: 1 }).eq('id', quoteId)).error?.code).toBe('42501');
    const forged = await admin.from('agreement_quotes').insert({ ...row, created_by: lead.id });
    expect(forged.error?.code).toBe('42501');
  });
});
