import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { resetDeferredSectionsForTests, revealAfterLoadMs, revealDeferredSections } from '@/lib/loading/deferred-reveal';
import { scrollWhenPresent } from '@/lib/scroll-when-present';
import { deferredSection } from './deferred-section';
import { lazySection } from './lazy-section';
import { FakeIntersectionObserver } from '../../../tests/fake-intersection-observer';

function section(id: string, heading: string) {
  return deferredSection<object>(
    () =>
      Promise.resolve({
        default: () => (
          <section id={id} aria-label={heading}>
            <h2>{heading}</h2>
          </section>
        ),
      }),
    '40rem',
  );
}

const Faq = section('faq', 'Questions');
const Contact = section('contact', 'Contact');

function Page() {
  return (
    <main>
      <h1>Home</h1>
      <Faq />
      <Contact />
    </main>
  );
}

/** Lets `ms` of the fake clock pass, with what React does meanwhile in act. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Puts a target, #late, in the page below a section still to render; the function returned renders that
 * section. The test removes #late when it is done.
 */
function lateTargetBelowUnrenderedSection(): () => void {
  document.body.insertAdjacentHTML('beforeend', '<div data-deferred-section></div><section id="late">Late</section>');
  return () => document.querySelector('[data-deferred-section]')?.remove();
}

/** Lets the lazy modules resolve and React commit the transition. */
async function settle() {
  await pass(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  resetDeferredSectionsForTests();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('deferredSection', () => {
  it('is only an empty placeholder of its height in the prerendered HTML', () => {
    const html = renderToString(<Page />);
    expect(html).not.toContain('Questions');
    expect(html).toContain('min-height:40rem');
    expect(html.match(/data-deferred-section/g)).toHaveLength(2);
  });

  it('renders when the visitor approaches it, starting three quarters of a screen ahead', async () => {
    render(<Page />);
    await settle();
    expect(screen.queryByRole('heading', { name: 'Questions' })).not.toBeInTheDocument();
    expect(FakeIntersectionObserver.instances.map((observer) => observer.options.rootMargin)).toEqual(['75% 0px', '75% 0px']);

    act(() => FakeIntersectionObserver.approach());
    await settle();
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(document.querySelector('[data-deferred-section]')).toBeNull();
  });

  it('renders everything a few seconds after the page loaded, if the visitor never scrolls', async () => {
    render(<Page />);
    await settle();
    await pass(revealAfterLoadMs - 100);
    expect(screen.queryByRole('heading', { name: 'Questions' })).not.toBeInTheDocument();
    await pass(200);
    await settle();
    expect(screen.getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('renders at once on a page shown after everything was revealed (a client-side navigation back)', async () => {
    revealDeferredSections();
    render(<Page />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });
});

describe('scrollWhenPresent', () => {
  it('reveals the deferred sections for an anchor inside one, then scrolls there and moves focus', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(<Page />);
    await settle();

    act(() => {
      scrollWhenPresent('contact', { focus: true });
    });
    await settle();
    await pass(100);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(scrollIntoView.mock.contexts).toEqual([contact]);
    expect(contact).toHaveFocus();
    expect(contact).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a section still to render above the target, which would push it down', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const renderSectionAbove = lateTargetBelowUnrenderedSection();
    const cancel = scrollWhenPresent('late');
    await pass(500);
    expect(scrollIntoView).not.toHaveBeenCalled();

    renderSectionAbove();
    await pass(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    cancel();
    document.getElementById('late')?.remove();
  });

  it('waits, too, for a lazy section above whose code is still loading: on a phone the pathfinder is 560 px taller than its placeholder', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
    const code = new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve));
    const Pathfinder = lazySection(() => code, '44rem');
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

    arrive({ default: () => <section aria-label="Pathfinder">Pathfinder</section> });
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
    const renderSectionAbove = lateTargetBelowUnrenderedSection();
    const cancel = scrollWhenPresent('late');
    await pass(3_900);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await pass(200);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    renderSectionAbove();
    await pass(100);
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('late'), document.getElementById('late')]);
    expect(vi.getTimerCount()).toBe(0);
    cancel();
    document.getElementById('late')?.remove();
  });

  it('does not scroll again after 4 s if the visitor has moved the page since', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const renderSectionAbove = lateTargetBelowUnrenderedSection();
    const cancel = scrollWhenPresent('late');
    await pass(4_100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    renderSectionAbove();
    await pass(1_000);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    cancel();
    document.getElementById('late')?.remove();
  });

  it('waits for a section still to render inside the target: as it grows, the browser would keep what was below it in view', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    document.body.insertAdjacentHTML('beforeend', '<section id="onboarding"><div data-lazy-placeholder></div><form>Contact</form></section>');
    const cancel = scrollWhenPresent('onboarding');
    await pass(500);
    expect(scrollIntoView).not.toHaveBeenCalled();

    document.querySelector('[data-lazy-placeholder]')?.replaceWith(Object.assign(document.createElement('p'), { textContent: 'Step 1 of 4' }));
    await pass(100);
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('onboarding')]);
    cancel();
    document.getElementById('onboarding')?.remove();
  });
});
