/**
 * bench/abuse's attack on the staff calendar feed of issue 45 (staff-calendar): a stranger guesses feed
 * addresses from one client, as a calendar service's shared address would, and a real admin's feed is
 * fetched from the same address after. Guesses must find nothing and be refused once past the per-client
 * limit, and the real feed must still be served: only misses are counted.
 */
import { createClient } from '@supabase/supabase-js';
import { TEST_CLIENT_ADDRESS_HEADER } from '../../tests/backend/harness.ts';
import { uniqueIp } from '../../tests/backend/lead-test-kit.ts';
import type { Attack } from './abuse-kit.ts';

const PASSWORD = 'calendar feed bench password';
const GUESSES = 100;

export const calendarFeedGuessed: Attack = async (backend) => {
  const email = `calendar-admin-${Date.now()}@bench.example`;
  await backend.insertUser(email, { password: PASSWORD, admin: true });
  const admin = createClient(backend.url, backend.publishableKey, { auth: { persistSession: false } });
  const { error: signInError } = await admin.auth.signInWithPassword({ email, password: PASSWORD });
  if (signInError) throw signInError;
  const { data: token, error } = await admin.rpc('issue_calendar_feed');
  if (error || typeof token !== 'string') throw error ?? new Error('no feed token');

  const ip = uniqueIp();
  const fetchFeed = async (feedToken: string) =>
    (await fetch(`${backend.url}/functions/v1/staff-calendar?token=${feedToken}`, { headers: { [TEST_CLIENT_ADDRESS_HEADER]: ip } })).status;
  const statuses: number[] = [];
  for (let guess = 0; guess < GUESSES; guess += 1) statuses.push(await fetchFeed(crypto.randomUUID().replace(/-/g, '').padEnd(64, '0')));
  const real = await fetchFeed(token);
  const found = statuses.filter((status) => status === 200).length;
  const refused = statuses.filter((status) => status === 429).length;
  return {
    attack: `a stranger guesses ${GUESSES} staff calendar feed addresses from one client, then an admin's real feed is fetched from it`,
    requests: GUESSES + 1,
    accepted: found,
    emails: null,
    target: 'no guess finds a feed, guesses past the per-client limit get 429, the real feed still 200',
    observed: `${found} found, ${statuses.filter((status) => status === 404).length} answered 404, ${refused} refused 429; the real feed answered ${real}`,
    held: found === 0 && refused > 0 && real === 200,
  };
};
