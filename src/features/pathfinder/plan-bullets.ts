/** The results page shows at most three bullets. */
export const MAX_PLAN_BULLETS = 3;

/**
 * The bullets the results page shows for a plan slug: the plan's own, or the generic ones for a
 * slug we do not know (an empty, old or edited link), never more than three.
 */
export function planBulletsFor(
  slug: string,
  bulletsBySlug: Readonly<Record<string, readonly string[]>>,
  genericBullets: readonly string[],
): readonly string[] {
  // Own keys only: a link with slug=constructor must not reach Object.prototype.
  const bullets = Object.hasOwn(bulletsBySlug, slug) ? bulletsBySlug[slug] : undefined;
  return (bullets ?? genericBullets).slice(0, MAX_PLAN_BULLETS);
}
