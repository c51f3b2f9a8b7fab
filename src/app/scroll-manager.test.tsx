import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { MockInstance } from 'vitest';
import { createSectionGate } from '@/lib/loading/section-gate';
import { scrollTargetState } from '@/lib/scroll-target';
import { ScrollManager } from './scroll-manager';

/** Shows the current location so tests can see what the router holds. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output aria-label="Current path">{location.pathname}</output>
      <output aria-label="Navigation state">{JSON.stringify(location.state)}</output>
    </>
  );
}

/** A package card on /services: sends the visitor home, asking to scroll to the onboarding block. */
function PackagesPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Packages</h1>
      <button type="button" onClick={() => navigate('/', { state: scrollTargetState('onboarding') })}>
        Choose this package
      </button>
      <button type="button" onClick={() => navigate('/guides', { state: scrollTargetState('guides-quiz') })}>
        Take the guides quiz
      </button>
      <Link to="/">Home page</Link>
      <Link to="/#faq">Read the FAQ</Link>
    </>
  );
}

function HomePage() {
  return (
    <>
      <h1>Home</h1>
      <section id="faq">FAQ</section>
      <section id="onboarding">Onboarding</section>
    </>
  );
}

/** A page whose section arrives after its code loads, like an island drawn by the browser after a client-side navigation. */
function LazyGuidesPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <h1>Guides</h1>
      {loaded ? <section id="guides-quiz">Quiz</section> : <div aria-busy="true" />}
      <Link to="/services">Back to packages</Link>
    </>
  );
}

function renderApp(initialEntry: string) {
  return render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <ScrollManager />
      <LocationProbe />
      <main id="main-content" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/services" element={<PackagesPage />} />
          <Route path="/guides" element={<LazyGuidesPage />} />
          <Route path="/manage-booking" element={<h1>Manage Your Call</h1>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

/** The elements scrollIntoView was called on, in call order. */
function scrolledElements(spy: MockInstance<Element['scrollIntoView']>) {
  return spy.mock.contexts as Element[];
}

describe('ScrollManager', () => {
  let scrollIntoView: MockInstance<Element['scrollIntoView']>;
  let scrollTo: MockInstance<Window['scrollTo']>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    scrollTo = vi.spyOn(window, 'scrollTo');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('"When navigation state carries a scroll target, the page smoothly scrolls to that element after 100 ms and clears the state"', () => {
    renderApp('/services');

    fireEvent.click(screen.getByRole('button', { name: 'Choose this package' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Navigation state' })).toHaveTextContent('{"scrollTo":"onboarding"}');

    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolledElements(scrollIntoView)[0]).toBe(document.getElementById('onboarding'));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));

    // The state is cleared (so a reload or Back does not scroll again); the page stays put.
    expect(screen.getByRole('status', { name: 'Navigation state' })).toHaveTextContent('null');
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('scrolls to a target that a lazily loaded section renders after the state is cleared', () => {
    renderApp('/services');
    fireEvent.click(screen.getByRole('button', { name: 'Take the guides quiz' }));

    // At 100 ms the state is cleared; the section is not there yet.
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('status', { name: 'Navigation state' })).toHaveTextContent('null');
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The section renders at 500 ms (act commits it when this block ends); the next look finds it.
    act(() => {
      vi.advanceTimersByTime(400);
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolledElements(scrollIntoView)[0]).toBe(document.getElementById('guides-quiz'));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/guides$/);
  });

  it('stops waiting for a scroll target when the visitor moves on before it renders', () => {
    renderApp('/services');
    fireEvent.click(screen.getByRole('button', { name: 'Take the guides quiz' }));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back to packages' }));
    expect(screen.getByRole('heading', { name: 'Packages' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('"Every route change scrolls to the top" and moves focus to the main region', () => {
    renderApp('/services');
    const main = screen.getByRole('main');
    // The first page load is not a route change: focus stays where the browser put it.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(main).not.toHaveFocus();

    const link = screen.getByRole('link', { name: 'Home page' });
    link.focus();
    fireEvent.click(link);

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(main).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to the element named by the URL #hash on arrival', () => {
    renderApp('/#faq');

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolledElements(scrollIntoView)[0]).toBe(document.getElementById('faq'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the #hash element after an in-app link to another page, instead of to the top', () => {
    renderApp('/services');

    fireEvent.click(screen.getByRole('link', { name: 'Read the FAQ' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolledElements(scrollIntoView)[0]).toBe(document.getElementById('faq'));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it("scrolls with behavior 'smooth' when the visitor has no reduced-motion preference", () => {
    renderApp('/#faq');
    expect(scrollIntoView).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it("uses behavior 'auto' for a scroll target when matchMedia('(prefers-reduced-motion: reduce)') matches", () => {
    const realMatchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...realMatchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
    }));

    renderApp('/services');
    fireEvent.click(screen.getByRole('button', { name: 'Choose this package' }));
    act(() => {
      vi.advanceTimersByTime(100);
    });

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
    expect(scrollIntoView).not.toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('waits for a #hash target that a lazily loaded section renders a moment later', () => {
    renderApp('/guides#guides-quiz');
    expect(scrollIntoView).not.toHaveBeenCalled();

    // The section renders at 500 ms (act commits it when this block ends); the next look finds it.
    act(() => {
      vi.advanceTimersByTime(500);
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolledElements(scrollIntoView)[0]).toBe(document.getElementById('guides-quiz'));
  });

  it('stops looking for a #hash that never appears, after 10 s (a slow phone may take that long for a section)', () => {
    renderApp('/#nowhere');
    act(() => {
      vi.advanceTimersByTime(9_900);
    });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('survives a malformed #hash in the URL instead of crashing the page', () => {
    renderApp('/#100%');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  /** An island still waiting for the visitor: whether something asked it to load. */
  function waitingSection() {
    const gate = createSectionGate();
    let requested = false;
    void gate.intended.then(() => (requested = true));
    return { requested: () => requested };
  }

  it('loads the sections still waiting when a #hash target is not on the page yet (it may be inside one)', async () => {
    const section = waitingSection();
    renderApp('/#faq-in-an-island');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(section.requested()).toBe(true);
  });

  it("leaves /manage-booking's #token alone: no scroll, and no section loads on its account", async () => {
    const section = waitingSection();
    renderApp(`/manage-booking#${'A'.repeat(43)}`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(section.requested()).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
