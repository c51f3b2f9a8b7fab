import { useEffect, useState } from 'react';
import { firstBookableDate, lastBookableDate, type Availability } from '@shared/booking/calendar.ts';
import { readPublicRpc } from '@/lib/call-function';

/** The database's answer (public.booking_availability) as the calendar's rules read it; null when it is not that shape. */
export function availabilityFrom(data: unknown): Availability | null {
  if (typeof data !== 'object' || data === null) return null;
  const { closed_dates: closedDates, weekly_hours: weeklyHours } = data as Record<string, unknown>;
  if (!Array.isArray(closedDates) || !Array.isArray(weeklyHours)) return null;
  const hours = weeklyHours.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { weekday, is_open: isOpen, opens_at: opensAt, closes_at: closesAt } = entry as Record<string, unknown>;
    return typeof weekday === 'number' && typeof isOpen === 'boolean' && typeof opensAt === 'string' && typeof closesAt === 'string'
      ? [{ weekday, isOpen, opensAt, closesAt }]
      : [];
  });
  return { closedDates: closedDates.filter((date): date is string => typeof date === 'string'), weeklyHours: hours };
}

/**
 * The days and hours staff closed, read once when a form that picks a call's time opens. Until it
 * arrives (or if it cannot be read) the business hours are offered, and the server still refuses a
 * closed slot with the field's message.
 */
export function useBookingAvailability(): Availability | null {
  const [availability, setAvailability] = useState<Availability | null>(null);
  useEffect(() => {
    let current = true;
    const now = new Date();
    void readPublicRpc('booking_availability', { from_date: firstBookableDate(now), to_date: lastBookableDate(now) }).then((data) => {
      if (current) setAvailability(availabilityFrom(data));
    });
    return () => {
      current = false;
    };
  }, []);
  return availability;
}
