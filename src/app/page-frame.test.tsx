import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageOutlet } from './page-frame';

/** What the page found on <html> when its own effect ran, as /welcome does when it starts its countdown. */
let seenByPageEffect: string | undefined | null = null;

function WelcomePage() {
  useEffect(() => {
    seenByPageEffect = document.documentElement.dataset.hydrated;
  }, []);
  return <h1>Welcome</h1>;
}

function Layout() {
  return (
    <main>
      <PageOutlet layout="site" />
    </main>
  );
}

const app = (
  <MemoryRouter initialEntries={['/welcome']}>
    <Routes>
      <Route element={<Layout />}>
        <Route path="/welcome" element={<WelcomePage />} />
      </Route>
    </Routes>
  </MemoryRouter>
);

afterEach(() => {
  seenByPageEffect = null;
});

describe('PageOutlet', () => {
  it('marks <html data-hydrated> only once the prerendered page has hydrated and its effects ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, app);
      await Promise.resolve();
    });

    // React hydrates the page's Suspense boundary in a commit after the layout's: a mark set by the
    // layout would be there before the page started its timers, and a browser test stepping a paused
    // clock from that mark would start the page's 8 s late.
    expect(seenByPageEffect).toBeUndefined();
    expect(document.documentElement.dataset.hydrated).toBe('site');
  });
});
