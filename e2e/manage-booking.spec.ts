import { adminClient, uniqueEmail } from './backend.ts';
import { bookAFreeSlot, inviteOf, mailSaying, manageLinkFor, moveToAFreeSlot } from './booking-steps.ts';
import { test, expect, waitForHydration } from './fixtures.ts';

/** The visitor's booking and its reminders' states, as an admin reads them. */
async function bookingOf(email: string) {
  const client = await adminClient();
  const { data, error } = await client.from('call_bookings').select('id, slot_start, status, sequence').eq('email', email).single();
  if (error) throw error;
  const booking = data as { id: string; slot_start: string; status: string; sequence: number };
  const { data: outbox, error: outboxError } = await client.from('email_outbox').select('kind, status').eq('booking_id', booking.id);
  if (outboxError) throw outboxError;
  const reminders = (outbox as { kind: string; status: string }[]).filter((row) => row.kind.startsWith('booking-reminder-')).map((row) => row.status);
  return { ...booking, reminders };
}

/** Whether a booked call other than the visitor's holds `slotStart`. */
async function slotHeld(slotStart: string): Promise<boolean> {
  const client = await adminClient();
  const { data, error } = await client.from('call_bookings').select('id').eq('slot_start', slotStart).eq('status', 'booked');
  if (error) throw error;
  return (data ?? []).length > 0;
}

test.describe('managing a booked call', () => {
  // A slot another journey just took answers 409, which the browser logs; the form then offers another.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('book, open the link from the mailbox, move the call, then cancel it', async ({ page, consoleErrors }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo, 'manage');
    await page.goto('/call-booking');
    await waitForHydration(page);
    await bookAFreeSlot(page, email);
    const booked = await bookingOf(email);
    expect(booked.reminders.length).toBeGreaterThan(0);
    expect(booked.reminders.every((status) => status === 'pending')).toBe(true);

    await page.goto(await manageLinkFor(email));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your call', exact: true })).toBeVisible();
    await expect(page.getByText(/Shown in your time zone/)).toBeVisible();

    await moveToAFreeSlot(page);
    await expect(page.getByRole('heading', { name: 'Your call', exact: true })).toBeFocused();
    const moved = await bookingOf(email);
    expect(moved.id).toBe(booked.id);
    expect(moved.sequence).toBe(1);
    expect(moved.slot_start).not.toBe(booked.slot_start);
    expect(await slotHeld(booked.slot_start)).toBe(false);
    expect(moved.reminders).toContain('withdrawn');
    expect(moved.reminders).toContain('pending');
    const update = await inviteOf(await mailSaying(email, 'has moved'));
    expect(update).toContain('METHOD:REQUEST');
    expect(update).toContain('SEQUENCE:1');
    expect(update).toContain(`UID:${booked.id}@`);

    await page.getByRole('button', { name: 'Cancel this call' }).click();
    await expect(page.getByRole('heading', { name: 'Cancel your call?' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Reason (optional)' }).fill('Something came up at work.');
    await page.getByRole('button', { name: 'Cancel My Call' }).click();
    await expect(page.getByRole('heading', { name: 'This call is cancelled' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Book a new call' })).toBeVisible();
    const cancelled = await bookingOf(email);
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(new Set(cancelled.reminders)).toEqual(new Set(['withdrawn']));
    const removal = await inviteOf(await mailSaying(email, 'is cancelled'));
    expect(removal).toContain('METHOD:CANCEL');
    expect(removal).toContain('SEQUENCE:2');

    // The link still opens the booking, which can no longer change.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'This call is cancelled' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to another time' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  // The second: a link a mail client cut in the middle of a percent-escape, which no decoding can read.
  for (const fragment of ['not-a-token', `${'A'.repeat(40)}%E0%A4%A`]) {
    test(`a link that is incomplete shows a clear page: #${fragment}`, async ({ page, consoleErrors }) => {
      await page.goto(`/manage-booking#${fragment}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'We could not open this booking' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'This link is not complete.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book a new call' })).toHaveAttribute('href', '/call-booking');
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the card holds its place while the booking opens, so nothing below it moves', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/manage-booking#not-a-token');
    await expect(page.getByRole('heading', { name: 'We could not open this booking' })).toBeVisible();
    await page.waitForTimeout(500);
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    // Lighthouse's target for the cumulative layout shift.
    expect(shifted).toBeLessThanOrEqual(0.02);
  });
});

test.describe('a manage link that opens no booking', () => {
  // The function answers 404 for a token that matches no booking, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('says so, and offers a new booking', async ({ page }) => {
    await page.goto(`/manage-booking#${'A'.repeat(43)}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'We could not open this booking' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This link does not open a booking.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a new call' })).toBeVisible();
  });
});
