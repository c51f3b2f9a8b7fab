/**
 * Call booking (spec 2 §2 /call-booking). The rules live in the shared module so that the form and
 * the book-call function apply the same dates, slots and messages; the page reaches them through here.
 */
export {
  AGENCY_TIME_ZONE,
  BOOKING_WINDOW_DAYS,
  BUSINESS_DAY_SLOTS,
  MIN_LEAD_MINUTES,
  SLOT_MINUTES,
  agencyToday,
  bookCallRequestSchema,
  bookCallSchema,
  bookCallSchemaAt,
  bookingDateLabel,
  bookingMessages,
  bookingSlotIssue,
  firstBookableDate,
  isBookableDate,
  lastBookableDate,
  slotLabel,
  slotsFor,
  type BookCall,
  type BookCallRequest,
} from '@shared/booking.ts';
