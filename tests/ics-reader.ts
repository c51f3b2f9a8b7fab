/** Tests' reading of an invite or a feed (Node only: ical.js is no function's import): through ical.js, a maintained RFC 5545 parser, as a calendar reads it. */
import ICAL from 'ical.js';

export interface ReadEvent {
  uid: string;
  start: string;
  end: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  organizer: { address: string; name: string | null } | null;
  /** Each attendee's address and whether a reply is asked for. */
  attendees: { address: string; rsvp: boolean }[];
}

/** `mailto:a@b` (any case of the scheme) → a@b. */
function address(value: unknown): string {
  return String(value).replace(/^mailto:/i, '');
}

function readEvent(component: ICAL.Component): ReadEvent {
  const event = new ICAL.Event(component);
  const organizer = component.getFirstProperty('organizer');
  const url = component.getFirstPropertyValue('url');
  return {
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    sequence: event.sequence,
    status: String(component.getFirstPropertyValue('status')),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: url === null ? null : String(url),
    organizer: organizer ? { address: address(organizer.getFirstValue()), name: (organizer.getParameter('cn') as string | undefined) ?? null } : null,
    attendees: component.getAllProperties('attendee').map((attendee) => ({ address: address(attendee.getFirstValue()), rsvp: attendee.getParameter('rsvp') === 'TRUE' })),
  };
}

/** The calendar's METHOD and properties, and its events in order. */
export function readCalendar(ics: string): { method: string | null; property: (name: string) => string | null; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const method = calendar.getFirstPropertyValue('method');
  return {
    method: method === null ? null : String(method),
    property: (name) => {
      const value = calendar.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    },
    events: calendar.getAllSubcomponents('vevent').map(readEvent),
  };
}

/** An invite's one event, with its method. */
export function readInvite(ics: string): ReadEvent & { method: string | null } {
  const { method, events } = readCalendar(ics);
  const [event] = events;
  if (!event || events.length !== 1) throw new Error(`an invite holds one event, this one ${events.length}`);
  return { method, ...event };
}
