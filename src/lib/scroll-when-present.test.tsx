import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { island } from '@/lib/loading/island';
import { scrollWhenPresent } from './scroll-when-present';
import { FakeIntersectionObserver } from '../../tests/fake-intersection-observer';

/** Lets `ms` of the fake clock pass, with what React does meanwhile in act. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets the lazy modules resolve and React commit. */
async function settle() {
  await pass(0);
}

/**
 * Puts a target, #late, in the page below an island still to render (after a client-side navigation);
 * the function returned renders that island. The test removes #late when it is done.
 */
function lateTargetBelowUnrenderedIsland(): () => void {
  document.body.insertAdjacentHTML('beforeend', '<div data-island-placeholder></div><section id="late">Late</section>');
  return () => document.querySelector('[data-island-placeholder]')?.remove();
}

/** An island drawn by the browser whose code arrives when the test calls `arrive` with its component. */
function islandArrivingLater(minHeight: string) {
  let arrive: (component: () => ReactNode) => void = () => undefined;
  const code = new Promise<{ default: () => ReactNode }>((resolve) => (arrive = (component) => resolve({ default: component })));
  return { Island: island(() => code, { minHeight }), arrive: (component: () => ReactNode) => arrive(component) };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('scrollWhenPresent', () => {
  it('scrolls to an anchor inside an island the browser draws once its code arrives, and moves focus there', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { Island: Contact, arrive } = islandArrivingLater('40rem');
    await act(async () => {
      render(
        <main>
          <Contact />
        </main>,
      );
    });
    act(() => {
      scrollWhenPresent('contact', { focus: true });
    });
    await pass(500);
    expect(scrollIntoView).not.toHaveBeenCalled();

    arrive(() => (
      <section id="contact" aria-label="Contact">
        <h2>Contact</h2>
      </section>
    ));
    await settle();
    await pass(100);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(scrollIntoView.mock.contexts).toEqual([contact]);
    expect(contact).toHaveFocus();
    expect(contact).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a section still to render above the target, which would push it down', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const renderIslandAbove = lateTargetBelowUnrenderedIsland();
    const cancel = scrollWhenPresent('late');
    await pass(500);
    expect(scrollIntoView).not.toHaveBeenCalled();

    renderIslandAbove();
    await pass(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    cancel();
    document.getElementById('late')?.remove();
  });

  it('waits, too, for an island above whose code is still loading: on a phone the pathfinder is 560 px taller than its placeholder', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { Island: Pathfinder, arrive } = islandArrivingLater('44rem');
    await act(async () => {
      render(
        <main>
          <Pathfinder />
          <section id="onboarding">Onboarding</section>
        </main>,
      );
    });
    let cancel: () => void = () => undefined;
    await act(async () => {
      cancel = scrollWhenPresent('onboarding');
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();

    arrive(() => <section aria-label="Pathfinder">Pathfinder</section>);
    await settle();
    expect(screen.getByRole('region', { name: 'Pathfinder' })).toBeInTheDocument();
    await pass(100);
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('onboarding')]);
    cancel();
  });

  it('waits up to 10 s for a target whose section is slow to render, as on a slow phone', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const missing = vi.fn();
    const cancel = scrollWhenPresent('slow', { missing });
    await pass(7_000);
    document.body.insertAdjacentHTML('beforeend', '<section id="slow">Slow</section>');
    await pass(100);
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('slow')]);
    expect(missing).not.toHaveBeenCalled();
    cancel();
    document.getElementById('slow')?.remove();
  });

  it('leaves the page to a visitor who moves it before the target renders: no scroll, however late it comes', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const missing = vi.fn();
    scrollWhenPresent('slow', { missing });
    await pass(1_000);
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 120 }));
    document.body.insertAdjacentHTML('beforeend', '<section id="slow">Slow</section>');
    await pass(20_000);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(missing).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    document.getElementById('slow')?.remove();
  });

  it('scrolls after 4 s with a section above still to render, and again once it has: the target stays in view', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const renderIslandAbove = lateTargetBelowUnrenderedIsland();
    const cancel = scrollWhenPresent('late');
    await pass(3_900);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await pass(200);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    renderIslandAbove();
    await pass(100);
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('late'), document.getElementById('late')]);
    expect(vi.getTimerCount()).toBe(0);
    cancel();
    document.getElementById('late')?.remove();
  });

  it('does not scroll again after 4 s if the visitor has moved the page since', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const renderIslandAbove = lateTargetBelowUnrenderedIsland();
    const cancel = scrollWhenPresent('late');
    await pass(4_100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    renderIslandAbove();
    await pass(1_000);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    cancel();
    document.getElementById('late')?.remove();
  });

  it('waits for a section still to render inside the target: as it grows, the browser would keep what was below it in view', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    document.body.insertAdjacentHTML('beforeend', '<section id="onboarding"><div data-island-placeholder></div><form>Contact</form></section>');
    const cancel = scrollWhenPresent('onboarding');
    await pass(500);
    expect(scrollIntoView).not.toHaveBeenCalled();

    document.querySelector('[data-island-placeholder]')?.replaceWith(Object.assign(document.createElement('p'), { textContent: 'Step 1 of 4' }));
    await pass(100);
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('onboarding')]);
    cancel();
    document.getElementById('onboarding')?.remove();
  });
});
