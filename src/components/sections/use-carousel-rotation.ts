import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function reducedMotionSnapshot(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}

/** Whether the visitor asks for less motion, kept current if they change the setting; false while prerendering. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, reducedMotionSnapshot, () => false);
}

interface RotationOptions {
  count: number;
  intervalMs: number;
  /** Held still for now (hovered, focused): rotation resumes when this turns false. */
  held?: boolean;
}

export interface Rotation {
  index: number;
  /** True while the timer is running: not held, not stopped by the visitor, no reduced motion. */
  rotating: boolean;
  /** The visitor's own choice (the pause/play control); starts stopped for reduced motion. */
  stopped: boolean;
  setStopped: (stopped: boolean) => void;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
}

/**
 * Which item of a looping, self-advancing set is showing. Timing lives here, not in the scroller, so
 * it can be tested without layout. The timer restarts on every change, so a visitor who just moved
 * by hand gets the full interval to read. Visitors who prefer reduced motion get no auto-advance
 * unless they press play themselves (WCAG 2.2.2).
 */
export function useCarouselRotation({ count, intervalMs, held = false }: RotationOptions): Rotation {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null: the visitor has not chosen; follow the motion preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const stopped = choice ?? reducedMotion;
  const rotating = !stopped && !held && count > 1;

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, intervalMs, next]);

  return { index, rotating, stopped, setStopped: setChoice, goTo, next, previous };
}
