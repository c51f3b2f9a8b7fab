import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedBooking } from '@shared/function-answers.ts';
import { callFunction, type FunctionResult } from '@/lib/call-function';
import type { CancelValues } from './cancel-reason';
import type { MoveValues } from './use-move-form';

/** What opening the link's booking gave: the booking, a link that opens nothing (404), or no answer. */
export type Opened =
  /** The link opens nothing: incomplete, or no booking has its token. */
  | { kind: 'unopenable'; message: string }
  /** The booking system did not answer: the visitor may try again. */
  | { kind: 'unreachable' }
  | { kind: 'open'; booking: ManagedBooking };

const managedBookingKey = (token: string) => ['manage-booking', token] as const;

async function openBooking(token: string): Promise<Opened> {
  const result = await callFunction('manage-booking', { action: 'view', token });
  if (result.ok) return { kind: 'open', booking: result.data.booking };
  if (result.reason === 'failed' && result.status === 404) return { kind: 'unopenable', message: result.message };
  return { kind: 'unreachable' };
}

/**
 * The booking the link's token opens, read once `enabled` (the page has hydrated and the token is
 * complete); undefined while it opens. `openAgain` starts over, showing it opening meanwhile.
 */
export function useManagedBooking(token: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: managedBookingKey(token), queryFn: () => openBooking(token), enabled });
  return { opened: data, openAgain: () => void queryClient.resetQueries({ queryKey: managedBookingKey(token) }) };
}

/** A change the link's holder asks for, at the revision the page read. */
export type BookingChange = ({ action: 'move' } & MoveValues) | ({ action: 'cancel' } & CancelValues);

/** The change and the revision it is meant for. */
type ChangeAt = BookingChange & { expectedSequence: number };

/** The booking a change's answer carries: made (200) or refused because the booking moved on (409). */
function bookingAfter(result: FunctionResult<'manage-booking'>): ManagedBooking | undefined {
  if (result.ok) return result.data.booking;
  return result.reason === 'failed' ? result.data?.booking : undefined;
}

/**
 * Moves or cancels the link's booking through manage-booking. Never throws (callFunction's result); a
 * change made or refused comes back with the booking as it now stands, which becomes the page's booking.
 */
export function useBookingChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeAt) => callFunction('manage-booking', { ...change, token }),
    onSuccess: (result) => {
      const booking = bookingAfter(result);
      if (booking) queryClient.setQueryData(managedBookingKey(token), (): Opened => ({ kind: 'open', booking }));
    },
  });
}
