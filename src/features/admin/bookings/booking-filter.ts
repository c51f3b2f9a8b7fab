/** Which bookings the tab lists, as kept in the address (`/admin?tab=bookings&show=past&page=2`). */
export const bookingFilters = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type BookingFilter = (typeof bookingFilters)[number]['value'];

export function bookingFilterFrom(value: string | null): BookingFilter {
  return value === 'past' || value === 'cancelled' ? value : 'upcoming';
}

export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address parameters for a filter and page; the defaults stay out so the plain tab URL is canonical. */
export function withBookingView(params: URLSearchParams, filter: BookingFilter, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === 'upcoming') next.delete('show');
  else next.set('show', filter);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
