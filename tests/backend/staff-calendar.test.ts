/**
 * The staff calendar feed (issue 45, staff-calendar and 20261203020000_staff_calendar_feed.sql) against the
 * local backend, read through ical.js as a calendar app would: an admin's private URL serves the booked
 * calls under the UIDs of the visitors' invites, a move or a cancel changes the same event, and the URL
 * stops working when it is replaced, turned off or its owner stops being an admin. A stranger who guesses
 * gets 404 and then 429, and never keeps a real feed from being served.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { readCalendar, readInvite, type ReadEvent } from '../ics-reader.ts';
import { bookWithLink, freeSlotToMoveTo, inviteOf } from './booking-test-kit.ts';
import { TEST_CLIENT_ADDRESS_HEADER, type TestBackend } from './harness.ts';
import { ADMIN_EMAIL, signIn, STAFF_EMAIL } from './lead-inbox-kit.ts';
import { mailTo, SITE_URL, startLeadBackend, uniqueIp } from './lead-test-kit.ts';

const PASSWORD = 'correct horse battery staple';
/** Misses a client may make in 10 minutes before it is refused (LEAD_RATE_LIMIT_PER_IP). */
const MISSES_ALLOWED = 5;

let backend: TestBackend;
let admin: SupabaseClient;
let adminId: string;

beforeAll(async () => {
  backend = await startLeadBackend({ secrets: { LEAD_RATE_LIMIT_PER_IP: String(MISSES_ALLOWED), BOOKING_LIVE_LIMIT_PER_IP: '1000', LEAD_RATE_LIMIT_PER_EMAIL: '1000' } });
  adminId = await backend.insertUser(ADMIN_EMAIL, { password: PASSWORD, admin: true });
  await backend.insertUser(STAFF_EMAIL, { password: PASSWORD });
  admin = await signIn(backend, ADMIN_EMAIL);
});
afterAll(() => backend.stop());

async function issueFeed(client: SupabaseClient = admin): Promise<string | null> {
  const { data, error } = await client.rpc('issue_calendar_feed');
  if (error) throw error;
  return data as string | null;
}

/** GET the feed as a calendar app does: no key, no session, only the URL, from `ip`. */
async function fetchFeed(token: string, ip = uniqueIp()): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${backend.url}/functions/v1/staff-calendar?token=${encodeURIComponent(token)}`, { headers: { [TEST_CLIENT_ADDRESS_HEADER]: ip } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function eventOf(token: string, bookingId: string): Promise<ReadEvent | undefined> {
  const feed = await fetchFeed(token);
  expect(feed.status).toBe(200);
  return readCalendar(feed.text).events.find((event) => event.uid.startsWith(`${bookingId}@`));
}

async function staffChange(body: Record<string, unknown>): Promise<void> {
  const { error } = await admin.functions.invoke('staff-booking', { body });
  if (error) throw error;
  await settleBackgroundTasks();
}

describe('the staff calendar feed', () => {
  it('is made by an admin only, shown once, and stored as a hash', async () => {
    const token = await issueFeed();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await issueFeed(await signIn(backend, STAFF_EMAIL))).toBeNull();
    const { rows } = await backend.db.query<{ token_hash: string }>('select token_hash from private.staff_calendar_feeds where user_id = $1', [adminId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    const { data: status } = await admin.rpc('calendar_feed_status');
    expect(status).toMatchObject({ active: true });
    expect(JSON.stringify(status)).not.toContain(token);
  });

  it('serves a booked call under the UID of the invite the visitor got, with who, the status, the lead and the number to call', async () => {
    const token = (await issueFeed()) ?? '';
    const booked = await bookWithLink(backend, 'feed-booked');
    const feed = await fetchFeed(token);
    expect(feed).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8' });
    expect(readCalendar(feed.text).method).toBe('PUBLISH');

    const [confirmation] = await mailTo(backend, booked.email);
    const invite = readInvite(await inviteOf(backend, confirmation));
    const event = await eventOf(token, booked.bookingId);
    // The booking form asks no name: the visitor is named by their address then.
    const { rows } = await backend.db.query<{ lead_id: string; name: string; phone: string }>(
      'select b.lead_id, coalesce(l.name, b.email) as name, b.phone from public.call_bookings as b join public.leads as l on l.id = b.lead_id where b.id = $1',
      [booked.bookingId],
    );
    expect(event).toMatchObject({
      uid: invite.uid,
      start: invite.start,
      sequence: 0,
      status: 'CONFIRMED',
      summary: `Call with ${rows[0]?.name}`,
      location: `Phone: ${rows[0]?.phone}`,
      url: `${SITE_URL}/admin?lead=${rows[0]?.lead_id}`,
    });
    expect(event?.description).toContain('Status: Booked');
  });

  it('moves a moved call and marks a cancelled one cancelled, under the same UID', async () => {
    const token = (await issueFeed()) ?? '';
    const booked = await bookWithLink(backend, 'feed-changed');
    const before = await eventOf(token, booked.bookingId);

    const target = freeSlotToMoveTo();
    await staffChange({ action: 'move', bookingId: booked.bookingId, expectedSequence: 0, ...target });
    const moved = await eventOf(token, booked.bookingId);
    expect(moved?.uid).toBe(before?.uid);
    expect(moved?.start).not.toBe(before?.start);
    expect(moved?.sequence).toBe(1);

    await staffChange({ action: 'cancel', bookingId: booked.bookingId, expectedSequence: 1, reason: 'Strategist is ill' });
    const cancelled = await eventOf(token, booked.bookingId);
    expect(cancelled).toMatchObject({ uid: before?.uid, status: 'CANCELLED', sequence: 2 });
    expect(cancelled?.description).toContain('Status: Cancelled');
  });

  it('stops answering an old URL once it is replaced, and any once it is turned off', async () => {
    const first = (await issueFeed()) ?? '';
    const second = (await issueFeed()) ?? '';
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    const { data: revoked } = await admin.rpc('revoke_calendar_feed');
    expect(revoked).toBe(true);
    expect((await fetchFeed(second)).status).toBe(404);
    const { data: status } = await admin.rpc('calendar_feed_status');
    expect(status).toMatchObject({ active: false });
  });

  it("ends with its owner's admin role, and stays ended if the role comes back", async () => {
    const token = (await issueFeed()) ?? '';
    await backend.db.query("delete from public.user_roles where user_id = $1 and role = 'admin'", [adminId]);
    try {
      expect((await fetchFeed(token)).status).toBe(404);
    } finally {
      await backend.db.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [adminId]);
    }
    expect((await fetchFeed(token)).status).toBe(404);
  });
});

describe('a stranger guessing feed URLs', () => {
  it('gets 404 and then 429, while the real feed is still served to the same address', async () => {
    const token = (await issueFeed()) ?? '';
    const ip = uniqueIp();
    const guesses = [];
    for (let guess = 0; guess <= MISSES_ALLOWED; guess += 1) guesses.push((await fetchFeed(guess % 2 ? 'f'.repeat(64) : 'not-a-token', ip)).status);
    expect(guesses).toEqual([...Array<number>(MISSES_ALLOWED).fill(404), 429]);
    // A calendar service fetches many feeds from one address: a stranger's misses there must not cost staff theirs.
    expect((await fetchFeed(token, ip)).status).toBe(200);
  });

  it('cannot read the feeds table or call the feed query with a visitor\'s key or a staff session', async () => {
    const visitor = backend.anonClient();
    const anyToken = 'a'.repeat(64);
    expect((await visitor.rpc('staff_calendar_calls', { feed_token: anyToken })).error).not.toBeNull();
    expect((await admin.rpc('staff_calendar_calls', { feed_token: anyToken })).error).not.toBeNull();
    expect((await visitor.rpc('issue_calendar_feed')).error).not.toBeNull();
    expect((await visitor.rpc('calendar_feed_status')).error).not.toBeNull();
  });
});
