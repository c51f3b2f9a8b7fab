import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readPlanLink, type PlanLink } from './plan-link';

const subscribeToNothing = () => () => undefined;

/**
 * The plan named in the results page's query, or null while the prerendered page hydrates: the
 * static HTML was rendered without a query, so the first client render must match it. React uses
 * the server snapshot only while hydrating; after a client-side navigation (the quiz's) the plan
 * is there on the first render and nothing flashes.
 */
export function usePlanLink(defaultName: string): PlanLink | null {
  const [searchParams] = useSearchParams();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? readPlanLink(searchParams, defaultName) : null;
}
