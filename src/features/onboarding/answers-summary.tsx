import { onboardingCopy } from '@/content/onboarding';
import { type OnboardingAnswers } from './onboarding-answers';
import { onboardingBudgets, onboardingGoals } from './recommend-package';

interface AnswersSummaryProps {
  answers: OnboardingAnswers;
  headingId: string;
}

/** What the visitor chose on steps 1 to 3, to check before sending. */
export function AnswersSummary({ answers, headingId }: AnswersSummaryProps) {
  const labels = onboardingCopy.summary;
  const rows = [
    [labels.goal, onboardingGoals.find((goal) => goal.value === answers.goal)?.label ?? ''],
    [labels.company, answers.company.trim()],
    [labels.industry, answers.industry],
    [labels.email, answers.email.trim()],
    [labels.budget, onboardingBudgets.find((budget) => budget.value === answers.budget)?.label ?? ''],
    [labels.timeline, answers.timeline],
  ] as const;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-surface p-4 ring-1 ring-border sm:p-5">
      <p id={headingId} className="text-sm font-bold tracking-wide text-muted-foreground uppercase">
        {labels.heading}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="font-semibold break-words text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
