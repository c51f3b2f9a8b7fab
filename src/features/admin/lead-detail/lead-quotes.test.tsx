/**
 * The lead page's agreement links: the form refuses what the rule refuses and stores a quote for the lead,
 * the link it shows opens the agreement on that quote's package and amounts, and the lead's links are listed
 * to copy again. The database is faked at the client.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_PATH } from '@shared/agreement-link.ts';
import { agreementQuoteSchema, quotablePackageNames } from '@shared/agreement-quote.ts';
import { agreementQuoteCopy } from '@/content/admin-agreement-quotes';
import { dismissToast } from '@/components/ui/use-toast';
import { parseAgreementQuery } from '@/features/agreement/agreement-query';
import type { AgreementQuoteRow } from '../api/types';
import { fakeTableClient, renderWithAdminClient } from '../api/table-client.fake';
import { formatDateTime } from '../format';
import { LeadQuotesSection } from './lead-quotes';

const copy = agreementQuoteCopy;
const LEAD_ID = '5b0c1f5e-8a1e-4c55-9a55-3f4f1b3f1f11';
const QUOTE_ID = '0d9c7a52-3f1b-4c8e-9e2a-6b1d2c3e4f50';
const [PACKAGE, ...OTHER_PACKAGES] = quotablePackageNames;
const OTHER_PACKAGE = OTHER_PACKAGES.at(-1) ?? PACKAGE;

function quote(id: string, createdAt: string, packageName: string, monthly: number, setup: number): AgreementQuoteRow {
  return { id, created_at: createdAt, lead_id: LEAD_ID, package_name: packageName, monthly_investment: monthly, setup_fee: setup };
}

/** The schema's own messages for an input, so the test follows the rule's wording. */
function schemaMessages(input: unknown): string[] {
  return agreementQuoteSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

/** The database storing whatever the form inserts, under QUOTE_ID. */
function storingClient(listed: AgreementQuoteRow[] = []) {
  return fakeTableClient({ agreement_quotes: listed }, (_table, row) => {
    const { lead_id, package_name, monthly_investment, setup_fee } = row as Omit<AgreementQuoteRow, 'id' | 'created_at'>;
    return { data: { id: QUOTE_ID, created_at: '2026-11-21T09:00:00.000Z', lead_id, package_name, monthly_investment, setup_fee }, error: null };
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });

async function fillQuote(user: ReturnType<typeof userEvent.setup>, values: { packageName?: string; monthly: string; setup: string }) {
  if (values.packageName) await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(copy.fields.packageName) }), values.packageName);
  await user.type(field(copy.fields.monthly), values.monthly);
  await user.type(field(copy.fields.setup), values.setup);
  await user.click(screen.getByRole('button', { name: copy.submit }));
}

describe('LeadQuotesSection', () => {
  afterEach(() => act(() => dismissToast()));

  it('offers exactly the quotable packages', () => {
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, storingClient().client);
    const options = within(screen.getByRole('combobox', { name: new RegExp(copy.fields.packageName) })).getAllByRole('option');
    expect(options.filter((option) => !(option as HTMLOptionElement).disabled).map((option) => option.textContent)).toEqual([...quotablePackageNames]);
  });

  it('refuses a missing package and amounts that are not whole dollars, with the rule’s messages, and stores nothing', async () => {
    const user = userEvent.setup();
    const { client, calls } = storingClient();
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, client);

    await fillQuote(user, { monthly: '12.5', setup: '-3' });

    const expected = schemaMessages({ packageName: '', monthly: 12.5, setup: -3 });
    expect(expected).toHaveLength(3);
    for (const message of expected) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(copy.fields.monthly)).toHaveAttribute('aria-invalid', 'true');
    expect(field(copy.fields.setup)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'insert')).toEqual([]);
  });

  it('refuses an empty amount and one past the cap', async () => {
    const user = userEvent.setup();
    const { client, calls } = storingClient();
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, client);

    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(copy.fields.packageName) }), PACKAGE);
    await user.type(field(copy.fields.setup), '1000001');
    await user.click(screen.getByRole('button', { name: copy.submit }));

    const expected = schemaMessages({ packageName: PACKAGE, monthly: Number.NaN, setup: 1_000_001 });
    expect(expected).toHaveLength(2);
    for (const message of expected) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'insert')).toEqual([]);
  });

  it('stores the quote for this lead and shows its link, which opens the agreement on that quote', async () => {
    const user = userEvent.setup();
    const { client, calls } = storingClient();
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, client);

    await fillQuote(user, { packageName: PACKAGE, monthly: '3000', setup: '2500' });

    expect(await screen.findByText(copy.created)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'insert')).toEqual([
      { table: 'agreement_quotes', method: 'insert', args: [{ lead_id: LEAD_ID, package_name: PACKAGE, monthly_investment: 3000, setup_fee: 2500 }] },
    ]);
    const shown = screen.getByRole('textbox', { name: copy.newLink });
    expect(shown).toHaveAttribute('readonly');
    const link = new URL((shown as HTMLInputElement).value);
    expect(link.origin).toBe(window.location.origin);
    expect(link.pathname).toBe(AGREEMENT_PATH);
    expect(parseAgreementQuery(link.search)).toEqual({ packageName: PACKAGE, monthly: 3000, setup: 2500, quoteId: QUOTE_ID });
  });

  it('copies the link to the clipboard and says so', async () => {
    const user = userEvent.setup();
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, storingClient().client);
    await fillQuote(user, { packageName: PACKAGE, monthly: '3000', setup: '2500' });
    const shown = await screen.findByRole('textbox', { name: copy.newLink });

    await user.click(screen.getByRole('button', { name: copy.copy.button }));

    expect(await screen.findByText(copy.copy.copied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe((shown as HTMLInputElement).value);
  });

  it('says so when the browser refuses the clipboard, and leaves the link to copy by hand', async () => {
    const user = userEvent.setup();
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, storingClient().client);
    await fillQuote(user, { packageName: PACKAGE, monthly: '3000', setup: '2500' });
    await screen.findByRole('textbox', { name: copy.newLink });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));

    await user.click(screen.getByRole('button', { name: copy.copy.button }));

    expect(await screen.findByText(copy.copy.failed)).toBeInTheDocument();
    expect(screen.getByText(copy.copy.failedHint)).toBeInTheDocument();
  });

  it('keeps the entries and shows why when the database refuses the quote', async () => {
    const user = userEvent.setup();
    const { client } = fakeTableClient({ agreement_quotes: [] }, () => ({ data: null, error: { message: 'permission denied for table agreement_quotes' } }));
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, client);

    await fillQuote(user, { packageName: PACKAGE, monthly: '3000', setup: '2500' });

    expect(await screen.findByText(copy.failed)).toBeInTheDocument();
    expect(screen.getByText('permission denied for table agreement_quotes')).toBeInTheDocument();
    expect(field(copy.fields.monthly)).toHaveValue('3000');
    expect(screen.queryByRole('textbox', { name: copy.newLink })).not.toBeInTheDocument();
  });

  it('lists the lead’s links newest first, each with its amounts, its date and its own link to copy', async () => {
    const newer = quote('1a2b3c4d-0000-4000-8000-000000000002', '2026-11-21T09:00:00.000Z', OTHER_PACKAGE, 5000, 0);
    const older = quote('1a2b3c4d-0000-4000-8000-000000000001', '2026-11-20T09:00:00.000Z', PACKAGE, 1500, 2500);
    const { client, calls } = storingClient([newer, older]);
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, client);

    const items = within(await screen.findByRole('list', { name: copy.list.heading })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText(newer.package_name)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(older.package_name)).toBeInTheDocument();
    expect(calls).toContainEqual({ table: 'agreement_quotes', method: 'eq', args: ['lead_id', LEAD_ID] });
    expect(calls).toContainEqual({ table: 'agreement_quotes', method: 'order', args: ['created_at', { ascending: false }] });

    const first = within(items[0] as HTMLElement);
    expect(first.getByText('$5,000')).toBeInTheDocument();
    expect(first.getByText('$0')).toBeInTheDocument();
    expect(first.getByText(formatDateTime(newer.created_at))).toBeInTheDocument();
    const label = copy.list.linkLabel(newer.package_name, formatDateTime(newer.created_at));
    const link = new URL((first.getByRole('textbox', { name: label }) as HTMLInputElement).value);
    expect(parseAgreementQuery(link.search)).toEqual({ packageName: newer.package_name, monthly: 5000, setup: 0, quoteId: newer.id });
    expect(first.getByRole('button', { name: `${copy.copy.button}: ${label}` })).toBeInTheDocument();
  });

  it('says when no link has been made for the lead', async () => {
    renderWithAdminClient(<LeadQuotesSection leadId={LEAD_ID} />, storingClient([]).client);
    expect(await screen.findByText(copy.list.empty)).toBeInTheDocument();
  });
});
