import { FunctionsHttpError } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffBookingRequest } from '@shared/booking/schema.ts';
import { answerResultOf, functionResultOf, type FunctionResult } from '@/lib/call-function';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { adminKeys } from '../api/query-keys';
import type { CallBooking } from '../api/types';
import { allBookingPages } from './use-bookings';

/**
 * Moves, cancels or restores a booking through the staff-booking function, which e-mails the visitor the
 * updated invite or the CANCEL. supabase-js sends the admin's session with it; the function lets the
 * database decide whether that session may change bookings. Never throws: the answer is read as the
 * site's forms read theirs, checked by staff-booking's answer schemas (field issues, a 409 with the booking as it
 * stands, a failure).
 */
export async function changeBooking(client: AdminClient, change: StaffBookingRequest): Promise<FunctionResult<'staff-booking'>> {
  const { data, error } = await client.functions.invoke('staff-booking', { body: change });
  if (!error) return answerResultOf('staff-booking', data);
  if (error instanceof FunctionsHttpError) return functionResultOf('staff-booking', error.context as Response);
  return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The mutation the booking actions share. Whatever the answer, the lists and the lead's page are read
 * again: a change made, or refused because the booking moved on, both show it as it now stands.
 */
export function useStaffBookingChange() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation<FunctionResult<'staff-booking'>, Error, { booking: Pick<CallBooking, 'id' | 'lead_id'>; change: StaffBookingRequest }>({
    mutationFn: ({ change }) => changeBooking(client, change),
    onSettled: (_result, _error, { booking }) => {
      void queryClient.invalidateQueries({ queryKey: allBookingPages });
      if (booking.lead_id) void queryClient.invalidateQueries({ queryKey: adminKeys.lead(booking.lead_id) });
    },
  });
}
