import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { pathfinderQuestions, pathfinderSectionCopy, type PathfinderOptionCopy } from '@/content/pathfinder';
import { cn } from '@/lib/utils';
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

const questions = [
  { id: 'business-stage', answerKey: 'businessStage', values: businessStages },
  { id: 'primary-goal', answerKey: 'primaryGoal', values: primaryGoals },
  { id: 'budget', answerKey: 'budget', values: pathfinderBudgets },
] as const satisfies readonly { id: PathfinderQuestionId; answerKey: keyof PathfinderAnswers; values: readonly string[] }[];

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

function optionsOf(question: Question): { value: string; copy: PathfinderOptionCopy }[] {
  switch (question.id) {
    case 'business-stage':
      return question.values.map((value) => ({ value, copy: questionCopy[question.id].options[value] }));
    case 'primary-goal':
      return question.values.map((value) => ({ value, copy: questionCopy[question.id].options[value] }));
    case 'budget':
      return question.values.map((value) => ({ value, copy: questionCopy[question.id].options[value] }));
  }
}

/**
 * The Pathfinder quiz (docs/product.md#pathfinder-quiz): three questions, one at a time, Back and Next; the last
 * answer leads to /pathfinder/results with the recommended plan in the query.
 */
export function PathfinderQuiz() {
  const navigate = useNavigate();
  const baseId = useId();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const questionHeading = useRef<HTMLHeadingElement>(null);
  // Focus follows the visitor's Back and Next, never the page load.
  const focusQuestionOnRender = useRef(false);

  useEffect(() => {
    if (!focusQuestionOnRender.current) return;
    focusQuestionOnRender.current = false;
    questionHeading.current?.focus();
  }, [step]);

  // `step` only moves within 0..2, so the question always exists; the fallback keeps TS honest.
  const question = questions[step] ?? questions[0];
  const total = questions.length;
  const isLast = step === total - 1;
  const answer = draft[question.answerKey];
  // Progress through the quiz counts the question on screen: 33%, 67%, 100%.
  const percent = Math.round(((step + 1) / total) * 100);
  const progressLabel = `Question ${step + 1} of ${total}`;

  function goTo(nextStep: number) {
    focusQuestionOnRender.current = true;
    setStep(nextStep);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!answer) return;
    if (!isLast) {
      goTo(step + 1);
      return;
    }
    const { businessStage, primaryGoal, budget } = draft;
    if (businessStage && primaryGoal && budget) {
      navigate(planResultsHref(recommendPlan({ businessStage, primaryGoal, budget })));
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className="flex items-center justify-between gap-4 text-sm font-semibold">
        <p id={`${baseId}-progress`} className="text-foreground">
          {progressLabel}
        </p>
        <p className="text-muted-foreground">{percent}% complete</p>
      </div>
      <Progress
        value={percent}
        aria-labelledby={`${baseId}-progress`}
        aria-valuetext={`${progressLabel}, ${percent}% complete`}
        className="mt-2"
      />

      <fieldset key={question.id} className="mt-8">
        <legend className="mb-5 w-full">
          <h3
            ref={questionHeading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-balance text-foreground focus:outline-none sm:text-3xl"
          >
            {questionCopy[question.id].question}
          </h3>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {optionsOf(question).map(({ value, copy }) => {
            const inputId = `${baseId}-${question.id}-${value}`;
            return (
              <div
                key={value}
                className={cn(
                  'relative flex gap-3 rounded-lg border-2 border-border bg-background p-4 text-left',
                  'motion-safe:transition-colors hover:border-primary/60',
                  'has-checked:border-primary has-checked:bg-primary-soft',
                  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                )}
              >
                <input
                  type="radio"
                  id={inputId}
                  name={`${baseId}-${question.id}`}
                  value={value}
                  checked={answer === value}
                  onChange={(event) => setDraft((current) => withAnswer(current, question, event.target.value))}
                  aria-describedby={`${inputId}-description`}
                  // The card shows focus; the radio's own ring would draw a second one.
                  className="relative z-10 mt-1 size-5 shrink-0 accent-primary focus-visible:outline-none"
                />
                <div className="grid gap-1">
                  {/* The label's overlay makes the whole card the click target. */}
                  <label htmlFor={inputId} className="cursor-pointer font-bold text-foreground after:absolute after:inset-0">
                    {copy.label}
                  </label>
                  <p id={`${inputId}-description`} className="text-sm text-muted-foreground">
                    {copy.description}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {step > 0 ? (
          <Button variant="outline" size="lg" onClick={() => goTo(step - 1)}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {pathfinderSectionCopy.back}
          </Button>
        ) : (
          <span aria-hidden="true" className="hidden sm:block" />
        )}
        <Button type="submit" size="lg" variant={isLast ? 'accent' : 'default'} disabled={!answer}>
          {isLast ? pathfinderSectionCopy.submit : pathfinderSectionCopy.next}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </form>
  );
}
