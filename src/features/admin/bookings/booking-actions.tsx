import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldIssue } from '@shared/field-issue.ts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { CancelReasonField, useCancelForm, type CancelValues } from '@/features/booking/cancel-reason';
import { SlotFields } from '@/features/booking/slot-fields';
import { useMoveForm, type MoveValues } from '@/features/booking/use-move-form';
import type { FunctionResult } from '@/lib/call-function';
import type { Attendance, CallBooking } from '../api/types';
import { formatSlot } from '../components/record-format';
import { attendanceLabels, canMarkAttendance, staffChangesFor } from './attendance';
import { useBookingAttendance } from './use-bookings';
import { useStaffBookingChange } from './use-staff-booking';

/** What a change needs of a booking: the Bookings tab's rows and the closed-time notice's calls both have it. */
export type ChangeableBooking = Pick<CallBooking, 'id' | 'lead_id' | 'email' | 'slot_start' | 'time_zone' | 'status' | 'cancelled_by' | 'sequence'>;

type BookingActionsProps = { booking: ChangeableBooking; onChanged: () => void };

/**
 * Move or cancel a call still ahead, or restore one staff cancelled, through staff-booking: the visitor
 * is e-mailed the updated invite or the CANCEL. Each dialog says so before anything is sent, and hands
 * focus back to its button when it closes.
 */
export function BookingActions({ booking, onChanged }: BookingActionsProps) {
  const changes = staffChangesFor(booking, new Date());
  if (changes === 'restore') return <RestoreBooking booking={booking} onChanged={onChanged} />;
  if (changes === null) return null;
  return (
    <>
      <MoveBooking booking={booking} onChanged={onChanged} />
      <CancelBooking booking={booking} onChanged={onChanged} />
    </>
  );
}

/**
 * What every change does with the answer: done, the server's words in a toast and the dialog closes;
 * refused because the booking moved on, or failed, the reason in a toast; field issues go back to the form.
 */
function settle(result: FunctionResult<'staff-booking'>, done: () => void): FieldIssue[] {
  if (result.ok) {
    toast({ title: result.data.message, variant: 'success' });
    done();
    return [];
  }
  if (result.issues?.length && (result.reason === 'invalid' || result.status === 409)) return result.issues;
  const title = result.reason === 'failed' && result.status === 401 ? 'Please sign in again to change bookings.' : result.message;
  toast({ title: title || 'Could not change the booking', description: result.reason === 'failed' && result.status === 409 ? undefined : 'Please try again.', variant: 'destructive' });
  // A 409 comes with the booking as it stands: the lists are read again, so the dialog has nothing left to do.
  if (result.reason === 'failed' && result.status === 409) done();
  return [];
}

/** "with ann@example.com on Monday, …", for screen readers: each row has the same buttons. */
function WhichCall({ booking }: { booking: ChangeableBooking }) {
  return (
    <span className="sr-only">
      {' '}
      with {booking.email} on {formatSlot(booking.slot_start, booking.time_zone)}
    </span>
  );
}

interface ChangeDialogProps {
  booking: ChangeableBooking;
  /** The button's words; screen readers also hear which call it is for. */
  label: string;
  title: string;
  description: string;
  onChanged: () => void;
  /** The dialog's form, mounted only while it is open (the move form reads the closed days when it opens). */
  children: (done: () => void) => ReactNode;
}

/** A button that opens a change's dialog; the change, once made, closes it. */
function ChangeDialog({ booking, label, title, description, onChanged, children }: ChangeDialogProps) {
  const [open, setOpen] = useState(false);
  const done = () => {
    setOpen(false);
    onChanged();
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
          <WhichCall booking={booking} />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(done)}
      </DialogContent>
    </Dialog>
  );
}

/** Go back without changing anything, or make the change. */
function ChangeButtons({ keep, submit, busy, variant }: { keep: string; submit: string; busy: string | null; variant?: 'destructive' }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {keep}
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={busy !== null}>
        {busy ?? submit}
      </Button>
    </DialogFooter>
  );
}

type ChangeFormProps = { booking: ChangeableBooking; done: () => void };

function MoveBooking({ booking, onChanged }: BookingActionsProps) {
  return (
    <ChangeDialog
      booking={booking}
      label="Move"
      title={`Move the call with ${booking.email}`}
      description={`It is on ${formatSlot(booking.slot_start, booking.time_zone)}. The visitor is e-mailed an updated calendar invite and a new link to manage the call.`}
      onChanged={onChanged}
    >
      {(done) => <MoveForm booking={booking} done={done} />}
    </ChangeDialog>
  );
}

function MoveForm({ booking, done }: ChangeFormProps) {
  const id = useId();
  const { form, taken, availability, showIssues } = useMoveForm();
  const { mutateAsync } = useStaffBookingChange();

  async function send(values: MoveValues) {
    const result = await mutateAsync({ booking, change: { action: 'move', bookingId: booking.id, expectedSequence: booking.sequence, ...values } });
    showIssues(values, settle(result, done));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SlotFields id={id} form={form} hydrated taken={taken} availability={availability} />
      </div>
      <ChangeButtons keep="Keep the time" submit="Move the call" busy={form.formState.isSubmitting ? 'Moving…' : null} />
    </form>
  );
}

function CancelBooking({ booking, onChanged }: BookingActionsProps) {
  return (
    <ChangeDialog
      booking={booking}
      label="Cancel booking"
      title={`Cancel the call with ${booking.email} on ${formatSlot(booking.slot_start, booking.time_zone)}?`}
      description="The visitor is e-mailed that we had to cancel, with an update that removes the call from their calendar. The slot becomes free for others to book; you can restore the call while it is still free."
      onChanged={onChanged}
    >
      {(done) => <CancelForm booking={booking} done={done} />}
    </ChangeDialog>
  );
}

function CancelForm({ booking, done }: ChangeFormProps) {
  const id = useId();
  const { form, showIssues } = useCancelForm();
  const { mutateAsync } = useStaffBookingChange();

  async function send(values: CancelValues) {
    const result = await mutateAsync({ booking, change: { action: 'cancel', bookingId: booking.id, expectedSequence: booking.sequence, ...values } });
    showIssues(settle(result, done));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="grid gap-5">
      <CancelReasonField id={`${id}-reason`} form={form} label="Reason, for the team (optional)" hint="Shown on the booking and the lead, never to the visitor." />
      <ChangeButtons keep="Keep the booking" submit="Cancel booking" busy={form.formState.isSubmitting ? 'Cancelling…' : null} variant="destructive" />
    </form>
  );
}

function RestoreBooking({ booking, onChanged }: BookingActionsProps) {
  return (
    <ChangeDialog
      booking={booking}
      label="Restore booking"
      title={`Restore the call with ${booking.email} on ${formatSlot(booking.slot_start, booking.time_zone)}?`}
      description="The visitor is e-mailed that the call is back on, with a new calendar invite and a new link to manage it."
      onChanged={onChanged}
    >
      {(done) => <RestoreForm booking={booking} done={done} />}
    </ChangeDialog>
  );
}

function RestoreForm({ booking, done }: ChangeFormProps) {
  const { mutateAsync, isPending } = useStaffBookingChange();
  async function restore(event: FormEvent) {
    event.preventDefault();
    const result = await mutateAsync({ booking, change: { action: 'restore', bookingId: booking.id, expectedSequence: booking.sequence } });
    // A slot taken or closed meanwhile: the server's words, and the call stays cancelled.
    for (const issue of settle(result, done)) toast({ title: issue.message, variant: 'destructive' });
  }
  return (
    <form onSubmit={(event) => void restore(event)}>
      <ChangeButtons keep="Keep it cancelled" submit="Restore booking" busy={isPending ? 'Restoring…' : null} />
    </form>
  );
}

/**
 * Attended / No-show for a call whose time has come: two toggle buttons, the pressed one is the mark,
 * and pressing it again clears it. Nothing for a call still ahead or cancelled.
 */
export function AttendanceControl({ booking }: { booking: CallBooking }) {
  const { mutate, isPending } = useBookingAttendance();
  if (!canMarkAttendance(booking, new Date())) return null;
  const slot = formatSlot(booking.slot_start, booking.time_zone);
  return (
    <div role="group" aria-label={`Attendance of the call with ${booking.email} on ${slot}`} className="inline-flex gap-1">
      {(Object.keys(attendanceLabels) as Attendance[]).map((mark) => (
        <Button
          key={mark}
          size="sm"
          variant={booking.attendance === mark ? 'default' : 'outline'}
          aria-pressed={booking.attendance === mark}
          disabled={isPending}
          onClick={() => mutate({ booking, attendance: booking.attendance === mark ? null : mark })}
        >
          {attendanceLabels[mark]}
        </Button>
      ))}
    </div>
  );
}
