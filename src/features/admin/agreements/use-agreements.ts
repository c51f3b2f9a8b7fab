import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { adminKeys } from '../api/query-keys';
import type { AgreementAcceptance } from '../api/types';
import { pageRange } from '../pagination';
import { acceptanceColumns } from '../api/columns';

export const AGREEMENTS_PAGE_SIZE = 25;

/** Without terms_text (large; loaded per acceptance by the terms dialog) and the evidence columns. */
export type AcceptanceRow = Pick<
  AgreementAcceptance,
  'id' | 'created_at' | 'lead_id' | 'package_name' | 'monthly_investment' | 'setup_fee' | 'agreement_date' | 'accepted_at' | 'signer_name' | 'signer_email' | 'terms_fingerprint' | 'quote_id'
>;

export async function fetchAgreements(client: AdminClient, page: number): Promise<{ rows: AcceptanceRow[]; total: number }> {
  const { from, to } = pageRange(page, AGREEMENTS_PAGE_SIZE);
  const { data, error, count } = await client
    .from('agreement_acceptances')
    .select(acceptanceColumns, { count: 'exact' })
    .order('accepted_at', { ascending: false })
    .order('id')
    .range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export function useAgreements(page: number) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.agreements({ page }),
    queryFn: () => fetchAgreements(client, page),
    placeholderData: keepPreviousData,
  });
}
