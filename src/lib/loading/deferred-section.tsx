import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { deferredPlaceholderAttribute, deferredSectionsInline, onDeferredSectionsRevealed, scheduleIdleReveal } from '@/lib/loading/deferred-reveal';

/** How far ahead of the viewport a deferred section starts rendering, as a share of the viewport's height. */
const approachMargin = '75% 0px';

/**
 * A below-the-fold section that is neither in the prerendered HTML nor in the page's first load:
 * the page arrives as a small document (14 KB of HTML for /), and the browser parses,
 * lays out and hydrates only what the first screens show. It renders as the visitor approaches it,
 * when a link needs an anchor inside it, or in idle time a few seconds after load
 * (deferred-reveal.ts), whichever comes first. Until then an empty block of `minHeight`
 * holds its place, so the footer does not jump when it renders below the viewport.
 *
 * The render is a transition: React renders the section in slices between frames, so scrolling and
 * a visitor's input keep their turn.
 */
export function deferredSection<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, minHeight: string) {
  const Section = lazy(load);
  function DeferredSection(props: Props) {
    // Hidden at first even when already revealed (a client-side navigation back to the page, or a
    // #hash that revealed everything while the page was still hydrating): the first render must
    // match the prerendered placeholder. The effect shows it straight after.
    const [shown, setShown] = useState(false);
    const placeholder = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (shown) return;
      const show = () => startTransition(() => setShown(true));
      const unsubscribe = onDeferredSectionsRevealed(show);
      scheduleIdleReveal();
      const element = placeholder.current;
      if (!element || typeof IntersectionObserver === 'undefined') {
        show();
        return unsubscribe;
      }
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
        rootMargin: approachMargin,
      });
      observer.observe(element);
      return () => {
        unsubscribe();
        observer.disconnect();
      };
    }, [shown]);

    // The same empty block before the section is asked for and while its code loads.
    const placeholderProps = { 'aria-busy': true, [deferredPlaceholderAttribute]: '', style: { minHeight } } as const;
    if (!shown && !deferredSectionsInline()) return <div ref={placeholder} {...placeholderProps} />;
    return (
      <Suspense fallback={<div {...placeholderProps} />}>
        <Section {...props} />
      </Suspense>
    );
  }
  return DeferredSection;
}
