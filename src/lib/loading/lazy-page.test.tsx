import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyPage } from './lazy-page';

interface PageModule {
  default: ComponentType;
}

function PricingPage() {
  return <h1>Marketing Packages</h1>;
}

/** A loader whose module arrives when the test says so. */
function deferredLoader() {
  let resolveModule: (module: PageModule) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<PageModule>((resolve) => {
        resolveModule = resolve;
      }),
  );
  return { load, resolve: (module: PageModule) => resolveModule(module) };
}

const Fallback = vi.fn(() => <div aria-busy="true" aria-label="Loading page" />);

function renderPage(Page: ComponentType) {
  return render(
    <Suspense fallback={<Fallback />}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows the Suspense fallback until the page code arrives, then the page', async () => {
    const { load, resolve } = deferredLoader();
    const { Page } = lazyPage(load);

    // Suspending render: let React settle inside an awaited act, as it would in the browser.
    await act(async () => {
      renderPage(Page);
    });
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Marketing Packages' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      resolve({ default: PricingPage });
    });

    expect(await screen.findByRole('heading', { name: 'Marketing Packages' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument();
  });

  it('renders a preloaded page on the first render, without ever showing the fallback', async () => {
    const load = vi.fn(() => Promise.resolve<PageModule>({ default: PricingPage }));
    const page = lazyPage(load);
    await page.preload();
    Fallback.mockClear();

    renderPage(page.Page);

    // Synchronously present: no findBy, no waiting.
    expect(screen.getByRole('heading', { name: 'Marketing Packages' })).toBeInTheDocument();
    expect(Fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() loads the page code once, however often it is called', async () => {
    const { load, resolve } = deferredLoader();
    const page = lazyPage(load);

    const first = page.preload();
    const second = page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);

    resolve({ default: PricingPage });
    await first;
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load the page code before it is rendered or preloaded', () => {
    const { load } = deferredLoader();
    lazyPage(load);
    expect(load).not.toHaveBeenCalled();
  });
});
