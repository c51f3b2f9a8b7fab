import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { backToTopLabel } from '@/content/navigation';
import { scrollBehavior } from '@/lib/motion';

/** The button appears once the page is scrolled more than 300 px (docs/product.md#navigation-and-scrolling). */
export const backToTopThreshold = 300;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > backToTopThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // Keyboard users land where sighted users are looking: the top of the page.
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label={backToTopLabel}
      hidden={!visible}
      // Stacked above the chat launcher in the bottom-right corner (the accessibility launcher has the
      // bottom-left), and out of the way while the chat panel, which covers this corner, is open.
      className="fixed right-5 bottom-22 z-40 inline-flex size-12 items-center justify-center rounded-full bg-ink text-ink-foreground shadow-lg transition-transform hover:-translate-y-0.5 sm:right-7 sm:bottom-24 [html[data-chat-open]_&]:hidden"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
