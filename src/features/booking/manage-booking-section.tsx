import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { callTimeLabel } from '@shared/booking/labels.ts';
import { manageTokenProblem, tokenFromFragment } from '@shared/booking/manage-token.ts';
import { Button, buttonVariants } from '@/components/ui/button';
import { manageBookingCopy as copy } from '@/content/manage-booking';
import { useHydrated } from '@/lib/use-hydrated';
import { browserTimeZone } from './browser-time-zone';
import { CallMeetingNote } from './call-meeting-note';
import { useManagedBooking, type Opened } from './use-managed-booking';

// The forms bring react-hook-form, zod and the calendar's schema: they load when the visitor reaches
// for a change (a pointer over or focus on its button), not with the page.
const loadForms = () => import('./manage-booking-forms');
const MoveForm = lazy(() => loadForms().then((forms) => ({ default: forms.MoveForm })));
const CancelForm = lazy(() => loadForms().then((forms) => ({ default: forms.CancelForm })));
const preloadForms = () => void loadForms();

/** What the page is doing with an open booking: showing it, or one of the two forms. */
type Mode = 'show' | 'move' | 'cancel';

/** The token from the address's fragment (/manage-booking#<token>): browsers send the fragment to no server. */
const tokenFromAddress = () => tokenFromFragment(window.location.hash);

/**
 * /manage-booking's section (docs/product.md, "Changing a booking"): opens the booking the link's token
 * names, shows the call in the visitor's own time zone, and moves or cancels it through manage-booking.
 * Every refusal comes back with the booking as it now stands, which the page then shows. Loaded inside the
 * visitor's query client (index.ts), which holds the booking.
 */
export default function ManageBookingSection() {
  const hydrated = useHydrated();
  // Read once: the token is not shown, so the prerendered markup (without it) still matches.
  const [token] = useState(() => (typeof window === 'undefined' ? '' : tokenFromAddress()));
  const [mode, setMode] = useState<Mode>('show');
  /** What the last change or refusal said, shown above the call. */
  const [notice, setNotice] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const callHeading = useRef<HTMLHeadingElement>(null);
  const focusCallAfterRender = useRef(false);

  // An incomplete link needs no request: it is refused here with the schema's words.
  const tokenProblem = hydrated ? manageTokenProblem(token) : null;

  const { opened, openAgain } = useManagedBooking(token, hydrated && tokenProblem === null);

  useEffect(() => {
    if (focusCallAfterRender.current) {
      focusCallAfterRender.current = false;
      callHeading.current?.focus();
    }
  });

  /** After a change or a refusal that carries the booking (now the page's): show it, the message above it, focus on it. */
  const showBooking = (text: string, tone: 'status' | 'alert') => {
    setMode('show');
    setNotice({ text, tone });
    focusCallAfterRender.current = true;
  };

  const shown: Opened | undefined = tokenProblem === null ? opened : { kind: 'unopenable', message: tokenProblem };

  if (shown === undefined) {
    return (
      <Panel holdsPlace>
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
              onClick={openAgain}
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
        <div className="grid gap-1 text-muted-foreground">
          <p>{copy.callKind}</p>
          <CallMeetingNote />
        </div>
      )}
      {changeable && mode === 'show' ? (
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" size="lg" onPointerEnter={preloadForms} onFocus={preloadForms} onClick={() => setMode('move')}>
            {copy.move.open}
          </Button>
          <Button type="button" size="lg" variant="outline" onPointerEnter={preloadForms} onFocus={preloadForms} onClick={() => setMode('cancel')}>
            {copy.cancel.open}
          </Button>
        </div>
      ) : null}
      <Suspense fallback={null}>
        {changeable && mode === 'move' ? (
          <MoveForm hydrated={hydrated} token={token} booking={booking} onDone={showBooking} onBack={() => setMode('show')} />
        ) : null}
        {changeable && mode === 'cancel' ? <CancelForm token={token} booking={booking} onDone={showBooking} onBack={() => setMode('show')} /> : null}
      </Suspense>
    </Panel>
  );
}

/**
 * The booking's card. `holdsPlace`: while the booking opens (the prerendered HTML shows this state) it is
 * as tall as the card that follows it, the booking or "We could not open this booking" (400 px on a
 * phone, where their buttons wrap, 296 px from `sm`), so the footer below does not jump when it comes.
 */
function Panel({ children, holdsPlace = false }: { children: ReactNode; holdsPlace?: boolean }) {
  return (
    <div
      data-slot="manage-booking"
      className={`mx-auto grid max-w-xl justify-items-center gap-4 rounded-lg bg-background p-6 text-center shadow-sm ring-1 ring-border sm:p-8 ${holdsPlace ? 'min-h-100 content-center sm:min-h-74' : ''}`}
    >
      {children}
    </div>
  );
}

