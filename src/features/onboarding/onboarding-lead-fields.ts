import { ONBOARDING_DETAILS_MAX } from '@shared/onboarding-choices.ts';
import type { ContactLeadRequest } from '@shared/submission.ts';
import { type OnboardingAnswers } from './onboarding-answers';

export { ONBOARDING_DETAILS_MAX };

/**
 * The send-contact-email fields of an onboarding lead, without the submission envelope: each answer
 * under its own name (docs/decisions/014-leads-as-data.md). The wizard asks for no name, so none is
 * sent; the server works out the recommended package from the goal and budget, as the wizard does.
 * Null while a choice is still open (the wizard's last step is reached only with all of them made).
 */
export function onboardingLeadFields(answers: OnboardingAnswers): ContactLeadRequest<'onboarding'> | null {
  const { goal, industry, budget, timeline } = answers;
  if (!goal || !industry || !budget || !timeline) return null;
  const details = answers.details.trim();
  return {
    source: 'onboarding',
    goal,
    company: answers.company.trim(),
    industry,
    email: answers.email.trim(),
    budget,
    timeline,
    ...(details ? { details } : {}),
  };
}
