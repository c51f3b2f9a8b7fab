import { stepsInOrder, wizardPosition, type WizardRules } from './wizard-steps';

describe('stepsInOrder', () => {
  const { stepAfter, stepBefore } = stepsInOrder(['goal', 'business', 'budget'] as const);

  it('leads Next to the following step and Back to the one before', () => {
    expect(stepAfter('goal', undefined)).toBe('business');
    expect(stepAfter('business', undefined)).toBe('budget');
    expect(stepBefore('budget', undefined)).toBe('business');
    expect(stepBefore('business', undefined)).toBe('goal');
  });

  it('has no Next on the last step and no Back on the first', () => {
    expect(stepAfter('budget', undefined)).toBeNull();
    expect(stepBefore('goal', undefined)).toBeNull();
  });
});

describe('wizardPosition', () => {
  // A flow whose answers hide step 'b', as the owner quiz hides its improvement step.
  const order = ['a', 'b', 'c', 'd'] as const;
  type Step = (typeof order)[number];
  const shown = (skipB: boolean) => order.filter((step) => !(skipB && step === 'b'));
  const stepBefore: WizardRules<Step, boolean>['stepBefore'] = (step, skipB) => {
    const steps = shown(skipB);
    return steps[steps.indexOf(step) - 1] ?? null;
  };

  it('counts the steps shown up to and including the current one', () => {
    expect(order.map((step) => wizardPosition(stepBefore, step, false))).toEqual([1, 2, 3, 4]);
    expect(shown(true).map((step) => wizardPosition(stepBefore, step, true))).toEqual([1, 2, 3]);
  });
});
