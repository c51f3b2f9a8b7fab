import { useEffect, useState } from 'react';
import { mayOfferExitIntent, rememberOfferShown } from './exit-intent-memory';

/** Show the offer this long after the page loads, when the visitor has not tried to leave before (docs/product.md#exit-intent-offer). */
export const EXIT_INTENT_DELAY_MS = 45_000;

/**
 * How long until the offer is due, counted on the page's own clock from its start: the offer's code
 * loads at the visitor's first input or later (src/app/layout-islands.tsx), not when the page does.
 */
const untilDue = () => Math.max(0, EXIT_INTENT_DELAY_MS - performance.now());

/** A mouse-out with no element to go to and at the top edge: the pointer is heading for the tabs or the address bar. */
export function isTopExit(event: Pick<MouseEvent, 'clientY' | 'relatedTarget'>): boolean {
  return event.clientY <= 0 && event.relatedTarget === null;
}

/**
 * True once the exit-intent offer should show: on a top exit or 45 s into the page, at most once per visit.
 * Listens only in the browser (an effect, so nothing runs while prerendering), only while `enabled`
 * and the visitor may see the offer, and stops listening as soon as it fires.
 */
export function useExitIntent(enabled: boolean): boolean {
  const [triggered, setTriggered] = useState(false);

  useEffect(() => {
    if (!enabled || triggered || !mayOfferExitIntent()) return undefined;

    function stop() {
      clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
    }
    function trigger() {
      stop();
      // Checked again: a lead may have been sent from another form since the page loaded.
      if (!mayOfferExitIntent()) return;
      rememberOfferShown();
      setTriggered(true);
    }
    function onMouseOut(event: MouseEvent) {
      if (isTopExit(event)) trigger();
    }

    const timer = setTimeout(trigger, untilDue());
    document.addEventListener('mouseout', onMouseOut);
    return stop;
  }, [enabled, triggered]);

  return triggered;
}
