import type { ReactNode } from 'react';

/**
 * The toasts' region and its two live regions, urgent and polite. The first-load shell
 * (lazy-toaster.tsx) and the Toaster (toast.tsx) both draw it, so swapping one for the other
 * changes nothing on screen, and screen readers watch the same regions from the first paint.
 */
export function ToasterFrame({ alerts, list }: { alerts?: ReactNode; list?: ReactNode }) {
  return (
    <section
      aria-label="Notifications"
      data-slot="toaster"
      // Out of the way: the top edge on phones, where a form's submit button never is (at the
      // bottom it covered the button the visitor reaches for next), the bottom-right corner from
      // sm up. The empty area around the cards lets clicks through to the page.
      className="pointer-events-none fixed inset-x-0 top-0 z-100 flex flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:left-auto sm:w-96"
    >
      <div role="alert" aria-live="assertive" data-slot="toaster-alerts" className="flex flex-col gap-2">
        {alerts}
      </div>
      <ol aria-live="polite" data-slot="toaster-list" className="flex flex-col gap-2">
        {list}
      </ol>
    </section>
  );
}
