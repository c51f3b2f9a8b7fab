import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { homePageCopy } from '@/content/page-copy/home';
import { onAnalyticsEvent, setAnalyticsConsentCheck, type StoredAnalyticsEvent } from '@/features/tracking';
import HomePage from './home';
import { FakeIntersectionObserver } from '../../tests/fake-intersection-observer';

const { planA, planB } = homePageCopy.actions;
/** The hero's main button, whichever A/B label it shows. */
const heroCta = (name: string) => name === planA || name === planB;

/**
 * Renders the home page and waits until every island on it has drawn its part: drawn by the browser, an
 * island loads its code at once, and a test that ended first would leave the imports to finish after
 * its environment was torn down.
 */
async function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  await waitFor(() => expect(document.querySelector('[data-island-placeholder]')).toBeNull(), { timeout: 15_000 });
}

beforeEach(() => {
  // The testimonial carousel (Embla) watches its slides with one.
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.removeAttribute('data-ab-variant');
  setAnalyticsConsentCheck(() => false);
});

describe('the hero CTA of the A/B test hero_cta_v1', () => {
  it.each([
    ['A', planA],
    ['B', planB],
  ] as const)('variant %s shows exactly one CTA, "%s", to the pathfinder (the other is hidden from assistive tech too)', async (variant, name) => {
    document.body.setAttribute('data-ab-variant', variant);
    await renderHome();
    const visible = screen.getAllByRole('link', { name: heroCta });
    expect(visible.map((link) => link.textContent)).toEqual([name]);
    expect(visible[0]).toHaveAttribute('href', '#pathfinder');
    expect(visible[0]).toBeVisible();
    // Both are in the HTML (prerendering cannot know the variant); CSS hides the other.
    const both = [...document.querySelectorAll('a[data-ab-show]')];
    expect(both.map((link) => link.textContent)).toEqual([planA, planB]);
    expect(both.filter((link) => link !== visible[0])[0]).not.toBeVisible();
  });

  it('shows variant A while the prerendered page has no variant yet', async () => {
    await renderHome();
    expect(screen.getAllByRole('link', { name: heroCta }).map((link) => link.textContent)).toEqual([planA]);
  });

  it('sends ab_test_conversion with the variant when the visible CTA is clicked (with consent)', async () => {
    setAnalyticsConsentCheck(() => true);
    const events: StoredAnalyticsEvent[] = [];
    const stop = onAnalyticsEvent((event) => events.push(event));
    document.body.setAttribute('data-ab-variant', 'B');
    await renderHome();
    await userEvent.setup().click(screen.getByRole('link', { name: heroCta }));
    stop();
    expect(events.filter((event) => event.name === 'ab_test_conversion').map((event) => event.params)).toEqual([
      { test_name: 'hero_cta_v1', label: planB, variant: 'B' },
    ]);
  });
});
