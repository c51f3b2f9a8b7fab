import { genericPlanBullets, planBullets } from '@/content/pathfinder';
import { planBulletsFor } from './plan-bullets';
import { planSlugs } from './recommend-plan';

describe('planBulletsFor', () => {
  it.each(planSlugs)('gives %s its own bullets, at most three', (slug) => {
    const bullets = planBulletsFor(slug, planBullets, genericPlanBullets);
    expect(bullets.length).toBeGreaterThan(0);
    expect(bullets.length).toBeLessThanOrEqual(3);
    expect(bullets).toEqual(planBullets[slug].slice(0, 3));
    for (const bullet of bullets) expect(genericPlanBullets).not.toContain(bullet);
  });

  it('gives each plan different bullets', () => {
    const all = planSlugs.flatMap((slug) => planBulletsFor(slug, planBullets, genericPlanBullets));
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(['', 'unknown-plan', 'constructor', '__proto__'])('gives the three generic bullets for slug "%s"', (slug) => {
    expect(planBulletsFor(slug, planBullets, genericPlanBullets)).toEqual([...genericPlanBullets]);
    expect(genericPlanBullets).toHaveLength(3);
  });

  it('never shows more than three bullets, even when the content has more', () => {
    const many = { 'launch-pad': ['one', 'two', 'three', 'four', 'five'] };
    expect(planBulletsFor('launch-pad', many, ['a', 'b', 'c', 'd'])).toEqual(['one', 'two', 'three']);
    expect(planBulletsFor('other', many, ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });
});
