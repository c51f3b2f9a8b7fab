import { Clock } from 'lucide-react';
import { Icon } from '@/components/icon';
import { howItWorks, type ProcessStep } from '@/content/how-it-works';
import { CheckList } from './check-list';

/** Numbered process steps on a line: what happens, what the client gets and how long each takes. */
export function StepsList({ steps }: { steps: readonly ProcessStep[] }) {
  const labels = howItWorks.stepLabels;
  return (
    <ol className="relative space-y-8 before:absolute before:top-6 before:bottom-6 before:left-6 before:w-0.5 before:bg-border sm:before:left-7">
      {steps.map((step, index) => (
        <li key={step.name} className="relative grid grid-cols-[3rem_minmax(0,1fr)] gap-4 sm:grid-cols-[3.5rem_minmax(0,1fr)] sm:gap-6">
          <span className="relative z-10 inline-flex size-12 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-primary-foreground ring-8 ring-background sm:size-14">
            <span className="sr-only">{labels.step} </span>
            {index + 1}
          </span>
          <article className="rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="flex min-w-0 items-center gap-3 text-xl font-bold wrap-anywhere text-foreground sm:text-2xl">
                <Icon name={step.icon} className="size-6 shrink-0 text-primary" />
                {step.name}
              </h3>
              <p className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">{labels.duration} </span>
                {step.duration}
              </p>
            </div>
            <div className="mt-5 grid gap-6 md:grid-cols-2">
              <div>
                <h4 className="text-sm font-bold tracking-wide text-muted-foreground uppercase">{labels.whatHappens}</h4>
                <p className="mt-2 text-foreground">{step.whatHappens}</p>
              </div>
              <div>
                <h4 className="text-sm font-bold tracking-wide text-muted-foreground uppercase">{labels.youGet}</h4>
                <CheckList items={step.youGet} className="mt-2 text-base" />
              </div>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
