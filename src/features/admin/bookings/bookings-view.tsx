import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { mailtoHref } from '@/lib/mailto';
import { cn } from '@/lib/utils';
import type { CallBookingListRow } from '../api/types';
import { LeadLink } from '../components/lead-link';
import { Pager } from '../components/pager';
import { EmptyState, LoadError, Loading } from '../components/query-status';
import { bookingStatusLabel, formatSlot } from '../components/record-format';
import { AttendanceControl, BookingActions } from './booking-actions';
import { AvailabilityPanel, BookingConflictsNotice } from './availability-panel';
import { cancellationNote, SHOW_UP_PERIOD_DAYS, showUpRateText } from './attendance';
import { bookingFilterFrom, bookingFilters, pageFrom, withBookingView, type BookingFilter } from './booking-filter';
import { BOOKINGS_PAGE_SIZE, useBookings, useShowUp } from './use-bookings';
import { TableHead } from '../components/table-head';

const emptyMessages: Record<BookingFilter, string> = {
  upcoming: 'No upcoming calls',
  past: 'No past calls',
  cancelled: 'No cancelled calls',
};

const linkStyle = 'text-primary underline-offset-4 hover:underline';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "3 live bookings from this address", so staff see one client holding many slots. */
export function liveBookingsLabel(count: number): string {
  return `${count} live ${count === 1 ? 'booking' : 'bookings'} from this address`;
}

/** Nothing for a booking without a stored client address (booked before addresses were recorded). */
function ClientLoad({ count }: { count: number | null }) {
  if (count === null) return null;
  return <span className={cn('text-xs', count > 1 ? 'font-semibold text-destructive' : 'text-muted-foreground')}>{liveBookingsLabel(count)}</span>;
}

function StatusText({ status }: { status: string }) {
  return <span className={cn('text-sm font-semibold', status === 'cancelled' ? 'text-destructive' : 'text-success')}>{bookingStatusLabel(status)}</span>;
}

/** `/admin?tab=bookings`: the calls people booked, upcoming first, with move, cancel and restore. */
export function BookingsView() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const filter = bookingFilterFrom(params.get('show'));
  const page = pageFrom(params.get('page'));
  const bookings = useBookings(filter, page);

  // A cancelled call leaves the Upcoming list, and its button with it: give focus a place to land.
  const focusAfterChange = useRef(false);
  useEffect(() => {
    if (!focusAfterChange.current || bookings.isFetching) return;
    focusAfterChange.current = false;
    if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
  }, [bookings.data, bookings.isFetching]);
  const onChanged = () => {
    focusAfterChange.current = true;
  };

  const show = (next: BookingFilter, nextPage: number) => setParams(withBookingView(params, next, nextPage));

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        Call bookings
      </h2>
      <ShowUpRate />
      <BookingConflictsNotice onChanged={onChanged} />
      <div role="group" aria-label="Show bookings" className="inline-flex w-fit rounded-md border border-input bg-background p-1">
        {bookingFilters.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={option.value === filter ? 'default' : 'ghost'}
            aria-pressed={option.value === filter}
            onClick={() => show(option.value, 1)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {bookings.isPending ? (
        <Loading label="Loading bookings…" />
      ) : bookings.isError ? (
        <LoadError message="Failed to load bookings" onRetry={() => void bookings.refetch()} />
      ) : bookings.data.rows.length === 0 ? (
        <EmptyState title={emptyMessages[filter]}>
          {page > 1 ? (
            <Button variant="link" onClick={() => show(filter, 1)}>
              Go to the first page
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <div aria-busy={bookings.isPlaceholderData} className={cn(bookings.isPlaceholderData && 'opacity-60')}>
          <BookingTable rows={bookings.data.rows} onChanged={onChanged} />
          <BookingCards rows={bookings.data.rows} onChanged={onChanged} />
        </div>
      )}
      {bookings.data ? <Pager page={page} pageSize={BOOKINGS_PAGE_SIZE} total={bookings.data.total} noun="bookings" onPageChange={(next) => show(filter, next)} /> : null}
      <AvailabilityPanel />
    </section>
  );
}

/** The share of the period's marked calls that took place. */
function ShowUpRate() {
  const showUp = useShowUp();
  return (
    <p className="text-sm text-muted-foreground">
      Show-up rate, last {SHOW_UP_PERIOD_DAYS} days:{' '}
      <strong className="text-foreground">{showUp.data ? showUpRateText(showUp.data.attended, showUp.data.noShows) : showUp.isError ? 'could not be loaded' : '…'}</strong>
    </p>
  );
}

/** Why a cancelled call was cancelled, when the cancel said (the manage link, or staff through cancel_booking). */
function CancelNote({ booking }: { booking: CallBookingListRow }) {
  const note = booking.status === 'cancelled' ? cancellationNote(booking.cancelled_by, booking.cancel_reason) : null;
  return note ? <p className="text-xs break-words text-muted-foreground">{note}</p> : null;
}

type RowsProps = { rows: CallBookingListRow[]; onChanged: () => void };

function ViewLead({ leadId }: { leadId: string | null }) {
  return leadId ? (
    <LeadLink id={leadId} className={cn('text-sm font-medium', linkStyle)}>
      View lead
    </LeadLink>
  ) : null;
}

/** From md up: a table to scan many calls. */
function BookingTable({ rows, onChanged }: RowsProps) {
  return (
    <table className="hidden w-full border-collapse text-sm md:table">
      <TableHead columns={['Call', 'Contact', 'Biggest question', 'Status']} actions />
      <tbody>
        {rows.map((booking) => (
          <tr key={booking.id} className="border-b border-border align-top">
            <td className="py-3 pr-3 font-medium">
              <time dateTime={booking.slot_start}>{formatSlot(booking.slot_start, booking.time_zone)}</time>
            </td>
            <td className="py-3 pr-3">
              <a href={mailtoHref(booking.email)} className={cn('break-all', linkStyle)}>
                {booking.email}
              </a>
              <br />
              <a href={telHref(booking.phone)} className={linkStyle}>
                {booking.phone}
              </a>
              <br />
              <ClientLoad count={booking.live_bookings_from_client} />
            </td>
            <td className="max-w-sm py-3 pr-3 break-words">{booking.biggest_question ?? '—'}</td>
            <td className="py-3 pr-3">
              <StatusText status={booking.status} />
              <CancelNote booking={booking} />
            </td>
            <td className="py-3">
              <div className="flex flex-wrap items-center justify-end gap-3">
                <ViewLead leadId={booking.lead_id} />
                <AttendanceControl booking={booking} />
                <BookingActions booking={booking} onChanged={onChanged} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Below md: one card per call, nothing to scroll sideways. */
function BookingCards({ rows, onChanged }: RowsProps) {
  return (
    <ul className="grid gap-3 md:hidden">
      {rows.map((booking) => (
        <li key={booking.id} className="grid gap-2 rounded-lg border border-border bg-background p-4 text-sm shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold">
              <time dateTime={booking.slot_start}>{formatSlot(booking.slot_start, booking.time_zone)}</time>
            </p>
            <StatusText status={booking.status} />
          </div>
          <a href={mailtoHref(booking.email)} className={cn('break-all', linkStyle)}>
            {booking.email}
          </a>
          <a href={telHref(booking.phone)} className={linkStyle}>
            {booking.phone}
          </a>
          <ClientLoad count={booking.live_bookings_from_client} />
          <CancelNote booking={booking} />
          {booking.biggest_question ? <p className="break-words">{booking.biggest_question}</p> : null}
          <div className="flex flex-wrap items-center gap-3">
            <AttendanceControl booking={booking} />
            <BookingActions booking={booking} onChanged={onChanged} />
            <ViewLead leadId={booking.lead_id} />
          </div>
        </li>
      ))}
    </ul>
  );
}
