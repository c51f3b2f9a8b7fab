import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { bookingMessages } from '@shared/booking/calendar.ts';
import { callTimeLabel } from '@shared/booking/labels.ts';
import { manageTokenSchema } from '@shared/booking/manage-link.ts';
import { cancelBookingSchema, managedBookingSchema, moveBookingSchemaAt, type ManagedBooking } from '@shared/booking/schema.ts';
import type { FieldIssue } from '@shared/field-issue.ts';
import { FormField } from '@/components/forms/form-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { manageBookingCopy as copy } from '@/content/manage-booking';
import { callFunction, type FunctionResult } from '@/lib/call-function';
import { useHydrated } from '@/lib/use-hydrated';
import { browserTimeZone } from './browser-time-zone';
import { SlotFields, type SlotValues } from './slot-fields';

type Opened =
  | { kind: 'opening' }
  /** The link opens nothing: incomplete, or no booking has its token. */
  | { kind: 'unopenable'; message: string }
  /** The booking system did not answer: the visitor may try again. */
  | { kind: 'unreachable' }
  | { kind: 'open'; booking: ManagedBooking };

/** What the page is doing with an open booking: showing it, or one of the two forms. */
type Mode = 'show' | 'move' | 'cancel';

/** The booking in an answer's body (`{ booking }`, also on a 409), when there is one. */
function bookingIn(data: unknown): ManagedBooking | null {
  if (typeof data !== 'object' || data === null || !('booking' in data)) return null;
  const parsed = managedBookingSchema.safeParse(data.booking);
  return parsed.success ? parsed.data : null;
}

/** What opening the link's booking gives: the booking, a link that opens nothing (404), or no answer. */
async function openBooking(token: string): Promise<Opened> {
  const result = await callFunction('manage-booking', { action: 'view', token });
  const booking = result.ok ? bookingIn(result.data) : null;
  if (booking) return { kind: 'open', booking };
  if (!result.ok && result.reason === 'failed' && result.status === 404) return { kind: 'unopenable', message: result.message };
  return { kind: 'unreachable' };
}

/** The token from the address's fragment (/manage-booking#<token>): browsers send the fragment to no server. */
function tokenFromAddress(): string {
  return decodeURIComponent(window.location.hash.replace(/^#/, ''));
}

/**
 * /manage-booking's section (docs/product.md, "Changing a booking"): opens the booking the link's token
 * names, shows the call in the visitor's own time zone, and moves or cancels it through manage-booking.
 * Every refusal comes back with the booking as it now stands, which the page then shows.
 */
export default function ManageBookingSection() {
  const hydrated = useHydrated();
  // Read once: the token is not shown, so the prerendered markup (without it) still matches.
  const [token] = useState(() => (typeof window === 'undefined' ? '' : tokenFromAddress()));
  const [opened, setOpened] = useState<Opened>({ kind: 'opening' });
  const [mode, setMode] = useState<Mode>('show');
  /** What the last change or refusal said, shown above the call. */
  const [notice, setNotice] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const callHeading = useRef<HTMLHeadingElement>(null);
  const focusCallAfterRender = useRef(false);

  // An incomplete link needs no request: it is refused here with the schema's words.
  const tokenProblem = hydrated ? (manageTokenSchema.safeParse(token).error?.issues[0]?.message ?? null) : null;

  // One more each time the visitor asks to try again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hydrated || tokenProblem !== null) return;
    let current = true;
    void openBooking(token).then((next) => {
      if (current) setOpened(next);
    });
    return () => {
      current = false;
    };
  }, [hydrated, tokenProblem, token, attempt]);

  useEffect(() => {
    if (focusCallAfterRender.current) {
      focusCallAfterRender.current = false;
      callHeading.current?.focus();
    }
  });

  /** After a change or a refusal that carries the booking: show it as it now stands, the message above it, focus on it. */
  const showBooking = (booking: ManagedBooking, text: string, tone: 'status' | 'alert') => {
    setOpened({ kind: 'open', booking });
    setMode('show');
    setNotice({ text, tone });
    focusCallAfterRender.current = true;
  };

  const shown: Opened = tokenProblem === null ? opened : { kind: 'unopenable', message: tokenProblem };

  if (shown.kind === 'opening') {
    return (
      <Panel>
        <p role="status" className="text-lg text-muted-foreground">
          {copy.opening}
        </p>
      </Panel>
    );
  }

  if (shown.kind === 'unopenable' || shown.kind === 'unreachable') {
    return (
      <Panel>
        <CalendarX2 aria-hidden="true" className="size-12 text-muted-foreground" />
        <h2 className="text-2xl font-extrabold tracking-tight text-foreground">{copy.cannotOpen}</h2>
        <p role="alert" className="text-lg text-pretty text-muted-foreground">
          {shown.kind === 'unopenable' ? shown.message : copy.unreachable}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {shown.kind === 'unreachable' ? (
            <Button
              type="button"
              size="lg"
              onClick={() => {
                setOpened({ kind: 'opening' });
                setAttempt((count) => count + 1);
              }}
            >
              {copy.tryAgain}
            </Button>
          ) : (
            <Link to="/call-booking" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {copy.bookNew}
            </Link>
          )}
          <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {copy.home}
          </Link>
        </div>
      </Panel>
    );
  }

  const { booking } = shown;
  const zone = browserTimeZone() ?? booking.timeZone;
  const changeable = booking.status === 'booked' && !booking.started;
  const heading = booking.status === 'cancelled' ? copy.cancelled.heading : booking.started ? copy.started.heading : copy.callHeading;

  return (
    <Panel>
      {notice ? (
        <p role={notice.tone} className={notice.tone === 'alert' ? 'font-medium text-destructive' : 'font-medium text-success'}>
          {notice.text}
        </p>
      ) : null}
      <CalendarClock aria-hidden="true" className="size-12 text-primary" />
      <h2 ref={callHeading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-foreground">
        {heading}
      </h2>
      <p className={booking.status === 'cancelled' ? 'text-xl font-bold text-muted-foreground line-through' : 'text-xl font-bold text-foreground'}>
        {callTimeLabel(new Date(booking.slotStart), zone)}
      </p>
      <p className="text-muted-foreground">{copy.shownIn.replace('{zone}', zone.replace(/_/g, ' '))}</p>
      {booking.status === 'cancelled' ? (
        <>
          <p className="text-lg text-muted-foreground">{copy.cancelled.body}</p>
          <Link to="/call-booking" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            {copy.bookNew}
          </Link>
        </>
      ) : booking.started ? null : (
        <p className="text-muted-foreground">{copy.callKind}</p>
      )}
      {changeable && mode === 'show' ? (
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" size="lg" onClick={() => setMode('move')}>
            {copy.move.open}
          </Button>
          <Button type="button" size="lg" variant="outline" onClick={() => setMode('cancel')}>
            {copy.cancel.open}
          </Button>
        </div>
      ) : null}
      {changeable && mode === 'move' ? (
        <MoveForm hydrated={hydrated} token={token} booking={booking} onDone={showBooking} onBack={() => setMode('show')} />
      ) : null}
      {changeable && mode === 'cancel' ? <CancelForm token={token} booking={booking} onDone={showBooking} onBack={() => setMode('show')} /> : null}
    </Panel>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div data-slot="manage-booking" className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-lg bg-background p-6 text-center shadow-sm ring-1 ring-border sm:p-8">
      {children}
    </div>
  );
}

interface ChangeFormProps {
  token: string;
  booking: ManagedBooking;
  onDone: (booking: ManagedBooking, text: string, tone: 'status' | 'alert') => void;
  onBack: () => void;
}

/** Focuses a form's heading when it opens, so a keyboard or screen-reader user lands in it. */
function useFocusOnOpen(): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

/**
 * What every change does with the server's answer that is not a field problem: a change made or refused
 * comes back with the booking, which the page shows with the server's words; anything else is a toast,
 * and the form keeps what the visitor chose.
 */
function settle(result: FunctionResult, onDone: ChangeFormProps['onDone']): FieldIssue[] {
  const booking = 'data' in result ? bookingIn(result.data) : null;
  if (result.ok && booking) {
    const message = typeof result.data === 'object' && result.data !== null && 'message' in result.data ? String(result.data.message) : '';
    toast({ title: message, variant: 'success' });
    onDone(booking, message, 'status');
    return [];
  }
  if (!result.ok && booking) {
    onDone(booking, result.message, 'alert');
    return [];
  }
  if (!result.ok && (result.reason === 'invalid' || result.status === 409) && result.issues?.length) return result.issues;
  toast({ title: result.ok ? bookingMessages.failure : result.message || bookingMessages.failure, variant: 'destructive' });
  return [];
}

type MoveSchema = ReturnType<typeof moveBookingSchemaAt>;
const moveResolver: Resolver<z.input<MoveSchema>, unknown, z.output<MoveSchema>> = (values, context, options) =>
  zodResolver(moveBookingSchemaAt(new Date()))(values, context, options);

function MoveForm({ hydrated, token, booking, onDone, onBack }: ChangeFormProps & { hydrated: boolean }) {
  const id = useId();
  const heading = useFocusOnOpen();
  // Slots the server said were taken since the form opened.
  const [taken, setTaken] = useState<readonly string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SlotValues, unknown, z.output<MoveSchema>>({ resolver: moveResolver, defaultValues: { preferredDate: '', preferredTime: '' } });

  async function send(values: z.output<MoveSchema>) {
    const result = await callFunction('manage-booking', { action: 'move', token, expectedSequence: booking.sequence, ...values });
    const issues = settle(result, onDone);
    if (!result.ok && result.reason === 'failed' && result.status === 409 && issues.length > 0) {
      // The slot went to someone else: drop it from the list and ask for another.
      setTaken((previous) => [...previous, `${values.preferredDate} ${values.preferredTime}`]);
      setValue('preferredTime', '');
    }
    issues.forEach((issue, index) => {
      if (issue.path === 'preferredDate' || issue.path === 'preferredTime') {
        setError(issue.path, { type: 'server', message: issue.message }, { shouldFocus: index === 0 });
      }
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(send)} aria-labelledby={`${id}-heading`} className="grid w-full gap-5 border-t border-border pt-5 text-left">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-bold text-foreground">
        {copy.move.heading}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <SlotFields
          id={id}
          control={control}
          register={register}
          setValue={setValue}
          errors={{ preferredDate: errors.preferredDate?.message, preferredTime: errors.preferredTime?.message }}
          hydrated={hydrated}
          taken={taken}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" variant="accent" disabled={isSubmitting}>
          {isSubmitting ? copy.move.sending : copy.move.submit}
        </Button>
        <Button type="button" size="lg" variant="ghost" onClick={onBack}>
          {copy.move.back}
        </Button>
      </div>
    </form>
  );
}

type CancelValues = z.input<typeof cancelBookingSchema>;

function CancelForm({ token, booking, onDone, onBack }: ChangeFormProps) {
  const id = useId();
  const heading = useFocusOnOpen();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancelValues, unknown, z.output<typeof cancelBookingSchema>>({ resolver: zodResolver(cancelBookingSchema), defaultValues: { reason: '' } });

  async function send(values: z.output<typeof cancelBookingSchema>) {
    const result = await callFunction('manage-booking', { action: 'cancel', token, expectedSequence: booking.sequence, ...values });
    for (const issue of settle(result, onDone)) {
      if (issue.path === 'reason') setError('reason', { type: 'server', message: issue.message }, { shouldFocus: true });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(send)} aria-labelledby={`${id}-heading`} className="grid w-full gap-5 border-t border-border pt-5 text-left">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-bold text-foreground">
        {copy.cancel.heading}
      </h3>
      <p className="text-muted-foreground">{copy.cancel.body}</p>
      <FormField id={`${id}-reason`} label={copy.cancel.reasonLabel} error={errors.reason?.message}>
        {(field) => <Textarea {...field} {...register('reason')} rows={3} maxLength={1000} placeholder={copy.cancel.reasonPlaceholder} />}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? copy.cancel.sending : copy.cancel.submit}
        </Button>
        <Button type="button" size="lg" variant="ghost" onClick={onBack}>
          {copy.cancel.back}
        </Button>
      </div>
    </form>
  );
}
