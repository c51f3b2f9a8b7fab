import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { bookingMessages } from '@shared/booking/calendar.ts';
import { moveBookingSchemaAt } from '@shared/booking/schema.ts';
import type { FieldIssue } from '@shared/field-issue.ts';
import type { SlotValues } from './slot-fields';
import { useBookingAvailability } from './use-booking-availability';

type MoveSchema = ReturnType<typeof moveBookingSchemaAt>;
export type MoveValues = z.output<MoveSchema>;

// The clock is read at each validation: a form left open past a slot's lead time refuses it.
const moveResolver: Resolver<z.input<MoveSchema>, unknown, MoveValues> = (values, context, options) =>
  zodResolver(moveBookingSchemaAt(new Date()))(values, context, options);

/**
 * A form that moves a booked call to another slot, by the booking form's rules and the days and hours
 * staff closed: the visitor's on /manage-booking and staff's in the dashboard. `showIssues` puts the
 * server's field issues on the date and time; a slot the server says was taken leaves the time list.
 */
export function useMoveForm() {
  // Slots the server said were taken since the form opened: the calendar does not list other people's calls.
  const [taken, setTaken] = useState<readonly string[]>([]);
  const availability = useBookingAvailability();
  const form = useForm<SlotValues, unknown, MoveValues>({ resolver: moveResolver, defaultValues: { preferredDate: '', preferredTime: '' } });

  function showIssues(values: MoveValues, issues: readonly FieldIssue[]): void {
    if (issues.some((issue) => issue.message === bookingMessages.slotTaken)) {
      setTaken((previous) => [...previous, `${values.preferredDate} ${values.preferredTime}`]);
      form.setValue('preferredTime', '');
    }
    issues.forEach((issue, index) => {
      if (issue.path === 'preferredDate' || issue.path === 'preferredTime') {
        form.setError(issue.path, { type: 'server', message: issue.message }, { shouldFocus: index === 0 });
      }
    });
  }

  return { form, taken, availability, showIssues };
}
