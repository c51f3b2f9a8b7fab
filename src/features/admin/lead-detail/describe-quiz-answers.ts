import { quizCopy } from '@/content/quizzes';
import { displayValue, humanizeKey } from './describe-record';

export type QuizAnswerRow = { key: string; question: string; answer: string };

type StepCopy = { question: string; options?: Readonly<Record<string, { label: string }>> };

const quizSteps: Readonly<Record<string, Readonly<Record<string, StepCopy>>>> = {
  aspirer: quizCopy.aspirer.steps,
  owner: quizCopy.owner.steps,
};

/**
 * A quiz lead's answers as the visitor saw them: the question's text and the chosen option's label
 * from the quiz copy, in the quiz's order. Keys or values the copy does not know (an older quiz, a
 * lead without a user type) are shown as stored rather than hidden.
 */
export function describeQuizAnswers(userType: string | null, answers: unknown): QuizAnswerRow[] {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return [];
  const record = answers as Record<string, unknown>;
  const steps = userType !== null && Object.hasOwn(quizSteps, userType) ? quizSteps[userType] : undefined;
  const stepOrder = steps ? Object.keys(steps) : [];
  const keys = [...stepOrder.filter((key) => Object.hasOwn(record, key)), ...Object.keys(record).filter((key) => !stepOrder.includes(key))];

  return keys.flatMap((key) => {
    const value = record[key];
    const step = steps && Object.hasOwn(steps, key) ? steps[key] : undefined;
    const option = typeof value === 'string' && step?.options && Object.hasOwn(step.options, value) ? step.options[value] : undefined;
    const answer = option?.label ?? displayValue(value);
    return answer === null ? [] : [{ key, question: step?.question ?? humanizeKey(key), answer }];
  });
}
