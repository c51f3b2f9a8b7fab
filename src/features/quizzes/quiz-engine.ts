/**
 * The two five-step quizzes (docs/product.md#launch-and-growth-quizzes) as data, and the rules that walk them: which steps are
 * shown for the answers so far, when Next may be pressed, where Back and Next lead, what the counter
 * reads, and the lead that the last step sends. Pure: the pages hold the state, this decides.
 */
import { type WizardRules } from '@/components/forms/wizard-steps';
import { quizCommonCopy } from '@/content/quizzes';
import {
  QUIZ_TEXT_ANSWER_MAX_LENGTH,
  asksForImprovement,
  aspirerFears,
  aspirerStages,
  ownerBusinessTypes,
  ownerCurrentMethods,
  ownerImprovements,
  ownerWins,
  type AspirerLeadFields,
  type OwnerLeadFields,
  type QuizLeadFields,
  type UserType,
} from '@shared/quiz-lead.ts';

/** Which quiz: the user type its lead is stored with. */
export type QuizKind = UserType;

/** Each quiz has 5 steps (docs/product.md#launch-and-growth-quizzes). The counter reads "of 5" even when the owner quiz shows four. */
export const QUIZ_STEP_COUNT = 5;

export type AspirerField = 'stage' | 'concept' | 'customer' | 'fear';
export type OwnerField = 'businessType' | 'improvement' | 'currentMethod' | 'win';
export type ContactField = 'name' | 'email';

interface AnswerFieldByQuiz {
  aspirer: AspirerField;
  owner: OwnerField;
}
export type AnswerField<Q extends QuizKind = QuizKind> = AnswerFieldByQuiz[Q];
export type QuizField<Q extends QuizKind = QuizKind> = AnswerField<Q> | ContactField;

/** What the visitor entered so far, by field; a field is absent (or '') until answered. */
export type QuizAnswers<Q extends QuizKind = QuizKind> = Partial<Record<QuizField<Q>, string>>;

interface StepVisibility<Q extends QuizKind> {
  /** Shown only when this holds for the answers so far; always shown without it. */
  shownWhen?: (answers: QuizAnswers<Q>) => boolean;
}

/** A question answered by picking one of `options` (the documented values, in their order). */
export interface ChoiceStep<Q extends QuizKind = QuizKind> extends StepVisibility<Q> {
  id: AnswerField<Q>;
  kind: 'choice';
  options: readonly string[];
}

/** A question answered in the visitor's own words. */
export interface TextStep<Q extends QuizKind = QuizKind> extends StepVisibility<Q> {
  id: AnswerField<Q>;
  kind: 'text';
  maxLength: number;
}

/** The last step: name and e-mail, then submit. */
export interface ContactStep<Q extends QuizKind = QuizKind> extends StepVisibility<Q> {
  id: 'contact';
  kind: 'contact';
  fields: readonly ContactField[];
}

export type QuizStep<Q extends QuizKind = QuizKind> = ChoiceStep<Q> | TextStep<Q> | ContactStep<Q>;
export type QuizStepId<Q extends QuizKind = QuizKind> = QuizStep<Q>['id'];

const contactStep = { id: 'contact', kind: 'contact', fields: ['name', 'email'] } as const;

/** Every step of each quiz in its documented order, including those the answers may hide. */
export const quizSteps: { readonly [Q in QuizKind]: readonly QuizStep<Q>[] } = {
  // Step 1 stage; step 2 concept (free text); step 3 customer (free text); step 4 fear; step 5 name and email.
  aspirer: [
    { id: 'stage', kind: 'choice', options: aspirerStages },
    { id: 'concept', kind: 'text', maxLength: QUIZ_TEXT_ANSWER_MAX_LENGTH },
    { id: 'customer', kind: 'text', maxLength: QUIZ_TEXT_ANSWER_MAX_LENGTH },
    { id: 'fear', kind: 'choice', options: aspirerFears },
    contactStep,
  ],
  // businessType, improvement (Brick-and-Mortar or Hybrid only), currentMethod, win, name and email.
  owner: [
    { id: 'businessType', kind: 'choice', options: ownerBusinessTypes },
    {
      id: 'improvement',
      kind: 'choice',
      options: ownerImprovements,
      shownWhen: (answers) => asksForImprovement(answers.businessType),
    },
    { id: 'currentMethod', kind: 'choice', options: ownerCurrentMethods },
    { id: 'win', kind: 'choice', options: ownerWins },
    contactStep,
  ],
};

/** The step of the quiz with this id, shown or not. */
export function quizStep<Q extends QuizKind>(quiz: Q, stepId: QuizStepId<Q>): QuizStep<Q> {
  const steps: readonly QuizStep<Q>[] = quizSteps[quiz];
  // Every id of the quiz names one of its steps; the fallback only keeps the type honest.
  return steps.find((step) => step.id === stepId) ?? contactStep;
}

/** The steps this visitor goes through, in order: four for an Online owner, five otherwise. */
export function visibleSteps<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>): readonly QuizStep<Q>[] {
  const steps: readonly QuizStep<Q>[] = quizSteps[quiz];
  return steps.filter((step) => step.shownWhen?.(answers) ?? true);
}

/** The value when it is one of `options`; anything else is no answer. */
function chosen<Value extends string>(options: readonly Value[], value: string | undefined): Value | undefined {
  return options.find((option) => option === value);
}

/** Typed text counts once it holds more than spaces (the server trims it) and fits the server's bound. */
function writtenText(value: string | undefined, maxLength: number): string | undefined {
  const text = value?.trim() ?? '';
  return text.length > 0 && text.length <= maxLength ? text : undefined;
}

/**
 * Whether the current step is answered, so Next (or, on the last step, submit) may be pressed
 * (docs/product.md#launch-and-growth-quizzes). On the last step both name and e-mail
 * must be filled in; whether the address is valid is the form's check on submit (quizContactSchema),
 * so the visitor sees a message instead of a button that stays grey for no visible reason.
 */
export function canAdvance<Q extends QuizKind>(step: QuizStep<Q>, answers: QuizAnswers<Q>): boolean {
  const values: Partial<Record<string, string>> = answers;
  switch (step.kind) {
    case 'choice':
      return chosen(step.options, values[step.id]) !== undefined;
    case 'text':
      return writtenText(values[step.id], step.maxLength) !== undefined;
    case 'contact':
      return step.fields.every((field) => writtenText(values[field], Number.POSITIVE_INFINITY) !== undefined);
  }
}

/**
 * The shown steps before and after `stepId`, in the quiz's order. Works for a step the answers hide
 * too (only stale saved progress could point at one), so Back, Next and the counter always agree.
 */
function around<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>, stepId: QuizStepId<Q>) {
  const order: QuizStepId<Q>[] = quizSteps[quiz].map((step) => step.id);
  const at = order.indexOf(stepId);
  const steps = visibleSteps(quiz, answers);
  return {
    before: steps.filter((step) => order.indexOf(step.id) < at),
    after: steps.filter((step) => order.indexOf(step.id) > at),
  };
}

/** The step Next leads to; null on the last step, which submits instead. */
export function stepAfter<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>, stepId: QuizStepId<Q>): QuizStepId<Q> | null {
  return around(quiz, answers, stepId).after[0]?.id ?? null;
}

/** The step Back leads to; null on the first step, where there is no Back (docs/product.md#launch-and-growth-quizzes). */
export function stepBefore<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>, stepId: QuizStepId<Q>): QuizStepId<Q> | null {
  return around(quiz, answers, stepId).before.at(-1)?.id ?? null;
}

export interface StepProgress {
  /** 1 for the first step shown, counting only the steps this visitor sees. */
  position: number;
  /** Always QUIZ_STEP_COUNT. */
  total: number;
  /** "Step 2 of 5". */
  label: string;
  /** Back is offered from the second step on. */
  canGoBack: boolean;
  /** The last step shown: its button submits the quiz. */
  isLast: boolean;
}

/**
 * The counter for a step. Positions count the steps this visitor sees, so an Online owner, who skips
 * the improvement step, reads Steps 1 to 4 "of 5" and submits on the fourth: later steps
 * shift by one, and the counter still reads "of 5".
 */
export function stepProgress<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>, stepId: QuizStepId<Q>): StepProgress {
  const { before, after } = around(quiz, answers, stepId);
  const position = before.length + 1;
  return {
    position,
    total: QUIZ_STEP_COUNT,
    label: quizCommonCopy.progress.replace('{current}', String(position)).replace('{total}', String(QUIZ_STEP_COUNT)),
    canGoBack: before.length > 0,
    isLast: after.length === 0,
  };
}

/** Next, Back and when Next may be pressed, as useWizard walks a quiz. */
export function quizWizardRules<Q extends QuizKind>(quiz: Q): WizardRules<QuizStepId<Q>, QuizAnswers<Q>> {
  return {
    stepAfter: (stepId, answers) => stepAfter(quiz, answers, stepId),
    stepBefore: (stepId, answers) => stepBefore(quiz, answers, stepId),
    canAdvance: (stepId, answers) => canAdvance(quizStep(quiz, stepId), answers),
  };
}

/**
 * The answers with one field set. Answers to steps the new answers hide are dropped: an owner who
 * chose Hybrid, answered the improvement step, went back and switched to Online does not send it.
 */
export function withAnswer<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>, field: QuizField<Q>, value: string): QuizAnswers<Q> {
  const next: QuizAnswers<Q> = { ...answers };
  next[field] = value;
  return withoutHiddenAnswers(quiz, next);
}

/** Only the answers to the steps these answers show, name and e-mail included; anything else is dropped. */
export function withoutHiddenAnswers<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>): QuizAnswers<Q> {
  const kept: QuizAnswers<Q> = {};
  for (const step of visibleSteps(quiz, answers)) {
    const fields: readonly QuizField<Q>[] = step.kind === 'contact' ? step.fields : [step.id];
    for (const field of fields) {
      const value = answers[field];
      if (value !== undefined) kept[field] = value;
    }
  }
  return kept;
}

/** Whether every step shown is answered, so the lead can be sent. */
export function isQuizComplete<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>): boolean {
  return visibleSteps(quiz, answers).every((step) => canAdvance(step, answers));
}

/**
 * Where a visitor who reloads carries on: the saved step when every step before it is answered,
 * otherwise the first step still unanswered, so no saved state can skip a required question.
 */
export function resumeStep<Q extends QuizKind>(quiz: Q, answers: QuizAnswers<Q>, savedStepId?: QuizStepId<Q>): QuizStepId<Q> {
  const steps = visibleSteps(quiz, answers);
  const firstOpen = steps.findIndex((step) => !canAdvance(step, answers));
  const saved = steps.findIndex((step) => step.id === savedStepId);
  const lastReachable = firstOpen === -1 ? steps.length - 1 : firstOpen;
  const index = saved === -1 ? lastReachable : Math.min(saved, lastReachable);
  // Both quizzes have five defined steps and at least four shown, so the index always lands on one.
  return steps[index]?.id ?? contactStep.id;
}

function contactFields(answers: QuizAnswers): { name: string; email: string } | null {
  const name = writtenText(answers.name, Number.POSITIVE_INFINITY);
  const email = writtenText(answers.email, Number.POSITIVE_INFINITY);
  return name !== undefined && email !== undefined ? { name, email } : null;
}

function aspirerLead(answers: QuizAnswers<'aspirer'>): AspirerLeadFields | null {
  const contact = contactFields(answers);
  const stage = chosen(aspirerStages, answers.stage);
  const concept = writtenText(answers.concept, QUIZ_TEXT_ANSWER_MAX_LENGTH);
  const customer = writtenText(answers.customer, QUIZ_TEXT_ANSWER_MAX_LENGTH);
  const fear = chosen(aspirerFears, answers.fear);
  if (!contact || !stage || !concept || !customer || !fear) return null;
  return { ...contact, user_type: 'aspirer', quiz_answers: { stage, concept, customer, fear }, status: 'New' };
}

function ownerLead(answers: QuizAnswers<'owner'>): OwnerLeadFields | null {
  const contact = contactFields(answers);
  const businessType = chosen(ownerBusinessTypes, answers.businessType);
  const improvement = chosen(ownerImprovements, answers.improvement);
  const currentMethod = chosen(ownerCurrentMethods, answers.currentMethod);
  const win = chosen(ownerWins, answers.win);
  if (!contact || !businessType || !currentMethod || !win) return null;
  const asked = asksForImprovement(businessType);
  if (asked && !improvement) return null;
  return {
    ...contact,
    user_type: 'owner',
    // The industry is sent for owners only: their business type.
    industry: businessType,
    // An improvement left over from another business type is not sent.
    quiz_answers: asked ? { businessType, improvement, currentMethod, win } : { businessType, currentMethod, win },
    status: 'New',
  };
}

/**
 * The lead the last step sends to submit-lead (docs/product.md#launch-and-growth-quizzes): name, email, user_type, industry for
 * owners, the answers of the steps shown, and status 'New'; null while a shown step is unanswered.
 * The page adds the envelope (submission id, honeypot, attribution).
 */
export function quizLeadFrom(quiz: 'aspirer', answers: QuizAnswers<'aspirer'>): AspirerLeadFields | null;
export function quizLeadFrom(quiz: 'owner', answers: QuizAnswers<'owner'>): OwnerLeadFields | null;
export function quizLeadFrom(quiz: QuizKind, answers: QuizAnswers): QuizLeadFields | null;
export function quizLeadFrom(quiz: QuizKind, answers: QuizAnswers): QuizLeadFields | null {
  return quiz === 'aspirer' ? aspirerLead(answers) : ownerLead(answers);
}
