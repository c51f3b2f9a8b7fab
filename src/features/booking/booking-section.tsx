import { useEffect, useId, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, PartyPopper } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { bookingMessages } from '@shared/booking/calendar.ts';
import { bookCallSchemaAt } from '@shared/booking/schema.ts';
import { bookingDateLabel, slotLabel } from '@shared/booking/labels.ts';
import { FormField } from '@/components/forms/form-field';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { EmailInput } from '@/components/forms/email-input';
import type { LeadFailure } from '@/features/lead-capture';
import { LeadFormFooter, useLeadForm } from '@/features/lead-capture/form';
import { sendAnalyticsEvent } from '@/features/tracking/shell';
import { bookingCopy as copy } from '@/content/booking';
import { useHydrated } from '@/lib/use-hydrated';
import { browserTimeZone } from './browser-time-zone';
import { CallMeetingNote } from './call-meeting-note';
import { SlotFields } from './slot-fields';
import { useBookingAvailability } from './use-booking-availability';

type BookingSchema = ReturnType<typeof bookCallSchemaAt>;
type FormInput = z.input<BookingSchema> & { website?: string };
type FormOutput = z.output<BookingSchema>;

const fields = ['email', 'phone', 'preferredDate', 'preferredTime', 'biggestQuestion'] as const;
type Field = (typeof fields)[number];

const emptyForm: FormInput = { email: '', phone: '', preferredDate: '', preferredTime: '', biggestQuestion: '', website: '' };

/** The type the agreement page sends visitors here with (docs/product.md#call-booking). */
const AFTER_AGREEMENT = 'agreement-accepted';

/** The rules run at the moment of validation: a slot that was fine a minute ago may have passed. */
const resolver: Resolver<FormInput, unknown, FormOutput> = (values, context, options) =>
  zodResolver(bookCallSchemaAt(new Date()))(values, context, options);

function isField(path: string): path is Field {
  return (fields as readonly string[]).includes(path);
}

interface Booked {
  date: string;
  time: string;
}

/** /call-booking's form (docs/product.md#call-booking) and its 'You're All Set!' screen. */
export default function BookingSection() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const afterAgreement = hydrated && searchParams.get('type') === AFTER_AGREEMENT;
  const [booked, setBooked] = useState<Booked | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (booked) successHeading.current?.focus();
  }, [booked]);

  if (booked) {
    return (
      <div data-slot="booking-confirmation" className="mx-auto grid max-w-xl justify-items-center gap-5 rounded-lg bg-background p-8 text-center shadow-sm ring-1 ring-border">
        <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
        <h2 ref={successHeading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-foreground">
          {copy.success.heading}
        </h2>
        <p className="text-lg text-pretty text-muted-foreground">
          {copy.success.body.replace('{slot}', `${bookingDateLabel(booked.date)} at ${slotLabel(booked.time)} Pacific Time`)}
        </p>
        <CallMeetingNote className="text-pretty text-muted-foreground" />
        <Link to="/" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          {copy.success.home}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      {afterAgreement ? (
        <div role="status" className="flex gap-3 rounded-lg bg-primary-soft p-5 text-foreground ring-1 ring-border">
          <PartyPopper aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <p className="font-bold">{copy.agreementThanks.heading}</p>
            <p className="mt-1 text-muted-foreground">{copy.agreementThanks.body}</p>
          </div>
        </div>
      ) : null}
      <BookingForm hydrated={hydrated} onBooked={setBooked} />
    </div>
  );
}

interface BookingFormProps {
  hydrated: boolean;
  onBooked: (booked: Booked) => void;
}

function BookingForm({ hydrated, onBooked }: BookingFormProps) {
  const id = useId();
  // Slots the server said were taken since the page opened: the calendar does not list other people's calls, so the form learns them here.
  const [taken, setTaken] = useState<readonly string[]>([]);
  const availability = useBookingAvailability();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: emptyForm });
  const {
    register,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const lead = useLeadForm({
    form,
    functionName: 'book-call',
    // Each booking holds a slot and e-mails the address typed, so it needs a person, as the contact forms do.
    humanCheck: true,
    fields,
    request: (values, envelope) => ({
      ok: true,
      request: {
        ...values,
        ...envelope,
        website: getValues('website') ?? '',
        // The e-mails state the call in the visitor's own time.
        timeZone: browserTimeZone(),
      },
    }),
    notices: {
      humanCheckMissing: { title: copy.humanCheckMissing },
      error: { title: bookingMessages.failure },
      success: { title: bookingMessages.success },
    },
    onSent: (values) => {
      // The funnel's last stage (sent only with analytics consent).
      sendAnalyticsEvent('booking_submit', {});
      onBooked({ date: values.preferredDate, time: values.preferredTime });
    },
    onFailure: (failure, values) => failure.status === 409 && showConflict(failure, values),
  });

  /** A 409: the slot, this address's upcoming calls or a day staff closed. */
  function showConflict(failure: LeadFailure, values: FormOutput): true {
    // This address or connection holds as many upcoming calls as one visitor may (on email), or staff
    // closed the day or the time (on the date or the time): the server's words, on its field.
    const conflict = failure.issues?.find((issue) => isField(issue.path) && issue.message !== bookingMessages.slotTaken);
    if (conflict && isField(conflict.path)) {
      setError(conflict.path, { type: 'server', message: conflict.message }, { shouldFocus: true });
      toast({ title: failure.message, variant: 'destructive' });
      return true;
    }
    // The slot went to someone else: drop it from the list and ask for another, keeping the rest.
    // A new attempt is a new submission, not a retry of the refused one.
    lead.renewSubmission();
    setTaken((previous) => [...previous, `${values.preferredDate} ${values.preferredTime}`]);
    setValue('preferredTime', '');
    setError('preferredTime', { type: 'server', message: bookingMessages.slotTaken }, { shouldFocus: true });
    toast({ title: bookingMessages.slotTaken, variant: 'destructive' });
    return true;
  }

  return (
    <form noValidate onSubmit={lead.onSubmit} className="grid gap-5 rounded-lg bg-background p-6 shadow-sm ring-1 ring-border sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-email`} label={copy.labels.email} required error={errors.email?.message}>
          {(field) => <EmailInput {...field} {...register('email')} maxLength={255} />}
        </FormField>
        <FormField id={`${id}-phone`} label={copy.labels.phone} required error={errors.phone?.message}>
          {(field) => <Input {...field} {...register('phone')} type="tel" autoComplete="tel" maxLength={20} />}
        </FormField>
        <SlotFields id={id} form={form} hydrated={hydrated} taken={taken} availability={availability} />
      </div>
      <FormField id={`${id}-question`} label={copy.labels.biggestQuestion} error={errors.biggestQuestion?.message}>
        {(field) => <Textarea {...field} {...register('biggestQuestion')} rows={4} maxLength={1000} placeholder={copy.questionPlaceholder} />}
      </FormField>
      <LeadFormFooter lead={lead} honeypot={register('website')} labels={copy} buttonClassName="w-full sm:w-auto sm:justify-self-start" />
    </form>
  );
}
