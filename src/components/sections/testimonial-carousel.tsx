import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { Testimonial } from '@/content/testimonials';
import { cn } from '@/lib/utils';
import { TestimonialCard } from './testimonial-card';
import { useCarouselRotation, usePrefersReducedMotion } from './use-carousel-rotation';

/** Carousel auto-advance (docs/product.md#testimonial-carousel). */
export const testimonialIntervalMs = 5000;

const controlClass = cn(
  'inline-flex size-11 items-center justify-center rounded-full border border-input bg-background text-foreground shadow-sm',
  'hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring motion-safe:transition-colors',
);

interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  label?: string;
}

/**
 * The testimonials as a WAI-ARIA carousel: one slide at a time, looping, advancing every testimonialIntervalMs.
 * Rotation holds while the pointer is over it or focus is inside, never starts on its own for
 * visitors who prefer reduced motion, and has a visible pause/play control (WCAG 2.2.2).
 * Embla only scrolls and handles swipes; which slide shows is decided by useCarouselRotation.
 */
export function TestimonialCarousel({ testimonials, label = 'Client testimonials' }: TestimonialCarouselProps) {
  const count = testimonials.length;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotation = useCarouselRotation({ count, intervalMs: testimonialIntervalMs, held: hovered || focused });
  const { index, goTo, next, previous } = rotation;
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30 });

  // A swipe moves Embla first: follow it.
  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => goTo(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, goTo]);

  // Everything else moves the index first: scroll to it (a jump, not a glide, for reduced motion).
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, reducedMotion);
  }, [embla, index, reducedMotion]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  }

  // Focus on the pause/play control itself does not hold rotation, or pressing play would do nothing.
  function onFocus(event: FocusEvent<HTMLDivElement>) {
    setFocused(!(event.target instanceof HTMLElement && event.target.dataset.rotationControl !== undefined));
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  }

  return (
    // Keys and hover are listened for on the whole carousel, as the WAI-ARIA carousel pattern asks:
    // the events come from the buttons inside it, which are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto max-w-4xl"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <button
          type="button"
          data-rotation-control=""
          className={cn(controlClass, 'w-auto gap-2 px-4 text-sm font-semibold')}
          aria-label={rotation.stopped ? 'Play automatic slide show' : 'Pause automatic slide show'}
          onClick={() => rotation.setStopped(!rotation.stopped)}
        >
          {rotation.stopped ? (
            <>
              <Play aria-hidden="true" className="size-4" />
              Play
            </>
          ) : (
            <>
              <Pause aria-hidden="true" className="size-4" />
              Pause
            </>
          )}
        </button>
        <div className="flex gap-2">
          <button type="button" className={controlClass} aria-label="Previous testimonial" onClick={previous}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button type="button" className={controlClass} aria-label="Next testimonial" onClick={next}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div ref={viewportRef} className="relative overflow-hidden rounded-lg">
        <div className="flex touch-pan-y" aria-live={rotation.rotating ? 'off' : 'polite'}>
          {testimonials.map((testimonial, slide) => (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${count}`}
              aria-hidden={slide === index ? undefined : true}
              inert={slide !== index}
              className="min-w-0 shrink-0 grow-0 basis-full px-1 py-1"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>

      <div className="mt-4 flex justify-center gap-1">
        {testimonials.map((testimonial, slide) => (
          <button
            key={testimonial.id}
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-ring"
            aria-label={`Go to testimonial ${slide + 1} of ${count}`}
            aria-current={slide === index ? 'true' : undefined}
            onClick={() => goTo(slide)}
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-3 rounded-full motion-safe:transition-all',
                slide === index ? 'w-8 bg-primary' : 'w-3 bg-input group-hover:bg-muted-foreground',
              )}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
