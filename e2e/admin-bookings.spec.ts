import { adminClient, uniqueEmail } from './backend.ts';
import { newAdmin, pastBooking, signInAsAdmin } from './admin-steps.ts';
import { test, expect } from './fixtures.ts';

test('staff mark a past call attended, then a no-show, and the Bookings tab counts it in the show-up rate', async ({ page }, testInfo) => {
  const admin = await newAdmin(testInfo);
  const email = uniqueEmail(testInfo, 'attended');
  const bookingId = await pastBooking(email, 2);
  await signInAsAdmin(page, admin);

  await page.goto('/admin?tab=bookings&show=past');
  await expect(page.getByText(/^Show-up rate, last 30 days:/)).toBeVisible();
  const marks = page.getByRole('group', { name: new RegExp(`^Attendance of the call with ${email}`) }).filter({ visible: true });
  const attended = marks.getByRole('button', { name: 'Attended' });
  await expect(attended).toHaveAttribute('aria-pressed', 'false');
  await attended.click();
  await expect(attended).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^\d+% \(\d+ of \d+ marked calls?\)$/)).toBeVisible();

  const noShow = marks.getByRole('button', { name: 'No-show' });
  await noShow.click();
  await expect(noShow).toHaveAttribute('aria-pressed', 'true');
  await expect(attended).toHaveAttribute('aria-pressed', 'false');
  const client = await adminClient();
  const { data } = await client.from('call_bookings').select('attendance').eq('id', bookingId).single();
  expect(data).toEqual({ attendance: 'no_show' });
});
