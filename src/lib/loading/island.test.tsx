import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { island } from './island';
import { requestAllSections } from './section-gate';
import { servedMarkup as prerendered } from '../../../tests/served-markup';

function BookingForm({ heading }: { heading: string }) {
  return (
    <form aria-label={heading}>
      <h2>{heading}</h2>
      <button type="button">Book</button>
    </form>
  );
}

/** An IntersectionObserver that never reports: the visitor does not scroll. */
class IdleIntersectionObserver {
  observe() {}
  disconnect() {}
}

/** An island served with `heading` and hydrated, its code not loaded yet: the served form and its container. */
async function servedAndHydrated(Section: ComponentType<{ heading: string }>, heading: string) {
  const container = await prerendered(<Section heading={heading} />);
  const servedForm = container.querySelector('form');
  expect(servedForm?.querySelector('h2')?.textContent).toBe(heading);
  await act(async () => {
    hydrate(container, <Section heading={heading} />);
  });
  expect(container.querySelector('[data-island-live]')).toBeNull();
  return { container, servedForm };
}

/** Roots a test hydrated itself: unmounted after it, so no island's watcher outlives its test. */
const hydratedRoots: Root[] = [];
const hydrate = (container: HTMLElement, element: ReactNode) => hydratedRoots.push(hydrateRoot(container, element));

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IdleIntersectionObserver);
});

afterEach(() => {
  act(() => hydratedRoots.splice(0).forEach((root) => root.unmount()));
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydratedIslands;
});

describe('island', () => {
  it('keeps the prerendered form, unloaded, when its page re-renders before the visitor comes to it', async () => {
    const Section = island(() => Promise.resolve({ default: BookingForm }), { minHeight: '20rem' });
    // A page that re-renders after hydration, as the home page does once it has read the visitor's consent.
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <main data-renders={renders}>
          <button type="button" id="rerender" onClick={() => setRenders((count) => count + 1)} />
          <Section heading="Book your call" />
        </main>
      );
    }

    const container = await prerendered(<Page />);
    const prerenderedForm = container.querySelector('form');
    expect(prerenderedForm?.querySelector('h2')?.textContent).toBe('Book your call');

    await act(async () => {
      hydrate(container, <Page />);
    });
    await act(async () => {
      container.querySelector<HTMLButtonElement>('#rerender')?.click();
    });

    expect(container.querySelector('main')?.dataset.renders).toBe('1');
    // The very element the server wrote, not a placeholder nor a fresh render, and not live yet.
    expect(container.querySelector('form')).toBe(prerenderedForm);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.querySelector('[data-island-live]')).toBeNull();
  });

  it('loads when its loadWhen moment comes, with no intent near it, and keeps the markup it hydrates', async () => {
    let open: () => void = () => undefined;
    const moment = new Promise<void>((resolve) => {
      open = resolve;
    });
    const Section = island(() => Promise.resolve({ default: BookingForm }), { minHeight: '0px', loadWhen: () => moment, name: 'chat' });
    const { container, servedForm } = await servedAndHydrated(Section, 'Chat with us');

    await act(async () => {
      open();
      await moment;
    });
    await vi.waitFor(() => expect(container.querySelector('[data-island-live]')).not.toBeNull());
    expect(container.querySelector('form')).toBe(servedForm);
    expect(document.documentElement.dataset.hydratedIslands).toBe('chat');
  });

  it('is served in full, and a link to an anchor that may be inside it loads it without the visitor coming near', async () => {
    const Section = island(() => Promise.resolve({ default: BookingForm }), { minHeight: '20rem' });
    const { container, servedForm } = await servedAndHydrated(Section, 'Frequently asked questions');
    await act(async () => {
      requestAllSections();
    });
    await vi.waitFor(() => expect(container.querySelector('[data-island-live]')).not.toBeNull());
    expect(container.querySelector('form')).toBe(servedForm);
  });

  it('drawn by the browser with no served markup (a client-side navigation), loads at once, its place held meanwhile', async () => {
    let arrive: (module: { default: typeof BookingForm }) => void = () => undefined;
    const Section = island(() => new Promise<{ default: typeof BookingForm }>((resolve) => (arrive = resolve)), { minHeight: '20rem' });
    await act(async () => {
      render(<Section heading="Book your call" />);
    });
    expect(document.querySelector('[data-island-placeholder]')).toHaveStyle({ minHeight: '20rem' });
    await act(async () => {
      arrive({ default: BookingForm });
    });
    expect(await screen.findByRole('heading', { name: 'Book your call' })).toBeInTheDocument();
    expect(document.querySelector('[data-island-placeholder]')).toBeNull();
  });
});
