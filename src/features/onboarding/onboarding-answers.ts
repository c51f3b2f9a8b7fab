import { stepsInOrder, type WizardRules } from '@/components/forms/wizard-steps';
import {
  type OnboardingBudget,
  type OnboardingGoal,
  type OnboardingIndustry,
  type OnboardingTimeline,
} from './recommend-package';

/** The wizard's answers (docs/product.md#onboarding-wizard); '' while a choice is still open. */
export interface OnboardingAnswers {
  goal: OnboardingGoal | '';
  company: string;
  industry: OnboardingIndustry | '';
  email: string;
  budget: OnboardingBudget | '';
  timeline: OnboardingTimeline | '';
  details: string;
}

export const emptyOnboardingAnswers: OnboardingAnswers = {
  goal: '',
  company: '',
  industry: '',
  email: '',
  budget: '',
  timeline: '',
  details: '',
};

export const onboardingSteps = [1, 2, 3, 4] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];
export const ONBOARDING_STEP_COUNT = onboardingSteps.length;

/** A typed text field counts as filled once it holds more than spaces (the server trims it). */
function filled(value: string): boolean {
  return value.trim().length > 0;
}

/**
 * Whether the visitor may leave a step (docs/product.md#onboarding-wizard): the only enforcement of required answers, as
 * the wizard enables Continue instead of showing messages. Step 4's details are optional.
 */
export function isStepComplete(step: OnboardingStep, answers: OnboardingAnswers): boolean {
  switch (step) {
    case 1:
      return answers.goal !== '';
    case 2:
      return filled(answers.company) && answers.industry !== '' && filled(answers.email);
    case 3:
      return answers.budget !== '' && answers.timeline !== '';
    case 4:
      return onboardingSteps.slice(0, 3).every((earlier) => isStepComplete(earlier, answers));
  }
}

/** Continue and Back walk the four steps in order; Continue waits for the step's answers. */
export const onboardingWizardRules: WizardRules<OnboardingStep, OnboardingAnswers> = {
  ...stepsInOrder(onboardingSteps),
  canAdvance: isStepComplete,
};
