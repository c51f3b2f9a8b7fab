/** The 409s of a booking or a move that the calendar refuses: book-call and manage-booking answer them alike. */
import { bookingMessages, closedSlotIssues, type ClosedSlotReason } from '../rules/booking/calendar.ts';
import { errorResponse } from '../infra/http.ts';

/** Another call holds the slot (the unique slot index decided): the message on the time. */
export const slotTakenResponse = () =>
  errorResponse(409, bookingMessages.slotTaken, [{ path: 'preferredTime', message: bookingMessages.slotTaken }]);

/** Staff closed the day or the time: the message on the field to change. */
export function slotClosedResponse(reason: ClosedSlotReason): Response {
  const issue = closedSlotIssues[reason];
  return errorResponse(409, issue.message, [issue]);
}
