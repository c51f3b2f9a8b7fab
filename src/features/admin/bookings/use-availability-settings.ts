import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyToday } from '@shared/booking/calendar.ts';
import { toast } from '@/components/ui/use-toast';
import { useAdminClient } from '../api/admin-client';
import { adminKeys } from '../api/query-keys';
import type { BookingClosure, WeeklyHours } from '../api/types';

/** Availability's reads, and the bookings lists a change can move calls in or out of (booking_conflicts). */
const availabilityKey = adminKeys.bookings('availability');
const allBookingPages = ['admin', 'bookings'] as const;

/** Closures that end today (the agency's today) or later, soonest first: what still shapes the calendar. */
export function useClosures() {
  const client = useAdminClient();
  return useQuery({
    queryKey: [...availabilityKey, 'closures'],
    queryFn: async (): Promise<BookingClosure[]> => {
      const { data, error } = await client
        .from('booking_closures')
        .select('id, starts_on, ends_on, note, created_at')
        .gte('ends_on', agencyToday(new Date()))
        .order('starts_on');
      if (error) throw error;
      return data;
    },
  });
}

export function useWeeklyHours() {
  const client = useAdminClient();
  return useQuery({
    queryKey: [...availabilityKey, 'weekly'],
    queryFn: async (): Promise<WeeklyHours[]> => {
      const { data, error } = await client.from('booking_weekly_hours').select('id, weekday, is_open, opens_at, closes_at').order('weekday');
      if (error) throw error;
      return data;
    },
  });
}

/** Calls still ahead that the closures or hours now cover, soonest first. */
export function useBookingConflicts() {
  const client = useAdminClient();
  return useQuery({
    queryKey: [...availabilityKey, 'conflicts'],
    queryFn: async () => {
      const { data, error } = await client.from('booking_conflicts').select('id, lead_id, email, phone, slot_start, time_zone, sequence').order('slot_start');
      if (error) throw error;
      return data;
    },
  });
}

/** A change of availability: its write, its toasts, and a refresh of everything it can change. */
function useAvailabilityChange<Input>(write: (input: Input) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, Input>({
    mutationFn: write,
    onSuccess: () => toast({ title: done, variant: 'success' }),
    onError: () => toast({ title: failed, description: 'Please try again.', variant: 'destructive' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: allBookingPages }),
  });
}

export function useAddClosure() {
  const client = useAdminClient();
  return useAvailabilityChange(
    async ({ startsOn, endsOn, note }: { startsOn: string; endsOn: string; note: string }) => {
      const { error } = await client.from('booking_closures').insert({ starts_on: startsOn, ends_on: endsOn, note: note || null });
      if (error) throw error;
    },
    'Days closed',
    'Could not close the days',
  );
}

export function useRemoveClosure() {
  const client = useAdminClient();
  return useAvailabilityChange(
    async (id: string) => {
      const { error } = await client.from('booking_closures').delete().eq('id', id);
      if (error) throw error;
    },
    'Days open again',
    'Could not reopen the days',
  );
}

/** Sets a weekday's hours: changes its row, or adds one for a weekday that kept the business hours. */
export function useSaveWeeklyHours() {
  const client = useAdminClient();
  return useAvailabilityChange(
    async ({ weekday, existingId, isOpen, opensAt, closesAt }: { weekday: number; existingId: string | undefined; isOpen: boolean; opensAt: string; closesAt: string }) => {
      const hours = { is_open: isOpen, opens_at: opensAt, closes_at: closesAt };
      const { error } = existingId
        ? await client.from('booking_weekly_hours').update(hours).eq('id', existingId)
        : await client.from('booking_weekly_hours').insert({ weekday, ...hours });
      if (error) throw error;
    },
    'Hours saved',
    'Could not save the hours',
  );
}
