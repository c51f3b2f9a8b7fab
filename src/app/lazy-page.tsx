import { use, type ComponentType } from 'react';

interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  Page: ComponentType;
  /** Starts (once) loading the page's code; resolves when it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A code-split page that renders synchronously once preloaded. React.lazy always suspends on
 * its first render, which would make hydration of a prerendered page wait a tick; preloading
 * the matched page before hydrateRoot and rendering it directly keeps hydration exact.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;

  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) is retried next time.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function Page() {
    if (!loaded) use(preload());
    const Component = loaded as ComponentType;
    return <Component />;
  }

  return { Page, preload };
}
