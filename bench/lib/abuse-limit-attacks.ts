/**
 * bench/abuse's attacks on the per-client limits and the calendar (items numbered as in
 * docs/decisions/013-abuse-proofing.md): a forged X-Forwarded-For on every request, a beacon flood with a
 * new User-Agent each, bookings until the calendar is full, and a booking that would move another
 * visitor's lead, and junk from many addresses that would close a function for everyone.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_BOOKING_LIVE_LIMIT_PER_EMAIL, DEFAULT_BOOKING_LIVE_LIMIT_PER_IP } from '../../supabase/functions/_shared/handlers/book-call.ts';
import { DEFAULT_LEAD_RATE_LIMIT_PER_FUNCTION, DEFAULT_LEAD_RATE_LIMIT_PER_IP, LEAD_IP_WINDOW_SECONDS } from '../../supabase/functions/_shared/infra/rate-limit.ts';
import { TRACKING_RATE_LIMIT } from '../../supabase/functions/_shared/handlers/tracking.ts';
import { TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from '../../tests/backend/harness.ts';
import { bookingBody, clearOfWindowEdge, contactBody, exitIntentBody, leadsFor, postFrom, uniqueEmail, uniqueIp } from '../../tests/backend/lead-test-kit.ts';
import { countAccepted, inWindows, statusTally, windowsTouched } from './abuse-report.ts';
import { emailsDeliveredTo, type Attack } from './abuse-kit.ts';

/**
 * Time for the 45 forged requests, with room for a slow host (1.8 s here). take_rate_limit counts in
 * fixed windows, so a burst across a window's edge gets two windows' budgets: one CI run saw 9 + 30
 * accepted.
 */
const SPOOF_MS = 30_000;

/** Item 2: one client sends a new left-most X-Forwarded-For (and CF-Connecting-IP, X-Real-IP) on each request. */
export const spoofedForwardedFor: Attack = async (backend) => {
  await clearOfWindowEdge(LEAD_IP_WINDOW_SECONDS * 1000, SPOOF_MS);
  const ip = uniqueIp();
  const started = new Date();
  const statuses: number[] = [];
  for (let request = 0; request < DEFAULT_LEAD_RATE_LIMIT_PER_IP + 15; request += 1) {
    const forged = `192.0.2.${request + 1}`;
    const headers = { 'X-Forwarded-For': `${forged}, 10.0.0.1`, 'CF-Connecting-IP': forged, 'X-Real-IP': forged };
    statuses.push((await postFrom(backend, ip, 'exit-intent-signup', exitIntentBody(uniqueEmail('forged')), headers)).status);
  }
  const windows = windowsTouched(started, new Date(), LEAD_IP_WINDOW_SECONDS);
  const accepted = countAccepted(statuses);
  return {
    attack: 'spoofed X-Forwarded-For: 1 client, a new forged address each request',
    requests: statuses.length,
    accepted,
    emails: null,
    target: `≤ ${DEFAULT_LEAD_RATE_LIMIT_PER_IP} accepted (LEAD_RATE_LIMIT_PER_IP)`,
    observed: `${statusTally(statuses)} ${inWindows(windows)}`,
    held: accepted <= DEFAULT_LEAD_RATE_LIMIT_PER_IP * windows,
  };
};

const BEACONS = 200;
/** Enough of a rate-limit window for the whole flood, so that it is judged against one window's limit. */
const FLOOD_MS = 10_000;

/** Item 3: $1,000,000 conversions from one client with a new User-Agent (and forged X-Forwarded-For, and session) each. */
export const beaconFlood: Attack = async (backend) => {
  const { maxRequests, windowSeconds } = TRACKING_RATE_LIMIT;
  await clearOfWindowEdge(windowSeconds * 1000, FLOOD_MS);
  const ip = uniqueIp();
  // A new session each request too: one session's repeats are stored once (abuse-tracking-figures.ts), so only the limit bounds these.
  const sessionPrefix = `bench-abuse-${randomUUID()}`;
  const started = new Date();
  const statuses: number[] = [];
  for (let request = 0; request < BEACONS; request += 1) {
    // A beacon as navigator.sendBeacon sends it: text/plain, no key.
    const response = await fetch(`${backend.url}/api/track-conversion`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': `FakeBrowser/${request}.0`,
        'x-forwarded-for': `192.0.2.${request % 250}`,
        [TEST_CLIENT_ADDRESS_HEADER]: ip,
      },
      body: JSON.stringify({
        conversion_type: 'agreement_accepted',
        conversion_timestamp: new Date().toISOString(),
        conversion_value: 1_000_000,
        session_id: `${sessionPrefix}-${request}`,
        consent: { analytics: true, version: '2026-11' },
      }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const windows = windowsTouched(started, new Date(), windowSeconds);
  const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from public.tracking_conversions where starts_with(session_id, $1)', [`${sessionPrefix}-`]);
  const stored = rows[0]?.n ?? 0;
  return {
    attack: `beacon flood: ${BEACONS} conversions, 1 client, a new User-Agent and session each`,
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: null,
    target: `≤ ${maxRequests} stored a minute (TRACKING_RATE_LIMIT_PER_CLIENT)`,
    observed: `${statusTally(statuses)}; ${stored} stored ${inWindows(windows)}`,
    held: stored <= maxRequests * windows,
  };
};

const BOOKING_ATTEMPTS = 10;

async function liveBookings(backend: TestBackend, emails: readonly string[]): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    `select count(*)::int as n from public.call_bookings where email = any($1::text[]) and status = 'booked' and slot_start > now()`,
    [emails.map((email) => email.toLowerCase())],
  );
  return rows[0]?.n ?? 0;
}

/** Item 5: one client books call after call, with a fresh e-mail address and a solved human check each time. */
export const calendarFromOneClient: Attack = async (backend) => {
  const ip = uniqueIp();
  const emails = Array.from({ length: BOOKING_ATTEMPTS }, () => uniqueEmail('calendar-client'));
  const statuses: number[] = [];
  for (const email of emails) statuses.push((await postFrom(backend, ip, 'book-call', bookingBody(email))).status);
  const booked = await liveBookings(backend, emails);
  return {
    attack: 'calendar take-over: 1 client, a fresh e-mail each booking',
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: await emailsDeliveredTo(backend, emails),
    target: `≤ ${DEFAULT_BOOKING_LIVE_LIMIT_PER_IP} live bookings per client`,
    observed: `${statusTally(statuses)}; ${booked} live bookings`,
    held: booked <= DEFAULT_BOOKING_LIVE_LIMIT_PER_IP,
  };
};

/** Item 5: one e-mail address books from a new client address each time. */
export const calendarForOneEmail: Attack = async (backend) => {
  const email = uniqueEmail('calendar-email');
  const statuses: number[] = [];
  for (let request = 0; request < BOOKING_ATTEMPTS; request += 1) statuses.push((await postFrom(backend, uniqueIp(), 'book-call', bookingBody(email))).status);
  const booked = await liveBookings(backend, [email]);
  return {
    attack: 'calendar take-over: 1 e-mail, a new client address each booking',
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: await emailsDeliveredTo(backend, [email]),
    target: `≤ ${DEFAULT_BOOKING_LIVE_LIMIT_PER_EMAIL} live bookings per e-mail`,
    observed: `${statusTally(statuses)}; ${booked} live bookings`,
    held: booked <= DEFAULT_BOOKING_LIVE_LIMIT_PER_EMAIL,
  };
};

/** Item 9: a booking with the e-mail of a lead staff have already moved on. */
export const bookingMovesLead: Attack = async (backend) => {
  const email = uniqueEmail('known-lead');
  if ((await postFrom(backend, uniqueIp(), 'send-contact-email', contactBody(email))).status !== 200) throw new Error('could not store the known lead');
  const [lead] = await leadsFor(backend, email);
  if (!lead) throw new Error('the known lead was not stored');
  // What staff did with the lead: the booking must leave it so.
  await backend.db.query(`update public.leads set status = 'Nurturing' where id = $1`, [lead.id]);
  const booking = await postFrom(backend, uniqueIp(), 'book-call', bookingBody(email.toUpperCase()));
  const { rows } = await backend.db.query<{ status: string; call_booked: boolean }>('select status, call_booked from public.leads where id = $1', [lead.id]);
  const after = rows[0];
  return {
    attack: 'booking with a known lead’s e-mail',
    requests: 1,
    accepted: countAccepted([booking.status]),
    emails: null,
    target: 'the lead’s status stays as staff set it',
    observed: `booking ${booking.status}; lead ${after?.status ?? 'missing'}, call_booked ${String(after?.call_booked)}`,
    held: booking.status === 200 && after?.status === 'Nurturing' && after.call_booked === false,
  };
};

/**
 * Issue 43 item 1: junk ("x") to book-call from enough addresses, each within its own limit, to fill the
 * function's budget for everyone; then a real visitor from a new address books.
 */
export const junkClosesFunction: Attack = async (backend) => {
  const clients = Math.ceil(DEFAULT_LEAD_RATE_LIMIT_PER_FUNCTION / DEFAULT_LEAD_RATE_LIMIT_PER_IP);
  const statuses: number[] = [];
  for (let client = 0; client < clients; client += 1) {
    const ip = uniqueIp();
    for (let request = 0; request < DEFAULT_LEAD_RATE_LIMIT_PER_IP; request += 1) statuses.push((await postFrom(backend, ip, 'book-call', 'x')).status);
  }
  const visitor = await postFrom(backend, uniqueIp(), 'book-call', bookingBody(uniqueEmail('after-junk')));
  return {
    attack: `junk to book-call: ${clients} clients × ${DEFAULT_LEAD_RATE_LIMIT_PER_IP} requests of "x", then a real visitor`,
    requests: statuses.length + 1,
    accepted: countAccepted([...statuses, visitor.status]),
    emails: null,
    target: 'junk spends none of the budget for everyone (LEAD_RATE_LIMIT_PER_FUNCTION): the visitor books',
    observed: `junk ${statusTally(statuses)}; visitor ${visitor.status}`,
    held: visitor.status === 200 && countAccepted(statuses) === 0,
  };
};
