import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useAdminClient } from './api/admin-client';
import { updateLeadStatus } from './api/leads';
import { adminKeys } from './api/query-keys';
import type { LeadStatus } from './pipeline';

type Snapshot = [QueryKey, unknown][];

/** Replaces the status of lead `id` wherever it appears in a cached value: a row, a page, a list. */
export function withStatus(value: unknown, id: string, status: LeadStatus): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const updated = withStatus(item, id, status);
      if (updated !== item) changed = true;
      return updated;
    });
    return changed ? next : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.id === id && 'status' in record) return { ...record, status, is_spam: status === 'Spam' };
  if (Array.isArray(record.rows)) {
    const rows = withStatus(record.rows, id, status);
    return rows === record.rows ? value : { ...record, rows };
  }
  return value;
}

/**
 * Changes a lead's status optimistically: the badge moves at once everywhere the lead is shown (the
 * list's pages and its detail view), rolls back if the database refuses, and the affected reads refetch
 * either way so counts, audit trail and response time come from the server.
 */
export function useLeadStatus() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const affected = (id: string): QueryKey[] => [adminKeys.inbox(), adminKeys.lead(id), ['admin', 'person']];

  return useMutation<unknown, Error, { id: string; status: LeadStatus }, Snapshot>({
    mutationFn: ({ id, status }) => updateLeadStatus(client, id, status),
    onMutate: async ({ id, status }) => {
      const keys = affected(id);
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const snapshot: Snapshot = keys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      for (const [queryKey, value] of snapshot) queryClient.setQueryData(queryKey, withStatus(value, id, status));
      return snapshot;
    },
    onError: (_error, { status }, snapshot) => {
      for (const [queryKey, value] of snapshot ?? []) queryClient.setQueryData(queryKey, value);
      toast({ title: `Could not change the status to ${status}`, description: 'The lead keeps its previous status. Please try again.', variant: 'destructive' });
    },
    onSettled: (_data, _error, { id }) => {
      for (const queryKey of [...affected(id), adminKeys.summary()]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
