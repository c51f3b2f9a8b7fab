import type { QuizKind } from './quiz-engine';

/** Bumped when the saved shape changes; entries of other versions are ignored. */
export const QUIZ_PROGRESS_VERSION = 1;

/** Where a quiz's progress lives in this tab's sessionStorage (quiz-progress.ts reads and writes it). */
export function quizProgressKey(quiz: QuizKind): string {
  return `quiz-progress:v${QUIZ_PROGRESS_VERSION}:${quiz}`;
}

/** Whether this tab holds progress for the quiz: cheap, no zod, for deciding to load the quiz at once. */
export function hasSavedQuizProgress(quiz: QuizKind): boolean {
  try {
    return window.sessionStorage.getItem(quizProgressKey(quiz)) !== null;
  } catch {
    return false;
  }
}
