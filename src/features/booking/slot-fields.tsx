import { Controller, useWatch, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { bookingMessages, firstBookableDate, lastBookableDate, offeredSlotsFor, type Availability } from '@shared/booking/calendar.ts';
import { slotLabel } from '@shared/booking/labels.ts';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { bookingCopy as copy } from '@/content/booking';

/** The two fields every form that picks a call's time has. */
export interface SlotValues {
  preferredDate: string;
  preferredTime: string;
}

interface SlotFieldsProps<Values extends SlotValues, Output> {
  /** Prefix of the fields' ids. */
  id: string;
  /** The form the fields belong to (useForm's answer). */
  form: UseFormReturn<Values, unknown, Output>;
  /** The date range depends on today's date, which a prerendered page cannot know. */
  hydrated: boolean;
  /** `${date} ${time}` of slots the server said were taken since the page opened: the calendar does not list other people's calls. */
  taken: readonly string[];
  /** The days and hours staff closed, once read (useBookingAvailability). */
  availability: Availability | null;
}

/**
 * The date and the time of a call, by the calendar's rules (@shared/booking/calendar.ts): the booking
 * form's and the manage page's move form's. The time list offers the chosen date's slots still ahead.
 */
export function SlotFields<Values extends SlotValues, Output>({ id, form, hydrated, taken, availability }: SlotFieldsProps<Values, Output>) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  // The forms' other fields differ; these two names are in every one (Values extends SlotValues).
  const dateName = 'preferredDate' as Path<Values>;
  const timeName = 'preferredTime' as Path<Values>;
  const noTime = '' as PathValue<Values, Path<Values>>;
  // Re-read on every render so that slots that have just passed disappear; stable enough for one render.
  const now = new Date();
  const date = useWatch({ control, name: dateName }) as string | undefined;
  const slots = date ? offeredSlotsFor(date, now, availability).filter((time) => !taken.includes(`${date} ${time}`)) : [];
  const closedDay = Boolean(date && availability?.closedDates.includes(date));
  const timeHint = !date ? copy.timeNeedsDate : closedDay ? bookingMessages.dayClosed : slots.length === 0 ? copy.noTimesLeft : copy.timeZoneHint;

  return (
    <>
      <FormField id={`${id}-date`} label={copy.labels.preferredDate} required error={errors.preferredDate?.message as string | undefined}>
        {(field) => (
          <Input
            {...field}
            {...register(dateName, { onChange: () => setValue(timeName, noTime) })}
            type="date"
            {...(hydrated ? { min: firstBookableDate(now), max: lastBookableDate(now) } : {})}
          />
        )}
      </FormField>
      <FormField id={`${id}-time`} label={copy.labels.preferredTime} required hint={timeHint} error={errors.preferredTime?.message as string | undefined}>
        {(field) => (
          <Controller
            control={control}
            name={timeName}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <Select value={(value as string | undefined) ?? ''} onValueChange={onChange} disabled={slots.length === 0}>
                <SelectTrigger {...field} ref={ref} onBlur={onBlur}>
                  <SelectValue placeholder={copy.timePlaceholder} />
                </SelectTrigger>
                <SelectContent>
                  {slots.map((time) => (
                    <SelectItem key={time} value={time}>
                      {slotLabel(time)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
    </>
  );
}
