import { use, type ComponentType } from 'react';

interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  Page: ComponentType;
  /** Starts (once) loading the page's code; resolves when it can render without suspending. */
  preload: () => Promise<void>;
}

/** A promise that records its outcome the way React's `use` reads it, so a settled one never suspends. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A code-split page that renders synchronously once preloaded. React.lazy always suspends on
 * its first render, which would make hydration of a prerendered page wait a tick; preloading
 * the matched page before hydrateRoot and rendering it directly keeps hydration exact.
 * Every render calls `use` on the same promise (React requires the same hooks on every render);
 * once it is marked fulfilled, `use` returns the component without suspending.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let pending: TrackedPromise<ComponentType> | undefined;
  let ready: Promise<void> | undefined;

  const component = (): TrackedPromise<ComponentType> => {
    if (pending) return pending;
    const tracked: TrackedPromise<ComponentType> = load().then(
      (module) => {
        tracked.status = 'fulfilled';
        tracked.value = module.default;
        return module.default;
      },
      (error: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) is retried next time.
        tracked.status = 'rejected';
        tracked.reason = error;
        pending = undefined;
        ready = undefined;
        throw error;
      },
    );
    tracked.status = 'pending';
    pending = tracked;
    return tracked;
  };

  function Page() {
    const loading: Promise<ComponentType> = component();
    const Component = use(loading);
    return <Component />;
  }

    const preload = () => {
    ready ??= component().then(() => undefined);
    return ready;
  };

  return { Page, preload };
}
