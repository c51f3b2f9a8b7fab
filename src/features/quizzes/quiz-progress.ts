/**
 * Keeps a quiz's progress across a reload: progress is kept if the visitor reloads
 * mid-quiz. sessionStorage: the answers live as long as the tab, not on a shared computer for days.
 * Only the quiz's own fields are written, so the honeypot never is, and whatever is read back is
 * checked field by field: a corrupted, edited or foreign entry yields no progress or less of it,
 * never a broken quiz or a skipped question.
 */
import { z } from 'zod';
import { type WizardProgressStore } from '@/components/forms/use-wizard';
import { QUIZ_TEXT_ANSWER_MAX_LENGTH, userTypes } from '@shared/quiz-lead.ts';
import {
  quizSteps,
  resumeStep,
  withoutHiddenAnswers,
  type QuizAnswers,
  type QuizField,
  type QuizKind,
  type QuizStepId,
} from './quiz-engine';

import { QUIZ_PROGRESS_VERSION, quizProgressKey } from './quiz-progress-key';

export { QUIZ_PROGRESS_VERSION, quizProgressKey } from './quiz-progress-key';

export interface QuizProgress<Q extends QuizKind = QuizKind> {
  /** The step the visitor was on. */
  step: QuizStepId<Q>;
  answers: QuizAnswers<Q>;
}

/** How long a saved value may be: the free-text bound, which name and e-mail stay well under. */
const MAX_SAVED_LENGTH = QUIZ_TEXT_ANSWER_MAX_LENGTH;

const savedProgressSchema = z.object({
  version: z.literal(QUIZ_PROGRESS_VERSION),
  quiz: z.enum(userTypes),
  step: z.string(),
  answers: z.record(z.string(), z.unknown()),
});

function savedText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_SAVED_LENGTH ? value : undefined;
}

/**
 * The quiz's own fields of `answers` that could be real answers: a choice among the step's options,
 * text within the bound. Everything else (other fields, a honeypot, stray values) is left out.
 */
function ownAnswers<Q extends QuizKind>(quiz: Q, answers: Readonly<Record<string, unknown>>): QuizAnswers<Q> {
  const kept: QuizAnswers<Q> = {};
  const keep = (field: QuizField<Q>, value: string | undefined) => {
    if (value !== undefined) kept[field] = value;
  };
  for (const step of quizSteps[quiz]) {
    if (step.kind === 'contact') for (const field of step.fields) keep(field, savedText(answers[field]));
    else if (step.kind === 'text') keep(step.id, savedText(answers[step.id]));
    else keep(step.id, step.options.find((option) => option === answers[step.id]));
  }
  return kept;
}

/** The text saved for a quiz: its version, the step and only its own answers (never a honeypot). */
export function serializeQuizProgress<Q extends QuizKind>(quiz: Q, progress: QuizProgress<Q>): string {
  const answers = withoutHiddenAnswers(quiz, ownAnswers(quiz, progress.answers));
  return JSON.stringify({ version: QUIZ_PROGRESS_VERSION, quiz, step: progress.step, answers });
}

/**
 * The progress saved for `quiz`, or null when there is none or it cannot be read. Answers to other
 * questions, non-strings and over-long values are left out; the step is where the visitor may carry on
 * (resumeStep), so saved data cannot jump past an unanswered question.
 */
export function parseQuizProgress<Q extends QuizKind>(quiz: Q, saved: string | null): QuizProgress<Q> | null {
  if (saved === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(saved);
  } catch {
    return null;
  }
  const parsed = savedProgressSchema.safeParse(data);
  if (!parsed.success || parsed.data.quiz !== quiz) return null;
  const answers = withoutHiddenAnswers(quiz, ownAnswers(quiz, parsed.data.answers));
  const savedStep = quizSteps[quiz].find((step) => step.id === parsed.data.step)?.id;
  return { step: resumeStep(quiz, answers, savedStep), answers };
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Disabled storage (privacy settings): the quiz works, a reload just starts it over.
    return null;
  }
}

export function saveQuizProgress<Q extends QuizKind>(quiz: Q, progress: QuizProgress<Q>, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(quizProgressKey(quiz), serializeQuizProgress(quiz, progress));
  } catch {
    // Full storage: a reload starts the quiz over, nothing else is lost.
  }
}

/** The saved progress; an unreadable entry is removed so it does not linger. */
export function loadQuizProgress<Q extends QuizKind>(quiz: Q, storage: Storage | null = sessionStore()): QuizProgress<Q> | null {
  try {
    const saved = storage?.getItem(quizProgressKey(quiz)) ?? null;
    const progress = parseQuizProgress(quiz, saved);
    if (saved !== null && progress === null) storage?.removeItem(quizProgressKey(quiz));
    return progress;
  } catch {
    return null;
  }
}

/** Forgets the progress, once the lead is sent: the next visit to the quiz starts fresh. */
export function clearQuizProgress(quiz: QuizKind, storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(quizProgressKey(quiz));
  } catch {
    // Nothing to do: the entry only lives as long as the tab.
  }
}

/** The quiz's progress in this tab, where useWizard resumes it from and saves each change to. */
export function quizProgressStore<Q extends QuizKind>(quiz: Q, storage: Storage | null = sessionStore()): WizardProgressStore<QuizStepId<Q>, QuizAnswers<Q>> {
  return {
    load: () => loadQuizProgress(quiz, storage),
    save: (progress) => saveQuizProgress(quiz, progress, storage),
  };
}
