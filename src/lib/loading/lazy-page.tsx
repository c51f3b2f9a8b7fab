import { use, type ComponentType } from 'react';
import { trackedImport } from '@/lib/loading/tracked-import';

interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  Page: ComponentType;
  /** Starts (once) loading the page's code; resolves when it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A code-split page that renders synchronously once preloaded: the client preloads the matched page
 * before hydrateRoot, and the prerenderer before rendering, so the page is never a Suspense fallback
 * in the HTML and hydration claims it exactly.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const page = trackedImport(async () => (await load()).default);

  function Page() {
    // Every render calls `use` on the same promise (React requires the same hooks on every render).
    const Component = use(page.promise());
    return <Component />;
  }

  return { Page, preload: page.preload };
}
