import type { LeadStatus } from '../pipeline';
import type { AdminClient } from './admin-database';

/** What a status change gives back: the fields the database stamped along with it. */
export type StatusChange = { id: string; status: LeadStatus; is_spam: boolean; status_changed_at: string | null; first_response_at: string | null };

/**
 * Moves a lead along the pipeline. RLS decides: for anyone but an admin no row matches, and
 * single() turns that into an error rather than a silent no-op.
 */
export async function updateLeadStatus(client: AdminClient, id: string, status: LeadStatus): Promise<StatusChange> {
  const { data, error } = await client
    .from('leads')
    .update({ status })
    .eq('id', id)
    .select('id, status, is_spam, status_changed_at, first_response_at')
    .single();
  if (error) throw error;
  return data;
}
