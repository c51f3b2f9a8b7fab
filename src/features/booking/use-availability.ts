import { useEffect, useState } from 'react';
import type { Availability } from '@shared/booking/calendar.ts';
import { callFunction } from '@/lib/call-function';

/** booking-availability's answer (`{ availability }`) as the calendar's rules read it; null when it is not that shape. */
export function availabilityFrom(data: unknown): Availability | null {
  if (typeof data !== 'object' || data === null || !('availability' in data)) return null;
  const answer: unknown = data.availability;
  if (typeof answer !== 'object' || answer === null) return null;
  const { closedDates, weeklyHours } = answer as Record<string, unknown>;
  if (!Array.isArray(closedDates) || !Array.isArray(weeklyHours)) return null;
  const hours = weeklyHours.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { weekday, isOpen, opensAt, closesAt } = entry as Record<string, unknown>;
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
    void callFunction('booking-availability', {}).then((result) => {
      if (current) setAvailability(result.ok ? availabilityFrom(result.data) : null);
    });
    return () => {
      current = false;
    };
  }, []);
  return availability;
}
