import { useQuery } from '@tanstack/react-query';
import type { Availability } from '@shared/booking/calendar.ts';
import { callFunction } from '@/lib/call-function';

/** The days and hours staff closed, or null when they could not be read (the form then offers the business hours). */
async function readAvailability(): Promise<Availability | null> {
  const result = await callFunction('booking-availability', {});
  return result.ok ? result.data.availability : null;
}

/**
 * The days and hours staff closed, read when a form that picks a call's time opens. Until it arrives
 * (or if it cannot be read) the business hours are offered, and the server still refuses a closed slot
 * with the field's message. Needs a QueryClient: the visitor's (visitor-queries.tsx) or the dashboard's.
 */
export function useBookingAvailability(): Availability | null {
  return useQuery({ queryKey: ['booking-availability'], queryFn: readAvailability }).data ?? null;
}
