import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prerenderedPathAttribute, shouldHydrate } from '@/app/prerender-marker';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadPageFor } from '@/app/routes';
import { assignVariant, prepareAnalytics } from '@/features/tracking/shell';
import { whenFirstInput } from '@/lib/loading/first-input';
import './index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // Before hydration: the hero's A/B variant is on <body> before React renders (CSS shows its CTA,
  // so nothing flashes), and analytics events wait for consent and for the collectors.
  assignVariant();
  prepareAnalytics();
  // The layout's islands load at the visitor's first input: heard from now, not only once hydrated.
  void whenFirstInput();

  // The page's code first, so the first render matches the prerendered HTML exactly.
  await preloadPageFor(window.location.pathname);
  const app = (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );

  if (shouldHydrate(container.getAttribute(prerenderedPathAttribute), window.location.pathname)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the visible page stays responsive (TBT).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          // A hydration mismatch is a prerendering bug: loud in development and in the e2e tests.
          console.error('Hydration error:', error, info.componentStack);
        },
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
