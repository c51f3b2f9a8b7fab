import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { CallBooking } from '../api/types';
import { formatSlot } from '../components/record-format';
import { useBookingStatus } from './use-bookings';

type BookingActionsProps = { booking: CallBooking; onChanged: () => void };

/**
 * Cancel (after a confirmation, since the slot is freed for others) or restore a booking. The dialog
 * hands focus back to its button when it closes.
 */
export function BookingActions({ booking, onChanged }: BookingActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useBookingStatus(onChanged);
  const slot = formatSlot(booking.slot_start, booking.time_zone);

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
