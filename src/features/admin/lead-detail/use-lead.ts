import { useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { adminKeys } from '../api/query-keys';
import type { Lead } from '../api/types';
import { leadColumns } from '../api/columns';


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Postgres' "invalid input syntax" (a malformed id) and PostgREST's "no row": both mean no such lead. */
const NOT_FOUND_CODES = new Set(['PGRST116', '22P02']);

/** One lead, or null when there is none with this id (or RLS hides it). */
export async function fetchLead(client: AdminClient, id: string): Promise<Lead | null> {
  // A hand-edited address should say "not found", not fail a query.
  if (!UUID.test(id)) return null;
  const { data, error } = await client.from('leads').select(leadColumns).eq('id', id).maybeSingle();
  if (error) {
    if (NOT_FOUND_CODES.has(error.code)) return null;
    throw error;
  }
  return data;
}

export function useLead(id: string) {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.lead(id), queryFn: () => fetchLead(client, id) });
}
