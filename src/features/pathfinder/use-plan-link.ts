import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/use-hydrated';
import { readPlanLink, type PlanLink } from './plan-link';

/**
 * The plan named in the results page's query. While the served page hydrates it is the page's served
 * reading, the default plan (the HTML was rendered without a query, so the first client render must
 * match it), and the link's plan takes its place straight after. React uses the server snapshot only
 * while hydrating; after a client-side navigation (the quiz's) the plan is there on the first render.
 */
export function usePlanLink(defaultName: string): PlanLink {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  return readPlanLink(hydrated ? searchParams : new URLSearchParams(), defaultName);
}
