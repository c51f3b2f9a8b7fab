/**
 * The Agreements tab says of each acceptance whether the agency quoted its package and amounts
 * (quote_id), in words, in the table and in the cards that replace it on narrow screens. The database is
 * faked at the client.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptanceQuoteCopy } from '@/content/admin-agreement-quotes';
import { fakeTableClient, renderWithAdminClient } from '../api/table-client.fake';
import { AgreementsView } from './agreements-view';
import type { AcceptanceRow } from './use-agreements';

function acceptance(index: number, signer: string, quoteId: string | null): AcceptanceRow {
  return {
    id: `a0000000-0000-4000-8000-00000000000${index}`,
    created_at: '2026-11-20T10:00:00.000Z',
    lead_id: null,
    package_name: 'Growth Package',
    monthly_investment: 3000,
    setup_fee: 2500,
    agreement_date: '2026-11-20',
    accepted_at: `2026-11-2${index}T10:00:00.000Z`,
    signer_name: signer,
    signer_email: `${signer.toLowerCase()}@example.com`,
    terms_fingerprint: 'a'.repeat(64),
    quote_id: quoteId,
  };
}

const rows = [acceptance(2, 'Avery', '0d9c7a52-3f1b-4c8e-9e2a-6b1d2c3e4f50'), acceptance(1, 'Blake', null)];

describe('AgreementsView', () => {
  it('marks each acceptance quoted by the agency or not, in the table and in the cards', async () => {
    const { client, calls } = fakeTableClient({ agreement_acceptances: rows });
    renderWithAdminClient(<AgreementsView />, client);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: acceptanceQuoteCopy.heading })).toBeInTheDocument();
    const [, quotedRow, unquotedRow] = within(table).getAllByRole('row').map((row) => within(row));
    // The cards are the list items naming a signer.
    const cardOf = (signer: string) => within(screen.getAllByRole('listitem').find((item) => within(item).queryByText(signer)) ?? document.createElement('li'));
    const [quotedCard, unquotedCard] = [cardOf('Avery'), cardOf('Blake')];

    for (const quoted of [quotedRow, quotedCard]) {
      expect(quoted?.getByText('Avery')).toBeInTheDocument();
      expect(quoted?.getByText(acceptanceQuoteCopy.quoted)).toBeInTheDocument();
      expect(quoted?.queryByText(acceptanceQuoteCopy.notQuoted)).not.toBeInTheDocument();
    }
    for (const unquoted of [unquotedRow, unquotedCard]) {
      expect(unquoted?.getByText('Blake')).toBeInTheDocument();
      expect(unquoted?.getByText(acceptanceQuoteCopy.notQuoted)).toBeInTheDocument();
      expect(unquoted?.getByText(new RegExp(acceptanceQuoteCopy.notQuotedHint))).toBeInTheDocument();
      expect(unquoted?.queryByText(acceptanceQuoteCopy.quoted)).not.toBeInTheDocument();
    }
    const select = calls.find((call) => call.table === 'agreement_acceptances' && call.method === 'select');
    expect(String(select?.args[0]).split(', ')).toContain('quote_id');
  });
});
