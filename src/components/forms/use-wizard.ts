import { useEffect, useEffectEvent, useMemo, useState, type RefObject } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { wizardPosition, type WizardRules } from './wizard-steps';

/** Where a visitor is in a step-by-step flow: the step on screen and the answers so far. */
export interface WizardProgress<Step, Answers> {
  step: Step;
  answers: Answers;
}

/**
 * Where a flow keeps its progress between page loads (a quiz's tab storage). Pass the same object on
 * every render (useMemo): a new one is read again.
 */
export interface WizardProgressStore<Step, Answers> {
  load: () => WizardProgress<Step, Answers> | null;
  save: (progress: WizardProgress<Step, Answers>) => void;
}

/** What to focus after the next render: the step's heading, the flow's submit button, or one of its fields. */
export interface FocusRequest<Field extends string> {
  target: Field | 'heading' | 'submit';
}

export interface WizardOptions<Step, Answers, Field extends string> {
  /** Where a first visit starts, and what the served HTML shows. */
  initial: WizardProgress<Step, Answers>;
  /** The step's heading (focusable, tabIndex -1), which takes focus after each move. */
  heading: RefObject<HTMLElement | null>;
  /** Progress kept from an earlier page load, read once the page has hydrated; each change is saved to it. */
  store?: WizardProgressStore<Step, Answers> | undefined;
  /** The button that finishes the flow: focused when a refusal names no field the visitor can fix. */
  submit?: RefObject<HTMLElement | null>;
  /** The element id of each field that may take focus (one the server refused). */
  fieldIds?: Record<Field, string>;
}

export interface Wizard<Step, Answers, Field extends string> extends WizardProgress<Step, Answers> {
  /** 1 for the first step, counting only the steps these answers lead through. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  /** Whether the step on screen is answered, so its Next (or finishing) button is enabled. */
  canAdvance: boolean;
  setAnswers: (update: (answers: Answers) => Answers) => void;
  /** Shows `step` and focuses its heading, or `focus`. */
  goTo: (step: Step, focus?: FocusRequest<Field>['target']) => void;
  back: () => void;
  /** Next, or `finish` on the last step; nothing while the step is unanswered. */
  advance: (finish: () => void) => void;
  /** Focuses the target after the next render. */
  setFocusRequest: (request: FocusRequest<Field>) => void;
}

/**
 * The state of a step-by-step flow whose rules are the flow's own (docs/conventions.md#pure-rules): the
 * step and answers, Next and Back, and focus, which follows the visitor's moves (docs/conventions.md#accessibility)
 * and never the page load, so arriving on a page leaves focus where the browser put it. Saved progress
 * is read only after hydration, as the prerendered HTML shows the first step.
 */
export function useWizard<Step, Answers, Field extends string = never>(
  rules: WizardRules<Step, Answers>,
  // The rules alone say what a step and the answers are; the options must fit them.
  { initial, heading, store, submit, fieldIds }: WizardOptions<NoInfer<Step>, NoInfer<Answers>, Field>,
): Wizard<Step, Answers, Field> {
  const hydrated = useHydrated();
  const saved = useMemo(() => (hydrated ? (store?.load() ?? null) : null), [hydrated, store]);
  // Null until the visitor changes something; until then the saved progress (or the first step) is shown.
  const [changed, setChanged] = useState<WizardProgress<Step, Answers> | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest<Field> | null>(null);
  const { step, answers } = changed ?? saved ?? initial;

  useEffect(() => {
    if (changed) store?.save(changed);
  }, [store, changed]);

  const elementFor = useEffectEvent((target: FocusRequest<Field>['target']) => {
    if (target === 'heading') return heading.current;
    if (target === 'submit') return submit?.current ?? null;
    return fieldIds ? document.getElementById(fieldIds[target]) : null;
  });
  useEffect(() => {
    if (focusRequest) elementFor(focusRequest.target)?.focus();
  }, [focusRequest]);

  const canAdvance = rules.canAdvance(step, answers);
  const after = rules.stepAfter(step, answers);
  const before = rules.stepBefore(step, answers);

  function goTo(next: Step, focus: FocusRequest<Field>['target'] = 'heading') {
    setChanged({ step: next, answers });
    setFocusRequest({ target: focus });
  }

  return {
    step,
    answers,
    position: wizardPosition(rules.stepBefore, step, answers),
    isFirst: before === null,
    isLast: after === null,
    canAdvance,
    setAnswers: (update) => {
      setChanged((current) => {
        const from = current ?? saved ?? initial;
        return { step: from.step, answers: update(from.answers) };
      });
    },
    goTo,
    back: () => {
      if (before !== null) goTo(before);
    },
    advance: (finish) => {
      if (!canAdvance) return;
      if (after === null) finish();
      else goTo(after);
    },
    setFocusRequest,
  };
}
