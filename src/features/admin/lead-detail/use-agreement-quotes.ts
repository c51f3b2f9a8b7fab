import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementQuote } from '@shared/agreement-quote.ts';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { quoteColumns } from '../api/columns';
import { adminKeys } from '../api/query-keys';
import type { AgreementQuoteRow } from '../api/types';

/** A lead's agreement links, newest first. A lead gets a handful; the cap keeps a runaway page cheap. */
const QUOTES_LIMIT = 50;

export async function fetchQuotes(client: AdminClient, leadId: string): Promise<AgreementQuoteRow[]> {
  const { data, error } = await client.from('agreement_quotes').select(quoteColumns).eq('lead_id', leadId).order('created_at', { ascending: false }).limit(QUOTES_LIMIT);
  if (error) throw error;
  return data;
}

export function useLeadQuotes(leadId: string) {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.leadPart(leadId, 'quotes'), queryFn: () => fetchQuotes(client, leadId) });
}

/**
 * Stores a quote for the lead and gives back the stored row: its id, which the database draws, is the
 * link's credential, so the link can only be shown once the insert has answered.
 */
export function useCreateQuote(leadId: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ packageName, monthly, setup }: AgreementQuote): Promise<AgreementQuoteRow> => {
      const { data, error } = await client
        .from('agreement_quotes')
        .insert({ lead_id: leadId, package_name: packageName, monthly_investment: monthly, setup_fee: setup })
        .select(quoteColumns)
        .single();
      if (error) throw error;
      return data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.leadPart(leadId, 'quotes') }),
  });
}
