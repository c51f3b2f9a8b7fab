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

const following = { 1: 2, 2: 3, 3: 4, 4: 4 } as const satisfies Record<OnboardingStep, OnboardingStep>;
const preceding = { 1: 1, 2: 1, 3: 2, 4: 3 } as const satisfies Record<OnboardingStep, OnboardingStep>;

/** The step Continue leads to (the last step has none: it submits). */
export function stepAfter(step: OnboardingStep): OnboardingStep {
  return following[step];
}

/** The step Back leads to (the first step has none: Back is disabled there). */
export function stepBefore(step: OnboardingStep): OnboardingStep {
  return preceding[step];
}

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
