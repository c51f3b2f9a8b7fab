import { pathfinderPlans } from '@/content/pathfinder';
import { planSlugs, type PlanRecommendation, type PlanSlug } from './recommend-plan';

/** What /pathfinder/results shows, read from its query string (docs/product.md#pathfinder-results). */
export interface PlanLink {
  name: string;
  /** False when the link named no plan we know and `name` is the default. */
  hasName: boolean;
  slug: string;
  reason: string;
}

export const RESULTS_PATH = '/pathfinder/results';

/** The results page's address for a recommendation: name, slug and reason in the query. */
export function planResultsHref(plan: PlanRecommendation): string {
  const query = new URLSearchParams({ name: plan.service, slug: plan.slug, reason: plan.reason });
  return `${RESULTS_PATH}?${query.toString()}`;
}

function knownSlug(raw: string | null): PlanSlug | undefined {
  const slug = raw?.trim();
  return planSlugs.find((known) => known === slug);
}

function slugOfPlanNamed(raw: string | null): PlanSlug | undefined {
  const name = raw?.trim();
  return planSlugs.find((slug) => pathfinderPlans[slug].name === name);
}

/**
 * Reads the results page's query with its defaults: name "Recommended Plan", slug and reason
 * empty. Anyone can edit the link, and the page is the agency's, so only our own words are shown:
 * a known slug shows that plan's name and reason whatever the link says; without one, a
 * known plan name is shown with no reason; any other name, slug or reason is ignored.
 */
export function readPlanLink(query: URLSearchParams, defaultName: string): PlanLink {
  const slug = knownSlug(query.get('slug'));
  if (slug) return { name: pathfinderPlans[slug].name, hasName: true, slug, reason: pathfinderPlans[slug].reason };
  const named = slugOfPlanNamed(query.get('name'));
  if (named) return { name: pathfinderPlans[named].name, hasName: true, slug: '', reason: '' };
  return { name: defaultName, hasName: false, slug: '', reason: '' };
}
