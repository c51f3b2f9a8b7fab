import { act } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { lazySection } from './lazy-section';

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

/** The HTML the prerenderer writes: outside a browser, and waiting for every lazy section's code. */
async function prerendered(element: ReactNode): Promise<HTMLElement> {
  vi.stubGlobal('window', undefined);
  let html: string;
  try {
    const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    html = await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', IdleIntersectionObserver);
  }
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', IdleIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('lazySection', () => {
  it('keeps the prerendered form, unloaded, when its page re-renders before the visitor comes to it', async () => {
    const Section = lazySection(() => Promise.resolve({ default: BookingForm }), '20rem');
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
      hydrateRoot(container, <Page />);
    });
    await act(async () => {
      container.querySelector<HTMLButtonElement>('#rerender')?.click();
    });

    expect(container.querySelector('main')?.dataset.renders).toBe('1');
    // The very element the server wrote, not a placeholder nor a fresh render, and not live yet.
    expect(container.querySelector('form')).toBe(prerenderedForm);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.querySelector('[data-section-live]')).toBeNull();
  });

  it('loads when its loadWhen moment comes, with no intent near it, and keeps the markup it hydrates', async () => {
    let open: () => void = () => undefined;
    const moment = new Promise<void>((resolve) => {
      open = resolve;
    });
    const Section = lazySection(() => Promise.resolve({ default: BookingForm }), '0px', { loadWhen: () => moment });
    const container = await prerendered(<Section heading="Chat with us" />);
    const prerenderedForm = container.querySelector('form');

    await act(async () => {
      hydrateRoot(container, <Section heading="Chat with us" />);
    });
    expect(container.querySelector('[data-section-live]')).toBeNull();

    await act(async () => {
      open();
      await moment;
    });
    await vi.waitFor(() => expect(container.querySelector('[data-section-live]')).not.toBeNull());
    expect(container.querySelector('form')).toBe(prerenderedForm);
  });
});
