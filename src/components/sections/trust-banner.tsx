import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { Icon } from '@/components/icon';
import { trustBannerIntervalMs, trustBannerItems, trustBannerLabel } from '@/content/home';
import { cn } from '@/lib/utils';
import { useCarouselRotation, usePrefersReducedMotion } from './use-carousel-rotation';

/**
 * The rotating trust banner (docs/product.md#site-chrome): one claim at a time, a new one every
 * trustBannerIntervalMs. It holds while hovered or focused, has a pause control (WCAG 2.2.2), and for
 * visitors who prefer reduced motion it does not rotate at all: it shows every claim at once. Screen readers get the whole list, never
 * a stream of announcements.
 */
export function TrustBanner() {
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotation = useCarouselRotation({ count: trustBannerItems.length, intervalMs: trustBannerIntervalMs, held });
  const showAll = reducedMotion;

  return (
    <section
      aria-label={trustBannerLabel}
      className="bg-primary text-primary-foreground"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <div className="mx-auto flex max-w-content items-center justify-center gap-4 px-6 py-4">
        <ul
          className={cn(
            'flex min-h-11 flex-1 items-center justify-center',
            showAll ? 'flex-wrap gap-x-8 gap-y-2' : '',
          )}
        >
          {trustBannerItems.map((item, index) => {
            const current = showAll || index === rotation.index;
            return (
              <li
                key={item.text}
                data-current={current ? '' : undefined}
                // Off-screen claims stay in the accessibility tree so the list reads as a whole.
                className={cn(
                  'items-center gap-2 text-center text-base font-bold sm:text-lg',
                  current ? 'inline-flex' : 'sr-only',
                )}
              >
                <Icon name={item.icon} className="size-5 shrink-0" />
                {item.text}
              </li>
            );
          })}
        </ul>
        {showAll ? null : (
          <button
            type="button"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-primary-foreground/60 hover:bg-primary-foreground/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
            aria-label={rotation.stopped ? 'Play rotating highlights' : 'Pause rotating highlights'}
            onClick={() => rotation.setStopped(!rotation.stopped)}
          >
            {rotation.stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
        )}
      </div>
    </section>
  );
}
