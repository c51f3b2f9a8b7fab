/**
 * The lead page's agreements say of each acceptance whether the agency quoted its package and amounts
 * (quote_id), in words. The database is faked at the client.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptanceQuoteCopy } from '@/content/admin-agreement-quotes';
import type { AgreementAcceptance } from '../api/types';
import { fakeTableClient, renderWithAdminClient } from '../api/table-client.fake';
import { LeadAgreementsSection } from './lead-records';

const LEAD_ID = '5b0c1f5e-8a1e-4c55-9a55-3f4f1b3f1f11';

function acceptance(index: number, packageName: string, quoteId: string | null): Omit<AgreementAcceptance, 'consent_text' | 'ip_address' | 'user_agent'> {
  return {
    id: `a0000000-0000-4000-8000-00000000000${index}`,
    created_at: '2026-11-20T10:00:00.000Z',
    lead_id: LEAD_ID,
    package_name: packageName,
    monthly_investment: 3000,
    setup_fee: 2500,
    agreement_date: '2026-11-20',
    accepted_at: `2026-11-2${index}T10:00:00.000Z`,
    signer_name: 'Dana Client',
    signer_email: 'dana@example.com',
    terms_fingerprint: 'a'.repeat(64),
    quote_id: quoteId,
  };
}

describe('LeadAgreementsSection', () => {
  it('marks a quoted acceptance as quoted by the agency and another as not, with what that means', async () => {
    const { client, calls } = fakeTableClient({
      agreement_acceptances: [acceptance(2, 'Growth Package', '0d9c7a52-3f1b-4c8e-9e2a-6b1d2c3e4f50'), acceptance(1, 'Leader Package', null)],
    });
    renderWithAdminClient(<LeadAgreementsSection leadId={LEAD_ID} />, client);

    const [quoted, notQuoted] = (await screen.findAllByRole('listitem')).map((item) => within(item));
    expect(quoted?.getByText('Growth Package')).toBeInTheDocument();
    expect(quoted?.getByText(acceptanceQuoteCopy.quoted)).toBeInTheDocument();
    expect(quoted?.queryByText(acceptanceQuoteCopy.notQuoted)).not.toBeInTheDocument();
    expect(notQuoted?.getByText('Leader Package')).toBeInTheDocument();
    expect(notQuoted?.getByText(acceptanceQuoteCopy.notQuoted)).toBeInTheDocument();
    expect(notQuoted?.getByText(new RegExp(acceptanceQuoteCopy.notQuotedHint))).toBeInTheDocument();
    expect(notQuoted?.queryByText(acceptanceQuoteCopy.quoted)).not.toBeInTheDocument();
    // The read asks for the column the marker needs.
    const select = calls.find((call) => call.table === 'agreement_acceptances' && call.method === 'select');
    expect(String(select?.args[0]).split(', ')).toContain('quote_id');
  });
});
