import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { genericPlanBullets, pathfinderPlans, pathfinderResultsCopy as copy, planBullets } from '@/content/pathfinder';
import { PathfinderResults } from './pathfinder-results';
import { planSlugs } from './recommend-plan';
import { usePlanLink } from './use-plan-link';

const launchPad = pathfinderPlans['launch-pad'].name;

function ResultsFromQuery() {
  return <PathfinderResults plan={usePlanLink(copy.defaultPlanName)} />;
}

function app(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <ResultsFromQuery />
      <section id="contact" aria-label="Contact us">
        <p>Contact form</p>
      </section>
    </MemoryRouter>
  );
}

function renderAt(url: string) {
  const user = userEvent.setup();
  render(app(url));
  return user;
}

function resultsUrl(query: Record<string, string>) {
  return `/pathfinder/results?${new URLSearchParams(query).toString()}`;
}

function shownBullets(): string[] {
  const list = screen.getByRole('heading', { name: copy.bulletsHeading }).parentElement;
  if (!list) throw new Error('no bullet card');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('PathfinderResults', () => {
  it('shows "Recommended Plan", no reason and the generic bullets when the link carries nothing', () => {
    renderAt('/pathfinder/results');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.defaultPlanName);
    expect(screen.queryByRole('heading', { name: copy.reasonHeading })).not.toBeInTheDocument();
    expect(shownBullets()).toEqual([...genericPlanBullets]);
  });

  it('shows the plan name as the page heading and the reason when present', () => {
    renderAt(resultsUrl({ name: launchPad, slug: 'launch-pad', reason: pathfinderPlans['launch-pad'].reason }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(launchPad);
    expect(screen.getByRole('heading', { name: copy.reasonHeading })).toBeInTheDocument();
    expect(screen.getByText(pathfinderPlans['launch-pad'].reason)).toBeInTheDocument();
  });

  it('shows no reason block for a plan named without its slug', () => {
    renderAt(resultsUrl({ name: launchPad }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(launchPad);
    expect(screen.queryByRole('heading', { name: copy.reasonHeading })).not.toBeInTheDocument();
  });

  describe('with text an attacker put in the link', () => {
    const hostile = 'Your plan was cancelled. Call +1 900 555 0199 or pay at https://evil.example/pay';

    it('shows the default plan and the generic bullets, and none of the text, for an unknown slug', () => {
      const { container } = render(app(resultsUrl({ name: hostile, slug: 'evil', reason: hostile })));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.defaultPlanName);
      expect(screen.queryByRole('heading', { name: copy.reasonHeading })).not.toBeInTheDocument();
      expect(shownBullets()).toEqual([...genericPlanBullets]);
      expect(container).not.toHaveTextContent(/evil\.example|cancelled/);
    });

    it('shows a known plan’s own name and reason in place of the link’s', () => {
      const { container } = render(app(resultsUrl({ name: hostile, slug: 'growth-accelerator', reason: hostile })));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pathfinderPlans['growth-accelerator'].name);
      expect(screen.getByText(pathfinderPlans['growth-accelerator'].reason)).toBeInTheDocument();
      expect(container).not.toHaveTextContent(/evil\.example|cancelled/);
    });
  });

  it.each(planSlugs)('shows the bullets of %s, at most three', (slug) => {
    renderAt(resultsUrl({ name: 'Plan', slug }));
    const bullets = shownBullets();
    expect(bullets.length).toBeGreaterThan(0);
    expect(bullets.length).toBeLessThanOrEqual(3);
    expect(bullets).toEqual(planBullets[slug].slice(0, 3));
  });

  it('shows the three generic bullets for an unknown slug', () => {
    renderAt(resultsUrl({ name: 'Plan', slug: 'no-such-plan' }));
    expect(shownBullets()).toEqual([...genericPlanBullets]);
  });

  it('scrolls to the contact section and moves focus there', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = renderAt(resultsUrl({ name: launchPad, slug: 'launch-pad' }));
    await user.click(screen.getByRole('button', { name: copy.contactButton }));

    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(contact);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(contact).toHaveFocus();
  });

  it('jumps without smooth scrolling for a visitor who prefers reduced motion', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const user = renderAt(resultsUrl({ name: launchPad }));
    await user.click(screen.getByRole('button', { name: copy.contactButton }));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('links back to the quiz on the home page', () => {
    renderAt(resultsUrl({ name: launchPad }));
    expect(screen.getByRole('link', { name: copy.retakeQuiz })).toHaveAttribute('href', '/#pathfinder');
  });

  describe('when prerendered', () => {
    const plan = pathfinderPlans['conversion-catalyst'];
    const url = resultsUrl({ name: plan.name, slug: 'conversion-catalyst', reason: plan.reason });

    it('serves the default plan, readable without a script, whatever the query', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(app(url));
      expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(copy.defaultPlanName);
      expect(container).not.toHaveTextContent(pathfinderPlans['conversion-catalyst'].name);
      expect(within(container).getAllByRole('listitem')).toHaveLength(genericPlanBullets.length);
    });

    it('hydrates without a mismatch, then shows the plan from the query', async () => {
      const container = document.createElement('div');
      // As in the build: the static HTML was rendered without a query, the browser has one.
      container.innerHTML = renderToString(app('/pathfinder/results'));
      document.body.append(container);
      // Not Testing Library's render: the point is hydrating existing markup; the console guard catches a mismatch.
      const recoverableErrors: unknown[] = [];
      const root = await act(async () =>
        hydrateRoot(container, app(url), { onRecoverableError: (error) => recoverableErrors.push(error) }),
      );

      expect(recoverableErrors).toEqual([]);

      expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(pathfinderPlans['conversion-catalyst'].name);
      expect(within(container).getByText(plan.reason)).toBeVisible();
      act(() => root.unmount());
      container.remove();
    });
  });
});
