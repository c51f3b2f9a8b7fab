import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { scrollBehavior } from '@/lib/motion';

/** Spec: the button appears once the page is scrolled more than 300 px. */
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
      aria-label="Back to top"
      hidden={!visible}
      className="fixed right-4 bottom-6 z-40 inline-flex size-12 items-center justify-center rounded-full bg-ink text-ink-foreground shadow-lg transition-transform hover:-translate-y-0.5"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
