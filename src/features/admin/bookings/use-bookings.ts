import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { adminKeys } from '../api/query-keys';
import type { Attendance, CallBooking, CallBookingListRow } from '../api/types';
import { pageRange } from '../pagination';
import type { BookingFilter } from './booking-filter';
import { bookingListColumns } from '../api/columns';
import { attendanceLabels, SHOW_UP_PERIOD_DAYS } from './attendance';

export const BOOKINGS_PAGE_SIZE = 25;


/** Every page of every filter: what a change to a booking makes stale. */
export const allBookingPages = ['admin', 'bookings'] as const;

export async function fetchBookings(client: AdminClient, filter: BookingFilter, page: number): Promise<{ rows: CallBookingListRow[]; total: number }> {
  const { from, to } = pageRange(page, BOOKINGS_PAGE_SIZE);
  // "Now" is the moment of each fetch, so a refetch moves calls that have started into Past.
  const now = new Date().toISOString();
  // The list view adds each client's live bookings; changes still go to call_bookings.
  const base = client.from('call_booking_list').select(bookingListColumns, { count: 'exact' });
  const filtered =
    filter === 'upcoming'
      ? base.eq('status', 'booked').gte('slot_start', now).order('slot_start', { ascending: true })
      : filter === 'past'
        ? base.lt('slot_start', now).order('slot_start', { ascending: false })
        : base.eq('status', 'cancelled').order('slot_start', { ascending: false });
  // The id breaks ties between equal slots (a cancelled and a live booking of one slot), so pages never overlap.
  const { data, error, count } = await filtered.order('id').range(from, to);
  if (error) throw error;
  return { rows: data, total: count ?? 0 };
}

export function useBookings(filter: BookingFilter, page: number) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.bookings({ filter, page }),
    queryFn: () => fetchBookings(client, filter, page),
    placeholderData: keepPreviousData,
  });
}

/** The calls of the last SHOW_UP_PERIOD_DAYS marked attended and marked no-show: two counts, no rows. */
export async function fetchShowUp(client: AdminClient, now: Date): Promise<{ attended: number; noShows: number }> {
  const since = new Date(now.getTime() - SHOW_UP_PERIOD_DAYS * 86_400_000).toISOString();
  const count = async (attendance: Attendance) => {
    const { count: found, error } = await client
      .from('call_bookings')
      .select('id', { count: 'exact', head: true })
      .eq('attendance', attendance)
      .gte('slot_start', since)
      .lte('slot_start', now.toISOString());
    if (error) throw error;
    return found ?? 0;
  };
  const [attended, noShows] = await Promise.all([count('attended'), count('no_show')]);
  return { attended, noShows };
}

export function useShowUp() {
  const client = useAdminClient();
  return useQuery({ queryKey: adminKeys.bookings('show-up'), queryFn: () => fetchShowUp(client, new Date()) });
}

/** Marks a past call attended or a no-show, or clears the mark (null). */
export function useBookingAttendance() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { booking: Pick<CallBooking, 'id' | 'lead_id'>; attendance: Attendance | null }>({
    mutationFn: async ({ booking, attendance }) => {
      const { data, error } = await client.from('call_bookings').update({ attendance }).eq('id', booking.id).select('id, attendance').single();
      if (error) throw error;
      return data;
    },
    onSuccess: (_data, { attendance }) => {
      toast({ title: attendance ? `Marked ${attendanceLabels[attendance].toLowerCase()}` : 'Attendance cleared', variant: 'success' });
    },
    onError: () => {
      toast({ title: 'Could not mark attendance', description: 'Please try again.', variant: 'destructive' });
    },
    onSettled: (_data, _error, { booking }) => {
      void queryClient.invalidateQueries({ queryKey: allBookingPages });
      if (booking.lead_id) void queryClient.invalidateQueries({ queryKey: adminKeys.lead(booking.lead_id) });
    },
  });
}
