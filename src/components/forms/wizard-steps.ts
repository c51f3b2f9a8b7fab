/**
 * What every step-by-step flow (the onboarding wizard, the quizzes, the Pathfinder) answers about its
 * steps, and the two rules that follow from any of them. Pure: each flow states its own rules in its
 * module, and useWizard holds the state.
 */

/** A flow's rules, as pure functions of the step and the answers so far. */
export interface WizardRules<Step, Answers> {
  /** The step Next leads to; null on the last step, whose button finishes the flow. */
  stepAfter: (step: Step, answers: Answers) => Step | null;
  /** The step Back leads to; null on the first step, which offers no Back. */
  stepBefore: (step: Step, answers: Answers) => Step | null;
  /** Whether the step is answered, so Next (or, on the last step, finishing) may be pressed. */
  canAdvance: (step: Step, answers: Answers) => boolean;
}

/** Next and Back for a flow whose steps do not depend on the answers: the list's order. */
export function stepsInOrder<Step>(steps: readonly Step[]): Pick<WizardRules<Step, unknown>, 'stepAfter' | 'stepBefore'> {
  return {
    stepAfter: (step) => {
      const at = steps.indexOf(step);
      return at === -1 ? null : (steps[at + 1] ?? null);
    },
    stepBefore: (step) => {
      const at = steps.indexOf(step);
      return at > 0 ? (steps[at - 1] ?? null) : null;
    },
  };
}

/** 1 for the first step: how many steps Back would walk through to the start, plus one. */
export function wizardPosition<Step, Answers>(
  stepBefore: WizardRules<Step, Answers>['stepBefore'],
  step: Step,
  answers: Answers,
): number {
  let position = 1;
  for (let earlier = stepBefore(step, answers); earlier !== null; earlier = stepBefore(earlier, answers)) position += 1;
  return position;
}
