import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** How legacy server rendering marks a Suspense boundary it could not finish: its fallback went out instead. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * What the prerenderer serves for `element`, put into the document as the browser has it before any
 * script runs: rendered outside a browser (no `window`, so every island renders in full) with every
 * Suspense boundary finished, as scripts/prerender.ts renders. Hydrate the returned container to test
 * what the browser does with served markup.
 *
 * Rendered with renderToString, again until every lazy module it met has arrived, rather than with
 * react-dom/static's prerender: that renderer marks each context it provides as its own and never
 * clears the mark, so React's client, in the same test, then reports "multiple renderers" for it.
 */
export async function servedMarkup(element: ReactNode): Promise<HTMLElement> {
  const browserWindow = globalThis.window;
  let html = UNFINISHED_BOUNDARY;
  for (let attempt = 0; attempt < 20 && html.includes(UNFINISHED_BOUNDARY); attempt += 1) {
    vi.stubGlobal('window', undefined);
    try {
      html = renderToString(element);
    } finally {
      // Only `window`: a test's other stubs (an IntersectionObserver) stay.
      vi.stubGlobal('window', browserWindow);
    }
    // The lazy modules the render asked for arrive in a later task.
    if (html.includes(UNFINISHED_BOUNDARY)) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (html.includes(UNFINISHED_BOUNDARY)) throw new Error('A Suspense boundary never finished rendering');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}
