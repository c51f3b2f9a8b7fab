/**
 * The Pathfinder's public API: what the results page places. The quiz block the pages show is
 * `./section`, imported directly (see there why).
 */
export { readPlanLink } from './plan-link';
export { PathfinderResults } from './pathfinder-results';
export { usePlanLink } from './use-plan-link';
