import { island } from '@/lib/loading/island';
import { hasSavedQuizProgress } from './quiz-progress-key';

// Only types and the lazy quiz leave this index: the engine, its saved progress and the shared lead
// schema all build zod schemas when loaded, and the quiz pages' first load should not carry zod.
// Code that needs the rules imports them from '@shared/quiz-lead.ts' or within this feature.
export type {
  AnswerField,
  AspirerField,
  ChoiceStep,
  ContactField,
  ContactStep,
  OwnerField,
  QuizAnswers,
  QuizField,
  QuizKind,
  QuizStep,
  QuizStepId,
  StepProgress,
  TextStep,
} from './quiz-engine';
export type { QuizProgress } from './quiz-progress';
export type { QuizContact, QuizLeadFields, QuizLeadRequest } from '@shared/quiz-lead.ts';
export type { QuizWizardProps } from './quiz-wizard';
export { quizCommonCopy, quizCopy } from '@/content/quizzes';

/** The five-step quiz of /quiz/aspirer and /quiz/owner, loaded apart from the page's first bundle. */
export const QuizWizard = island(() => import('./quiz-wizard'), {
  minHeight: '36rem',
  // A visitor back mid-quiz (a reload) is shown their step, not the prerendered first one, straight away.
  loadAtOnce: ({ quiz }) => hasSavedQuizProgress(quiz),
});
