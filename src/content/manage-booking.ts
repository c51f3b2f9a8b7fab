/**
 * The words of /manage-booking around the server's (@shared/booking/schema.ts's `manageBookingMessages`,
 * which manage-booking answers with and the page shows as they are). docs/product.md, "Changing a booking".
 */
export const manageBookingCopy = {
  opening: 'Opening your booking…',
  callHeading: 'Your call',
  /** Followed by how the call happens (@shared/content/call-meeting.ts). */
  callKind: 'Free 30-minute consultation.',
  /** {zone}: the time zone the time above is shown in. */
  shownIn: 'Shown in your time zone ({zone}).',
  cannotOpen: 'We could not open this booking',
  unreachable: 'We could not reach our booking system. Please check your connection and try again.',
  tryAgain: 'Try again',
  bookNew: 'Book a new call',
  home: 'Return to Homepage',
  move: {
    open: 'Move to another time',
    heading: 'Choose a new time',
    submit: 'Move My Call',
    sending: 'Moving...',
    back: 'Keep the current time',
  },
  cancel: {
    open: 'Cancel this call',
    heading: 'Cancel your call?',
    body: 'The time will be freed for someone else and we will send you an update that removes the call from your calendar.',
    reasonLabel: 'Reason (optional)',
    reasonPlaceholder: 'Anything we should know? Only our team sees this.',
    submit: 'Cancel My Call',
    sending: 'Cancelling...',
    back: 'Keep my call',
  },
  cancelled: { heading: 'This call is cancelled', body: 'Whenever you are ready, you can book another time.' },
  started: { heading: 'This call has started' },
} as const;
