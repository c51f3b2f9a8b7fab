import type { Page } from '@playwright/test';
import { ppcAuditChecklist } from '../supabase/functions/_shared/rules/content/guides.ts';
import { leadsFor, mailFor, uniqueEmail } from './backend.ts';
import { test, expect, waitForHydration } from './fixtures.ts';

const TITLE = "Wait! Don't Miss Out";

/**
 * The pointer leaves the window through its top edge. A real pointer cannot leave a headless page,
 * so the browser's event for it is dispatched: a mouseout at the top with nowhere to go.
 */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 200);
  await page.mouse.move(640, 0);
  await page.evaluate(() => document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 640, clientY: 0, relatedTarget: null })));
}

test.describe('exit-intent offer', () => {
  test.use({ exitIntentOffer: 'due' });

  test('shows on a top exit with focus inside, closes on Escape, and does not come back in this visit', async ({ page, consoleErrors }) => {
    // A fresh browser context: no earlier visit, no lead, no dismissal.
    await page.goto('/services');
    await waitForHydration(page);
    const offer = page.getByRole('dialog', { name: TITLE });

    // The listener starts right after hydration; retry the exit until it is there.
    await expect(async () => {
      await leaveThroughTop(page);
      await expect(offer).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(offer.getByLabel('Email address')).toBeFocused();
    await expect(offer.getByRole('button', { name: 'Send Me The Checklist' })).toBeVisible();
    await expect(offer.getByRole('button', { name: 'No Thanks' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(offer.getByRole('button', { name: 'Send Me The Checklist' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();

    await page.reload();
    await waitForHydration(page);
    await leaveThroughTop(page);
    // Nothing to wait for when the offer correctly stays away: give it the time it would need to load.
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('after 45 seconds it offers the checklist; the address is stored and e-mailed the checklist', async ({ page, consoleErrors }, testInfo) => {
    const email = uniqueEmail(testInfo, 'exit');
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const offer = page.getByRole('dialog', { name: TITLE });

    await page.clock.fastForward(44_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(offer).toBeVisible();

    // Empty: nothing happens.
    await offer.getByRole('button', { name: 'Send Me The Checklist' }).click();
    await expect(offer).toBeVisible();
    await expect(offer.getByLabel('Email address')).not.toHaveAttribute('aria-invalid', 'true');

    await offer.getByLabel('Email address').fill(email);
    await offer.getByRole('button', { name: 'Send Me The Checklist' }).click();
    await expect(offer).toBeHidden();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Check your inbox')).toBeVisible();

    await expect.poll(async () => (await leadsFor(email)).map((lead) => lead.source)).toEqual(['exit-intent']);
    await expect
      .poll(async () => (await mailFor(email)).some((message) => message.html.includes(ppcAuditChecklist.path)))
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
