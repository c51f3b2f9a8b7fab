import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChoiceCards, type Choice } from '@/components/forms/choice-cards';
import { useWizard } from '@/components/forms/use-wizard';
import { stepsInOrder, type WizardRules } from '@/components/forms/wizard-steps';
import { WizardNav } from '@/components/forms/wizard-nav';
import { Progress } from '@/components/ui/progress';
import { pathfinderQuestions, pathfinderSectionCopy, type PathfinderOptionCopy } from '@/content/pathfinder';
import { planResultsHref } from './plan-link';
import {
  businessStages,
  pathfinderBudgets,
  primaryGoals,
  recommendPlan,
  type BusinessStage,
  type PathfinderAnswers,
  type PathfinderBudget,
  type PathfinderQuestionId,
  type PrimaryGoal,
} from './recommend-plan';

type QuestionCopy<Value extends string> = { question: string; options: Readonly<Record<Value, PathfinderOptionCopy>> };

// Typed against the quiz's values: content that misses an answer's label does not compile.
const questionCopy: {
  'business-stage': QuestionCopy<BusinessStage>;
  'primary-goal': QuestionCopy<PrimaryGoal>;
  budget: QuestionCopy<PathfinderBudget>;
} = pathfinderQuestions;

function choicesFor<Value extends string>(values: readonly Value[], copy: QuestionCopy<Value>): readonly Choice<Value>[] {
  return values.map((value) => ({ value, ...copy.options[value] }));
}

const questions = [
  { id: 'business-stage', answerKey: 'businessStage', choices: choicesFor(businessStages, questionCopy['business-stage']) },
  { id: 'primary-goal', answerKey: 'primaryGoal', choices: choicesFor(primaryGoals, questionCopy['primary-goal']) },
  { id: 'budget', answerKey: 'budget', choices: choicesFor(pathfinderBudgets, questionCopy.budget) },
] as const satisfies readonly { id: PathfinderQuestionId; answerKey: keyof PathfinderAnswers; choices: readonly Choice<string>[] }[];

type Question = (typeof questions)[number];
type Draft = Partial<PathfinderAnswers>;

function isOneOf<Value extends string>(values: readonly Value[], value: string): value is Value {
  return (values as readonly string[]).includes(value);
}

function withAnswer(draft: Draft, question: Question, value: string): Draft {
  switch (question.answerKey) {
    case 'businessStage':
      return isOneOf(businessStages, value) ? { ...draft, businessStage: value } : draft;
    case 'primaryGoal':
      return isOneOf(primaryGoals, value) ? { ...draft, primaryGoal: value } : draft;
    case 'budget':
      return isOneOf(pathfinderBudgets, value) ? { ...draft, budget: value } : draft;
  }
}

/** One question a step; Next once it is answered (docs/product.md#pathfinder-quiz). */
const rules: WizardRules<Question, Draft> = {
  ...stepsInOrder(questions),
  canAdvance: (question, draft) => draft[question.answerKey] !== undefined,
};

/**
 * The Pathfinder quiz (docs/product.md#pathfinder-quiz): three questions, one at a time, Back and Next; the last
 * answer leads to /pathfinder/results with the recommended plan in the query.
 */
export function PathfinderQuiz() {
  const navigate = useNavigate();
  const baseId = useId();
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const wizard = useWizard(rules, { initial: { step: questions[0], answers: {} }, heading: questionHeading });
  const { step: question, answers: draft } = wizard;
  const total = questions.length;
  // Progress through the quiz counts the question on screen: 33%, 67%, 100%.
  const percent = Math.round((wizard.position / total) * 100);
  const progressLabel = pathfinderSectionCopy.progress.replace('{current}', String(wizard.position)).replace('{total}', String(total));
  const completeLabel = pathfinderSectionCopy.complete.replace('{percent}', String(percent));

  function showPlan() {
    const { businessStage, primaryGoal, budget } = draft;
    if (businessStage && primaryGoal && budget) {
      void navigate(planResultsHref(recommendPlan({ businessStage, primaryGoal, budget })));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    wizard.advance(showPlan);
  }

  const headingId = `${baseId}-${question.id}-question`;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className="flex items-center justify-between gap-4 text-sm font-semibold">
        <p id={`${baseId}-progress`} className="text-foreground">
          {progressLabel}
        </p>
        <p className="text-muted-foreground">{completeLabel}</p>
      </div>
      <Progress
        value={percent}
        aria-labelledby={`${baseId}-progress`}
        aria-valuetext={`${progressLabel}, ${completeLabel}`}
        className="mt-2"
      />

      <h3
        ref={questionHeading}
        id={headingId}
        tabIndex={-1}
        className="mt-8 mb-5 text-2xl font-bold tracking-tight text-balance text-foreground focus:outline-none sm:text-3xl"
      >
        {questionCopy[question.id].question}
      </h3>
      <ChoiceCards
        key={question.id}
        name={`${baseId}-${question.id}`}
        labelledBy={headingId}
        choices={question.choices}
        value={draft[question.answerKey]}
        onChange={(value) => wizard.setAnswers((current) => withAnswer(current, question, value))}
      />

      <WizardNav
        wizard={wizard}
        labels={pathfinderSectionCopy}
        firstStepBack="hidden"
        className="mt-8"
      />
    </form>
  );
}
