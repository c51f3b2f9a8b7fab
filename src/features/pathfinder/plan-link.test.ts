import { planResultsHref, readPlanLink } from './plan-link';
import { recommendPlan } from './recommend-plan';

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
  it('reads name, slug and reason', () => {
    const query = new URLSearchParams({ name: 'The Launch Pad', slug: 'launch-pad', reason: 'Because.' });
    expect(readPlanLink(query, DEFAULT)).toEqual({ name: 'The Launch Pad', hasName: true, slug: 'launch-pad', reason: 'Because.' });
  });

  it('defaults to "Recommended Plan" with an empty slug and reason', () => {
    expect(readPlanLink(new URLSearchParams(), DEFAULT)).toEqual({ name: DEFAULT, hasName: false, slug: '', reason: '' });
  });

  it('treats a blank name as missing', () => {
    expect(readPlanLink(new URLSearchParams({ name: '   ' }), DEFAULT)).toMatchObject({ name: DEFAULT, hasName: false });
  });

  it('cuts an edited name to the 100 characters the contact form accepts', () => {
    const { name } = readPlanLink(new URLSearchParams({ name: 'x'.repeat(250) }), DEFAULT);
    expect(name).toHaveLength(100);
  });
});
