import type { LeadEvent } from '../api/types';

/** Who did it: the staff member's e-mail, or the system (a booking, an intake function) when no one signed in did. */
function actorOf(event: Pick<LeadEvent, 'actor_id' | 'actor_email'>): string {
  if (event.actor_email) return event.actor_email;
  return event.actor_id ? 'a staff member' : 'the system';
}

function yesNo(value: string | null): string {
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  return value ?? 'nothing';
}

/** One line of a lead's activity: "Status changed from New to Nurturing by admin@example.com". */
export function describeEvent(event: Pick<LeadEvent, 'kind' | 'from_value' | 'to_value' | 'actor_id' | 'actor_email'>): string {
  const by = `by ${actorOf(event)}`;
  // The column is text in the database: a kind added later must still read as something.
  const kind: string = event.kind;
  switch (kind) {
    case 'status_changed':
      return event.from_value === null ? `Status set to ${event.to_value ?? 'nothing'} ${by}` : `Status changed from ${event.from_value} to ${event.to_value ?? 'nothing'} ${by}`;
    case 'call_booked_changed':
      return `Call booked changed from ${yesNo(event.from_value)} to ${yesNo(event.to_value)} ${by}`;
    case 'note_added':
      return `Note added ${by}`;
    case 'booking_status_changed':
      if (event.to_value === 'cancelled') return `Booking cancelled ${by}`;
      if (event.to_value === 'booked') return `Booking restored ${by}`;
      return `Booking changed from ${event.from_value ?? 'nothing'} to ${event.to_value ?? 'nothing'} ${by}`;
    default:
      return `${kind.replaceAll('_', ' ')} ${by}`;
  }
}
