import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '@/components/ui/use-toast';
import { whenFirstInput } from '@/lib/loading/first-input';

/** The Toaster's frame; toast.tsx uses the same classes, so swapping the shell for it changes nothing on screen. */
export const toasterClassName =
  // Out of the way: the top edge on phones, where a form's submit button never is (at the
  // bottom it covered the button the visitor reaches for next), the bottom-right corner from
  // sm up. The empty area around the cards lets clicks through to the page.
  'pointer-events-none fixed inset-x-0 top-0 z-100 flex flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:left-auto sm:w-96';

const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

/** The Toaster's empty live regions, so screen readers watch them from the first paint. */
function ToasterShell() {
  return (
    <section aria-label="Notifications" data-slot="toaster" className={toasterClassName}>
      <div role="alert" aria-live="assertive" data-slot="toaster-alerts" className="flex flex-col gap-2" />
      <ol aria-live="polite" data-slot="toaster-list" className="flex flex-col gap-2" />
    </section>
  );
}

/**
 * The site's Toaster without its code in the first load: the empty live regions render at once (and
 * in the prerendered HTML), the Toaster itself loads at the visitor's first input (first-input.ts),
 * or at the first toast if that comes sooner. toast() queues in the store meanwhile.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void whenFirstInput().then(() => setWanted(true));
  }, []);
  if (!wanted && !hasToasts) return <ToasterShell />;
  return (
    <Suspense fallback={<ToasterShell />}>
      <Toaster />
    </Suspense>
  );
}
