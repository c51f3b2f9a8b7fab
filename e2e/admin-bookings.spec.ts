import { adminClient, uniqueEmail } from './backend.ts';
import { newAdmin, pastBooking, signInAsAdmin } from './admin-steps.ts';
import { bookAFreeSlot, inviteOf, mailSaying, manageLinkFor, moveFromTheDashboard } from './booking-steps.ts';
import { test, expect, waitForHydration } from './fixtures.ts';

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

test.describe('staff change a booked call', () => {
  // A slot another journey just took answers 409, which the browser logs; the dialog then offers another.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('move, cancel and restore it from the Bookings tab; each time the visitor gets the invite that keeps their calendar in step', async ({ page, anotherVisitor: visitor }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo, 'staff-change');
    await visitor.goto('/call-booking');
    await waitForHydration(visitor);
    await bookAFreeSlot(visitor, email);
    const firstLink = await manageLinkFor(email);

    const admin = await newAdmin(testInfo);
    await signInAsAdmin(page, admin);
    await page.goto('/admin?tab=bookings');
    const call = new RegExp(`with ${email.replace(/[.+]/g, '\\$&')} on`);

    await page.getByRole('button', { name: new RegExp(`^Move ${call.source}`) }).filter({ visible: true }).click();
    const moveDialog = page.getByRole('dialog', { name: `Move the call with ${email}` });
    await expect(moveDialog.getByText(/new link to manage the call/)).toBeVisible();
    await moveFromTheDashboard(page, moveDialog);
    await expect(moveDialog).toBeHidden();
    const moved = await inviteOf(await mailSaying(email, 'has moved'));
    expect(moved).toContain('METHOD:REQUEST');
    expect(moved).toContain('SEQUENCE:1');

    // The move's e-mail carries a new link; the confirmation's no longer opens the call.
    const newLink = await manageLinkFor(email);
    expect(newLink).not.toBe(firstLink);
    await visitor.goto(newLink);
    await waitForHydration(visitor);
    await expect(visitor.getByRole('heading', { name: 'Your call', exact: true })).toBeVisible();
    await visitor.goto('/');
    await visitor.goto(firstLink);
    await waitForHydration(visitor);
    await expect(visitor.getByRole('heading', { name: 'We could not open this booking' })).toBeVisible();

    await page.getByRole('button', { name: new RegExp(`^Cancel booking ${call.source}`) }).filter({ visible: true }).click();
    const cancelDialog = page.getByRole('dialog', { name: new RegExp(`^Cancel the call with`) });
    await cancelDialog.getByRole('textbox', { name: 'Reason, for the team (optional)' }).fill('Strategist out sick.');
    await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Call cancelled.', { exact: false }).first()).toBeVisible();
    const removal = await inviteOf(await mailSaying(email, 'is cancelled'));
    expect(removal).toContain('METHOD:CANCEL');
    expect(removal).toContain('SEQUENCE:2');
    const client = await adminClient();
    const { data: cancelled } = await client.from('call_bookings').select('status, cancelled_by, cancel_reason').eq('email', email).single();
    expect(cancelled).toEqual({ status: 'cancelled', cancelled_by: 'staff', cancel_reason: 'Strategist out sick.' });

    await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await expect(page.getByText('Cancelled by staff: Strategist out sick.').filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Restore booking ${call.source}`) }).filter({ visible: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore booking' }).click();
    await expect(page.getByText('Call restored.', { exact: false }).first()).toBeVisible();
    const restored = await inviteOf(await mailSaying(email, 'is back on'));
    expect(restored).toContain('METHOD:REQUEST');
    expect(restored).toContain('SEQUENCE:3');
  });
});
