import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../api/admin-client';
import { adminKeys } from '../api/query-keys';

/**
 * Adds a staff note. The database stamps author and time, records the event and, for a first note,
 * the lead's first response; so afterwards the lead's whole view, the list and its summary refetch.
 */
export function useAddNote(leadId: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const { error } = await client.from('lead_notes').insert({ lead_id: leadId, body });
      if (error) throw error;
    },
    onSuccess: () => {
      for (const queryKey of [adminKeys.lead(leadId), adminKeys.inbox(), adminKeys.summary()]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
