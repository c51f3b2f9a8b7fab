import { bookingMessages, firstBookableDate } from '../supabase/functions/_shared/rules/booking/calendar.ts';
import { newAdmin, signInAsAdmin } from './admin-steps.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

test('staff close a day in the dashboard, and the booking form offers no time on it', async ({ page, browser }, testInfo) => {
  // The first bookable day: the booking journeys pick later days only (booking-steps.ts), so closing it
  // for a moment refuses none of theirs.
  const day = firstBookableDate(new Date());
  const note = `Team offsite ${testInfo.project.name} ${Date.now()}`;
  await signInAsAdmin(page, await newAdmin(testInfo));
  await page.goto('/admin?tab=bookings');
  const availability = page.getByRole('region', { name: 'Availability' });
  await availability.getByLabel('First day').fill(day);
  await availability.getByLabel('Note for the team').fill(note);
  await availability.getByRole('button', { name: 'Close these days' }).click();
  const closure = availability.getByRole('listitem').filter({ hasText: note });
  await expect(closure).toBeVisible();

  try {
    const visitor = await browser.newPage();
    await visitor.goto('/call-booking');
    await waitForHydration(visitor);
    const date = visitor.getByLabel(/^Preferred date/);
    await waitForReact(date);
    await date.fill(day);
    const time = visitor.getByRole('combobox', { name: /^Preferred time/ });
    await expect(time).toBeDisabled();
    await expect(time).toHaveAccessibleDescription(bookingMessages.dayClosed);
    await visitor.close();
  } finally {
    await closure.getByRole('button', { name: /^Reopen/ }).click();
    await expect(closure).toHaveCount(0);
  }
});
