import type { PlanRecommendation } from './recommend-plan';

/** What /pathfinder/results shows, read from its query string (spec 1 §2 "Pathfinder results"). */
export interface PlanLink {
  name: string;
  /** False when the link carried no name and `name` is the default. */
  hasName: boolean;
  slug: string;
  reason: string;
}

export const RESULTS_PATH = '/pathfinder/results';

/** The contact form's recommended-service field takes at most 100 characters. */
const MAX_PLAN_NAME_LENGTH = 100;

/** The results page's address for a recommendation: name, slug and reason in the query. */
export function planResultsHref(plan: PlanRecommendation): string {
  const query = new URLSearchParams({ name: plan.service, slug: plan.slug, reason: plan.reason });
  return `${RESULTS_PATH}?${query.toString()}`;
}

/**
 * Reads the results page's query with the spec's defaults: name "Recommended Plan" (also for a
 * blank name), slug and reason empty. Anyone can edit the link, so the name is trimmed and cut to
 * what the contact form accepts as the recommended service.
 */
export function readPlanLink(query: URLSearchParams, defaultName: string): PlanLink {
  const name = (query.get('name') ?? '').trim().slice(0, MAX_PLAN_NAME_LENGTH).trim();
  return {
    name: name || defaultName,
    hasName: name !== '',
    slug: (query.get('slug') ?? '').trim(),
    reason: (query.get('reason') ?? '').trim(),
  };
}
