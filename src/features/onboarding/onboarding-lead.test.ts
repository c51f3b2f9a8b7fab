import { leadRequestSchema } from '@shared/schemas.ts';
import { emptyOnboardingAnswers, type OnboardingAnswers } from './onboarding-answers';
import { onboardingCopy } from '@/content/onboarding';
import { composeOnboardingGoals, GOALS_TEXT_MAX, ONBOARDING_DETAILS_MAX, onboardingLeadFields } from './onboarding-lead';

const answers: OnboardingAnswers = {
  goal: 'ai-calls',
  company: '  Smile Dental  ',
  industry: 'Healthcare',
  email: ' Owner@SmileDental.example ',
  budget: '$5,000 - $10,000/month',
  timeline: '1-3 months',
  details: '  We miss calls after 5 pm.  ',
};

describe('composeOnboardingGoals', () => {
  it('combines goal, industry, timeline, package and details', () => {
    expect(composeOnboardingGoals(answers, { name: 'Growth Engine' })).toBe(
      [
        'Main goal: Automate Phone Calls',
        'Industry: Healthcare',
        'Timeline: 1-3 months',
        'Recommended package: Growth Engine',
        'Details: We miss calls after 5 pm.',
      ].join('\n'),
    );
  });

  it('leaves the details line out when there are none', () => {
    const text = composeOnboardingGoals({ ...answers, details: '   ' }, { name: 'Launch Pad' });
    expect(text).not.toContain('Details');
    expect(text.endsWith('Recommended package: Launch Pad')).toBe(true);
  });

  it('shortens long details so the text stays within the server limit', () => {
    const text = composeOnboardingGoals({ ...answers, details: 'x'.repeat(5000) }, { name: 'Market Leader' });
    expect(text).toHaveLength(GOALS_TEXT_MAX);
    expect(text).toContain('Recommended package: Market Leader\nDetails: xxx');
    expect(text.endsWith('x…')).toBe(true);
  });

  it('never shortens details within the details box limit, even with the longest choices', () => {
    const details = 'd'.repeat(ONBOARDING_DETAILS_MAX);
    const longest: OnboardingAnswers = { ...answers, goal: 'traffic', industry: 'Professional Services', timeline: 'ASAP - Within 30 days', details };
    const text = composeOnboardingGoals(longest, { name: 'Growth Engine' });
    expect(text.endsWith(`Details: ${details}`)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(GOALS_TEXT_MAX);
    expect(onboardingCopy.fields.detailsHint).toContain(String(ONBOARDING_DETAILS_MAX));
  });

  it('keeps details that fit exactly', () => {
    const head = composeOnboardingGoals({ ...answers, details: '' }, { name: 'Growth Engine' });
    const exact = 'y'.repeat(GOALS_TEXT_MAX - head.length - '\nDetails: '.length);
    const text = composeOnboardingGoals({ ...answers, details: exact }, { name: 'Growth Engine' });
    expect(text).toHaveLength(GOALS_TEXT_MAX);
    expect(text.endsWith('y')).toBe(true);
  });
});

describe('onboardingLeadFields', () => {
  it('is a lead request the server accepts, with the fixed name labels and the chosen budget', () => {
    const fields = onboardingLeadFields(answers, { name: 'Growth Engine' });
    expect(fields).toMatchObject({
      firstName: 'Onboarding',
      lastName: 'Lead',
      email: 'Owner@SmileDental.example',
      company: 'Smile Dental',
      budget: '$5,000 - $10,000/month',
      source: 'onboarding',
    });
    expect(leadRequestSchema.safeParse(fields).success).toBe(true);
  });

  it('stays valid for the shortest and the longest answers', () => {
    const shortest = onboardingLeadFields({ ...emptyOnboardingAnswers, goal: 'brand', company: 'A', email: 'a@b.co', budget: '$25,000+ /month', timeline: '6+ months', industry: 'Other' }, { name: 'Market Leader' });
    const longest = onboardingLeadFields({ ...answers, details: 'z '.repeat(3000) }, { name: 'Growth Engine' });
    expect(leadRequestSchema.safeParse(shortest).success).toBe(true);
    expect(leadRequestSchema.safeParse(longest).success).toBe(true);
  });
});
