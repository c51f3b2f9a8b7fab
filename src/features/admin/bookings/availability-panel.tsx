import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { slotLabel } from '@shared/booking/labels.ts';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { WeeklyHours } from '../api/types';
import { LeadLink } from '../components/lead-link';
import { LoadError, Loading } from '../components/query-status';
import { formatSlot } from '../components/record-format';
import { BookingActions } from './booking-actions';
import { CLOSING_TIMES, OPENING_TIMES, WEEKDAYS, closureLabel, closureSchema, hoursOrBusiness } from './availability-rules';
import { useAddClosure, useBookingConflicts, useClosures, useRemoveClosure, useSaveWeeklyHours, useWeeklyHours } from './use-availability-settings';

const subheading = 'text-lg font-bold';

/**
 * The Bookings tab's availability (docs/product.md, "Staff availability"): the closed days and each
 * weekday's hours, which the booking page and the database honour.
 */
export function AvailabilityPanel() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-6 rounded-lg border border-border p-4 sm:p-6">
      <h3 id={headingId} className="text-xl font-bold">
        Availability
      </h3>
      <div className="grid gap-6 lg:grid-cols-2">
        <Closures />
        <Hours />
      </div>
    </section>
  );
}

/**
 * Calls booked before their day or time was closed: listed at the top of the tab, each with Move and
 * Cancel, until they are moved or cancelled. `onChanged` follows a change, as in the bookings list.
 */
export function BookingConflictsNotice({ onChanged }: { onChanged: () => void }) {
  const conflicts = useBookingConflicts();
  if (!conflicts.data || conflicts.data.length === 0) return null;
  return (
    <section aria-label="Calls on closed time" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-4">
      <p className="font-semibold">
        {conflicts.data.length === 1 ? '1 booked call is' : `${conflicts.data.length} booked calls are`} on closed time. They stay booked until you
        move or cancel them, or the visitor moves them with their link.
      </p>
      <ul className="grid gap-2 text-sm">
        {conflicts.data.map((call) => (
          <li key={call.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>
              <time dateTime={call.slot_start}>{formatSlot(call.slot_start, call.time_zone)}</time> · {call.email}
            </span>
            {call.lead_id ? (
              <LeadLink id={call.lead_id} className="text-primary underline-offset-4 hover:underline">
                View lead
              </LeadLink>
            ) : null}
            <BookingActions booking={{ ...call, status: 'booked', cancelled_by: null }} onChanged={onChanged} />
          </li>
        ))}
      </ul>
    </section>
  );
}

type ClosureInput = z.input<typeof closureSchema>;

function Closures() {
  const id = useId();
  const closures = useClosures();
  const add = useAddClosure();
  const remove = useRemoveClosure();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ClosureInput, unknown, z.output<typeof closureSchema>>({
    resolver: zodResolver(closureSchema),
    defaultValues: { startsOn: '', endsOn: '', note: '' },
  });

  return (
    <div className="grid content-start gap-3">
      <h4 className={subheading}>Closed days</h4>
      {closures.isPending ? (
        <Loading label="Loading closed days…" />
      ) : closures.isError ? (
        <LoadError message="Failed to load closed days" onRetry={() => void closures.refetch()} />
      ) : closures.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No days are closed.</p>
      ) : (
        <ul className="grid gap-2">
          {closures.data.map((closure) => {
            const label = closureLabel(closure.starts_on, closure.ends_on);
            return (
              <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 p-3 text-sm">
                <span>
                  <span className="font-semibold">{label}</span>
                  {closure.note ? <span className="block break-words text-muted-foreground">{closure.note}</span> : null}
                </span>
                <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(closure.id)}>
                  Reopen<span className="sr-only"> {label}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form noValidate onSubmit={handleSubmit((values) => add.mutate(values, { onSuccess: () => reset() }))} className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-from`} label="First day" required error={errors.startsOn?.message}>
          {(field) => <Input {...field} {...register('startsOn')} type="date" />}
        </FormField>
        <FormField id={`${id}-to`} label="Last day" hint="Leave empty for one day." error={errors.endsOn?.message}>
          {(field) => <Input {...field} {...register('endsOn')} type="date" />}
        </FormField>
        <FormField id={`${id}-note`} label="Note for the team" error={errors.note?.message} className="sm:col-span-2">
          {(field) => <Input {...field} {...register('note')} maxLength={200} placeholder="Holiday, team offsite…" />}
        </FormField>
        <Button type="submit" disabled={add.isPending} className="sm:justify-self-start">
          Close these days
        </Button>
      </form>
    </div>
  );
}

function Hours() {
  const hours = useWeeklyHours();
  return (
    <div className="grid content-start gap-3">
      <h4 className={subheading}>Weekly hours</h4>
      <p className="text-sm text-muted-foreground">Within the published hours, 8:00 AM to 6:00 PM Pacific Time, Monday to Friday.</p>
      {hours.isPending ? (
        <Loading label="Loading weekly hours…" />
      ) : hours.isError ? (
        <LoadError message="Failed to load weekly hours" onRetry={() => void hours.refetch()} />
      ) : (
        <ul className="grid gap-2">
          {WEEKDAYS.map(({ weekday, label }) => (
            <WeekdayHours key={weekday} weekday={weekday} label={label} row={hours.data.find((row) => row.weekday === weekday)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WeekdayHours({ weekday, label, row }: { weekday: number; label: string; row: WeeklyHours | undefined }) {
  const id = useId();
  const save = useSaveWeeklyHours();
  const stored = hoursOrBusiness(row);
  const [draft, setDraft] = useState(stored);
  const changed = draft.isOpen !== stored.isOpen || draft.opensAt !== stored.opensAt || draft.closesAt !== stored.closesAt;
  const inOrder = draft.opensAt < draft.closesAt;

  return (
    <li className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-[8rem_1fr] sm:items-center">
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-open`} checked={draft.isOpen} onChange={(event) => setDraft({ ...draft, isOpen: event.target.checked })} />
        <Label htmlFor={`${id}-open`}>{label}</Label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TimeSelect
          label={`${label} opens at`}
          value={draft.opensAt}
          times={OPENING_TIMES}
          disabled={!draft.isOpen}
          onChange={(opensAt) => setDraft({ ...draft, opensAt })}
        />
        <span aria-hidden="true">to</span>
        <TimeSelect
          label={`${label} closes at`}
          value={draft.closesAt}
          times={CLOSING_TIMES}
          disabled={!draft.isOpen}
          onChange={(closesAt) => setDraft({ ...draft, closesAt })}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={!changed || !inOrder || save.isPending}
          onClick={() => save.mutate({ weekday, existingId: row?.id, ...draft })}
        >
          Save<span className="sr-only"> {label}&apos;s hours</span>
        </Button>
        {!inOrder ? (
          <span role="alert" className="w-full font-medium text-destructive">
            The closing time must be after the opening time.
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** One end of a weekday's hours: the half hours it may take, labelled as the booking form shows times. */
function TimeSelect(props: { label: string; value: string; times: readonly string[]; disabled: boolean; onChange: (time: string) => void }) {
  return (
    <NativeSelect aria-label={props.label} value={props.value} disabled={props.disabled} onChange={(event) => props.onChange(event.target.value)} className="w-32">
      {props.times.map((time) => (
        <option key={time} value={time}>
          {slotLabel(time)}
        </option>
      ))}
    </NativeSelect>
  );
}
