import { goalImpacts } from '../src/features/pricing/estimate-price.ts';
import { test, expect, waitForHydration, waitForReact } from './fixtures.ts';

test.describe('pricing estimator', () => {
  test('a budget, a timeline and two goals give the estimate, which follows later changes', async ({ page, consoleErrors }) => {
    await page.goto('/#pricing-calculator');
    await waitForHydration(page);
    const estimator = page.locator('#pricing-calculator');
    const calculate = estimator.getByRole('button', { name: 'Calculate' });
    await expect(calculate).toBeDisabled();
    await waitForReact(calculate);

    await estimator.getByRole('combobox', { name: /Monthly budget/ }).click();
    await page.getByRole('option', { name: '$2,500 - $5,000/month' }).click();
    await estimator.getByRole('combobox', { name: /Timeline/ }).click();
    await page.getByRole('option', { name: '1-3 months' }).click();
    await expect(calculate).toBeDisabled();
    await estimator.getByRole('button', { name: 'Generate More Leads' }).click();
    await estimator.getByRole('button', { name: 'Boost Online Sales' }).click();
    await expect(estimator.getByRole('button', { name: 'Boost Online Sales' })).toHaveAttribute('aria-pressed', 'true');
    await calculate.click();

    // 1500 × 1.5 × (1.2 + 1.3) / 2 × 1.2 = 3375; setup 1687.5 → 1688; ROI 11812.5 → 11813.
    const result = estimator.getByRole('region', { name: 'Your Estimate' });
    await expect(estimator.getByRole('heading', { name: 'Your Estimate' })).toBeFocused();
    await expect(result).toContainText('Monthly Investment');
    await expect(result).toContainText('$3,375');
    await expect(result).toContainText('$1,688');
    await expect(result).toContainText('$11,813');
    await expect(result).toContainText('Budget: $2,500 - $5,000/month');
    await expect(result).toContainText('Timeline: 1-3 months');
    await expect(result.getByText('Services Included').locator('xpath=following-sibling::dd')).toHaveText('2');

    // Toggling a goal off updates the estimate without pressing Calculate again: 1500 × 1.5 × 1.2 × 1.2 = 3240.
    await estimator.getByRole('button', { name: 'Boost Online Sales' }).click();
    await expect(result).toContainText('$3,240');
    await expect(result.getByText('Services Included').locator('xpath=following-sibling::dd')).toHaveText('1');
    const quote = result.getByRole('link', { name: 'Get My Custom Quote' });
    await expect(quote).toHaveAttribute('href', /#contact$/);

    // The contact section is served below; its island and its forms' island hydrate later: the link lands on it all the same.
    await quote.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Your Estimate' })).not.toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
});

test('a press outside an open select closes it and does nothing else, and the header stays', async ({ page }) => {
  await page.goto('/#pricing-calculator');
  await waitForHydration(page);
  const estimator = page.locator('#pricing-calculator');
  const budget = estimator.getByRole('combobox', { name: /Monthly budget/ });
  await waitForReact(budget);
  // The goal buttons sit near the menu: the press that closes the menu must not also toggle one.
  // Measured first: the open menu hides the rest of the page from the accessibility tree.
  const goals = Object.values(goalImpacts).map(({ label }) => estimator.getByRole('button', { name: label }));
  await estimator.getByRole('button', { name: goalImpacts.leads.label }).scrollIntoViewIfNeeded();
  const boxes = await Promise.all(goals.map(async (goal) => ({ goal, box: await goal.boundingBox() })));
  await budget.click();
  const menu = await page.getByRole('listbox').boundingBox();
  if (!menu) throw new Error('the open menu has no box');
  const outside = boxes.find(({ box }) => box && (box.y > menu.y + menu.height || box.x > menu.x + menu.width || box.x + box.width < menu.x));
  if (!outside?.box) throw new Error('every goal button lies under the open menu');
  // The page is locked, not the header: the sticky header stays on screen while the menu is open.
  expect((await page.locator('header').first().boundingBox())?.y).toBe(0);

  await page.mouse.click(outside.box.x + outside.box.width / 2, outside.box.y + outside.box.height / 2);
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(outside.goal).toHaveAttribute('aria-pressed', 'false');
  await expect(budget).toBeFocused();
});
