import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { Attendance, CallBooking } from '../api/types';
import { formatSlot } from '../components/record-format';
import { attendanceLabels, canMarkAttendance } from './attendance';
import { useBookingAttendance, useBookingStatus } from './use-bookings';

type BookingActionsProps = { booking: CallBooking; onChanged: () => void };

/**
 * Cancel (after a confirmation, since the slot is freed for others) or restore a booking. The dialog
 * hands focus back to its button when it closes. A call the visitor cancelled through their link is
 * not restored from here: their calendar has removed it and nothing would tell them it is back.
 */
export function BookingActions({ booking, onChanged }: BookingActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBookingStatus(onChanged);
  const slot = formatSlot(booking.slot_start, booking.time_zone);

  if (booking.status === 'cancelled' && booking.cancelled_by === 'visitor') return null;
  if (booking.status === 'cancelled') {
    return (
      <Button variant="outline" size="sm" disabled={isPending} onClick={() => mutate({ booking, status: 'booked' })}>
        Restore booking<span className="sr-only"> with {booking.email} on {slot}</span>
      </Button>
    );
  }

  return (
    <Dialog open={confirming} onOpenChange={setConfirming}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={isPending}>
          Cancel booking<span className="sr-only"> with {booking.email} on {slot}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Cancel the call with {booking.email} on {slot}?
          </DialogTitle>
          <DialogDescription>The slot becomes free for others to book. You can restore the booking while the slot is still free.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep the booking</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              mutate({ booking, status: 'cancelled' });
              setConfirming(false);
            }}
          >
            Cancel booking
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
