import { contactLeadRequestSchemas } from '@shared/submission.ts';
import { onboardingCopy } from '@/content/onboarding';
import { emptyOnboardingAnswers, type OnboardingAnswers } from './onboarding-answers';
import { ONBOARDING_DETAILS_MAX, onboardingLeadFields } from './onboarding-lead-fields';

const answers: OnboardingAnswers = {
  goal: 'ai-calls',
  company: '  Smile Dental  ',
  industry: 'Healthcare',
  email: ' Owner@SmileDental.example ',
  budget: '5000-10000',
  timeline: '1-3 months',
  details: '  We miss calls after 5 pm.  ',
};

describe('onboardingLeadFields', () => {
  it('sends each answer under its own name, with no name made up for the visitor', () => {
    const fields = onboardingLeadFields(answers);
    expect(fields).toEqual({
      source: 'onboarding',
      goal: 'ai-calls',
      company: 'Smile Dental',
      industry: 'Healthcare',
      email: 'Owner@SmileDental.example',
      budget: '5000-10000',
      timeline: '1-3 months',
      details: 'We miss calls after 5 pm.',
    });
    expect(contactLeadRequestSchemas.onboarding.safeParse(fields).success).toBe(true);
  });

  it('leaves the details out when there are none', () => {
    expect(onboardingLeadFields({ ...answers, details: '   ' })).not.toHaveProperty('details');
  });

  it('is null while a choice is still open', () => {
    expect(onboardingLeadFields({ ...answers, timeline: '' })).toBeNull();
    expect(onboardingLeadFields(emptyOnboardingAnswers)).toBeNull();
  });

  it('stays valid for the shortest answers and details as long as the box takes', () => {
    const shortest = onboardingLeadFields({ ...emptyOnboardingAnswers, goal: 'brand', company: 'A', email: 'a@b.co', budget: '25000+', timeline: '6+ months', industry: 'Other' });
    const longest = onboardingLeadFields({ ...answers, details: 'z'.repeat(ONBOARDING_DETAILS_MAX) });
    expect(contactLeadRequestSchemas.onboarding.safeParse(shortest).success).toBe(true);
    expect(contactLeadRequestSchemas.onboarding.safeParse(longest).success).toBe(true);
    expect(onboardingCopy.fields.detailsHint).toContain(String(ONBOARDING_DETAILS_MAX));
  });

  it('is refused by the server beyond the details box limit', () => {
    const tooLong = onboardingLeadFields({ ...answers, details: 'z'.repeat(ONBOARDING_DETAILS_MAX + 1) });
    expect(contactLeadRequestSchemas.onboarding.safeParse(tooLong).error?.issues).toEqual([
      expect.objectContaining({ path: ['details'], message: 'Details must be less than 800 characters' }),
    ]);
  });
});
