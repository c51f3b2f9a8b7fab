/** Booked calls as the changes to them are tested: booked as the site books, with the manage link from the mailbox. */
import { expect } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { lastBookableDate, slotsFor } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import type { MailboxMessage } from '../../supabase/local/mailbox/store.ts';
import type { TestBackend } from './harness.ts';
import { bookingBody, invoke, mailTo, uniqueEmail } from './lead-test-kit.ts';

export interface Booked {
  email: string;
  bookingId: string;
  token: string;
  preferredDate: string;
  preferredTime: string;
}

/** The token of the manage link in a message. */
export function manageTokenIn(message: MailboxMessage | undefined): string | undefined {
  return /\/manage-booking#([A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
}

/** Books a call as the site does (the visitor in Central time) and reads its manage link from the confirmation in the mailbox. */
export async function bookWithLink(backend: TestBackend, label: string): Promise<Booked> {
  const email = uniqueEmail(label);
  const body = bookingBody(email, { timeZone: 'America/Chicago' });
  const answer = await invoke(backend, 'book-call', body);
  expect(answer.status).toBe(200);
  await settleBackgroundTasks();
  const [confirmation] = await mailTo(backend, email);
  const token = manageTokenIn(confirmation);
  expect(token, 'the confirmation holds the manage link').toBeDefined();
  return {
    email,
    bookingId: (answer.body as { bookingId: string }).bookingId,
    token: token ?? '',
    preferredDate: String(body.preferredDate),
    preferredTime: String(body.preferredTime),
  };
}

/** The statuses of a booking's reminders in the outbox, oldest first. */
export async function reminderStatuses(backend: TestBackend, bookingId: string): Promise<string[]> {
  const { rows } = await backend.db.query<{ status: string }>(
    `select status from public.email_outbox where booking_id = $1 and kind like 'booking-reminder-%' order by created_at`,
    [bookingId],
  );
  return rows.map((row) => row.status);
}

/** The text of a message's calendar invite, its folded lines unfolded. */
export async function inviteOf(backend: TestBackend, message: MailboxMessage | undefined): Promise<string> {
  const response = await fetch(`${backend.url}/mailbox/${message?.id ?? ''}/attachments/0`);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/\r\n /g, '');
}

let movesMade = 0;
/**
 * A free slot to move to: the booking window's last weekday, far from the days `bookingBody` fills from
 * tomorrow on, a different time for each move.
 */
export function freeSlotToMoveTo(): { preferredDate: string; preferredTime: string } {
  const now = new Date();
  let date = lastBookableDate(now);
  while (slotsFor(date, now).length === 0) date = new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const slots = slotsFor(date, now);
  movesMade += 1;
  return { preferredDate: date, preferredTime: slots[movesMade % slots.length] ?? '' };
}
