/**
 * The booking form's words around the rules of @shared/booking/ (whose calendar.ts's `bookingMessages` hold the
 * validation messages and the toasts). docs/product.md#call-booking names the fields and the success screen.
 */
export const bookingCopy = {
  labels: {
    email: 'Email',
    phone: 'Phone',
    preferredDate: 'Preferred date',
    preferredTime: 'Preferred time',
    biggestQuestion: 'Your biggest question',
  },
  timeZoneHint: 'Times are Pacific Time (Los Angeles), Monday to Friday.',
  timePlaceholder: 'Choose a time',
  timeNeedsDate: 'Choose a date first',
  noTimesLeft: 'No times are left on this date. Please choose another date.',
  questionPlaceholder: 'What would you most like to get out of this call?',
  submit: 'Book My Free Call',
  /** The standard form's notice (docs/product.md#human-check): Book without the check, or a token the server refused. */
  humanCheckMissing: 'Please complete the reCAPTCHA verification',
  sending: 'Booking...',
  success: {
    heading: "You're All Set!",
    body: "Your free 30-minute consultation is requested for {slot}. We'll reach out within 24 hours to confirm.",
    home: 'Return to Homepage',
  },
  /** After /service-agreement (docs/product.md#call-booking). */
  agreementThanks: {
    heading: 'Thank you for accepting the agreement!',
    body: 'A copy of the agreement is on its way to your inbox. Book your free 30-minute kickoff call below so we can begin.',
  },
} as const;
