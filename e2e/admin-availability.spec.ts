import type { Page } from '@playwright/test';
import { bookingMessages, firstBookableDate, slotsFor, slotStartUtc } from '../supabase/functions/_shared/rules/booking/calendar.ts';
import { bookingAt, newAdmin, signInAsAdmin } from './admin-steps.ts';
import { uniqueEmail } from './backend.ts';
import { inviteOf, mailSaying, moveFromTheDashboard } from './booking-steps.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

/** Closes `day` in the Bookings tab's Availability panel with a note of this run's own: its list item, to reopen. */
async function closeDay(page: Page, day: string, note: string) {
  const availability = page.getByRole('region', { name: 'Availability' });
  await availability.getByLabel('First day').fill(day);
  await availability.getByLabel('Note for the team').fill(note);
  await availability.getByRole('button', { name: 'Close these days' }).click();
  const closure = availability.getByRole('listitem').filter({ hasText: note });
  await expect(closure).toBeVisible();
  return closure;
}

test('staff close a day in the dashboard, and the booking form offers no time on it', async ({ page, anotherVisitor: visitor }, testInfo) => {
  // The first bookable day: the booking journeys pick later days only (booking-steps.ts), so closing it
  // for a moment refuses none of theirs.
  const day = firstBookableDate(new Date());
  const note = `Team offsite ${testInfo.project.name} ${Date.now()}`;
  await signInAsAdmin(page, await newAdmin(testInfo));
  await page.goto('/admin?tab=bookings');
  const closure = await closeDay(page, day, note);

  try {
    await visitor.goto('/call-booking');
    await waitForHydration(visitor);
    const date = visitor.getByLabel(/^Preferred date/);
    await waitForReact(date);
    await date.fill(day);
    const time = visitor.getByRole('combobox', { name: /^Preferred time/ });
    await expect(time).toBeDisabled();
    await expect(time).toHaveAccessibleDescription(bookingMessages.dayClosed);
  } finally {
    await closure.getByRole('button', { name: /^Reopen/ }).click();
    await expect(closure).toHaveCount(0);
  }
});

test('a call booked before its day was closed is listed for staff, who move it from there', async ({ page }, testInfo) => {
  test.slow();
  // The first bookable day, as above; its last slot (a minute earlier for the other browser project, so
  // the two never share a slot), which is still ahead whatever the hour.
  const now = new Date();
  const day = firstBookableDate(now);
  const last = slotsFor(day, now).at(-1) ?? '17:30';
  const slot = new Date(slotStartUtc(day, last).getTime() - (testInfo.project.name === 'mobile' ? 60_000 : 0));
  const email = uniqueEmail(testInfo, 'closed-time');
  // The other journeys here close the same day for a few seconds, and the database refuses a booking on a
  // closed day whoever makes it: book once the day is open.
  await expect(() => bookingAt(email, slot)).toPass({ timeout: 30_000 });
  await signInAsAdmin(page, await newAdmin(testInfo));
  await page.goto('/admin?tab=bookings');
  const closure = await closeDay(page, day, `Holiday ${testInfo.project.name} ${Date.now()}`);

  try {
    const call = page.getByRole('region', { name: 'Calls on closed time' }).getByRole('listitem').filter({ hasText: email });
    await expect(call).toBeVisible();
    await call.getByRole('button', { name: /^Move with/ }).click();
    await moveFromTheDashboard(page, page.getByRole('dialog', { name: `Move the call with ${email}` }));
    await expect(call).toHaveCount(0);
    expect(await inviteOf(await mailSaying(email, 'has moved'))).toContain('SEQUENCE:1');
  } finally {
    await closure.getByRole('button', { name: /^Reopen/ }).click();
    await expect(closure).toHaveCount(0);
  }
});
