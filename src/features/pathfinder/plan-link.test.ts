import { planResultsHref, readPlanLink } from './plan-link';
import { pathfinderPlans } from '@/content/pathfinder';
import { planSlugs, recommendPlan } from './recommend-plan';

const DEFAULT = 'Recommended Plan';

describe('planResultsHref', () => {
  it('puts the plan name, slug and reason in the results page query, encoded', () => {
    const plan = recommendPlan({ businessStage: 'no-conversion', primaryGoal: 'more-leads', budget: 'growth' });
    const href = planResultsHref(plan);
    expect(href.startsWith('/pathfinder/results?')).toBe(true);
    expect(href).not.toMatch(/ /);
    const query = new URL(href, 'https://example.com').searchParams;
    expect(query.get('name')).toBe('The Conversion Catalyst');
    expect(query.get('slug')).toBe('conversion-catalyst');
    expect(query.get('reason')).toBe(plan.reason);
  });
});

describe('readPlanLink', () => {
  const launchPad = pathfinderPlans['launch-pad'];
  const hostile = 'Your plan was cancelled. Call +1 900 555 0199 or pay at https://evil.example/pay';

  it('reads the plan the quiz put in the link', () => {
    const plan = recommendPlan({ businessStage: 'idea', primaryGoal: 'awareness', budget: 'growth' });
    const query = new URL(planResultsHref(plan), 'https://example.com').searchParams;
    expect(readPlanLink(query, DEFAULT)).toEqual({ name: plan.service, hasName: true, slug: plan.slug, reason: plan.reason });
  });

  it('defaults to "Recommended Plan" with an empty slug and reason', () => {
    expect(readPlanLink(new URLSearchParams(), DEFAULT)).toEqual({ name: DEFAULT, hasName: false, slug: '', reason: '' });
  });

  it('treats a blank name as missing', () => {
    expect(readPlanLink(new URLSearchParams({ name: '   ' }), DEFAULT)).toMatchObject({ name: DEFAULT, hasName: false });
  });

  it('shows a known plan’s own name and reason, never the ones an edited link carries', () => {
    const query = new URLSearchParams({ name: hostile, slug: 'launch-pad', reason: hostile });
    expect(readPlanLink(query, DEFAULT)).toEqual({ name: launchPad.name, hasName: true, slug: 'launch-pad', reason: launchPad.reason });
  });

  it('falls back to the defaults for an unknown slug with any name and reason', () => {
    const query = new URLSearchParams({ name: hostile, slug: 'no-such-plan', reason: hostile });
    expect(readPlanLink(query, DEFAULT)).toEqual({ name: DEFAULT, hasName: false, slug: '', reason: '' });
  });

  it('takes a known plan name without a slug, with no reason', () => {
    expect(readPlanLink(new URLSearchParams({ name: ` ${launchPad.name} `, reason: hostile }), DEFAULT)).toEqual({
      name: launchPad.name,
      hasName: true,
      slug: '',
      reason: '',
    });
  });

  it.each(planSlugs)('knows the plan %s, which the quiz can recommend', (slug) => {
    expect(readPlanLink(new URLSearchParams({ slug }), DEFAULT)).toMatchObject({ slug, name: pathfinderPlans[slug].name, hasName: true });
  });
});
