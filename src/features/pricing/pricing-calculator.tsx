import { ArrowRight, Calculator, Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/forms/form-field';
import { IconTile } from '@/components/icon-tile';
import { Button, buttonVariants } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { pricingCalculatorCopy as copy } from '@/content/pricing';
import { cn } from '@/lib/utils';
import {
  budgetMultipliers,
  canEstimate,
  estimatePrice,
  estimatorBudgets,
  estimatorGoals,
  estimatorTimelines,
  formatUsd,
  goalImpacts,
  timelineFactors,
  type EstimatorBudget,
  type EstimatorGoal,
  type EstimatorTimeline,
  type PriceEstimateDraft,
} from './estimate-price';

function isOneOf<Value extends string>(values: readonly Value[], value: string): value is Value {
  return (values as readonly string[]).includes(value);
}

function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">(required)</span>
    </>
  );
}

export interface PricingCalculatorProps {
  /** Where the call to action below the estimate leads: "#contact" on the home page. */
  contactHref?: string;
}

/**
 * The pricing estimator (docs/product.md#pricing-estimator). Calculate reveals the estimate once a budget, a timeline
 * and a goal are chosen; after that the estimate follows every change live, because a visitor who
 * toggles a goal wants to see what it does to the price, not press Calculate again.
 */
export function PricingCalculator({ contactHref = '/#contact' }: PricingCalculatorProps) {
  const baseId = useId();
  const [budget, setBudget] = useState<EstimatorBudget | ''>('');
  const [timeline, setTimeline] = useState<EstimatorTimeline | ''>('');
  const [goals, setGoals] = useState<readonly EstimatorGoal[]>([]);
  const [calculated, setCalculated] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const focusResultOnRender = useRef(false);

  const draft: PriceEstimateDraft = { budget, timeline, goals };
  const complete = canEstimate(draft);
  const estimate = calculated && canEstimate(draft) ? estimatePrice(draft) : null;

  useEffect(() => {
    if (!focusResultOnRender.current) return;
    focusResultOnRender.current = false;
    resultHeading.current?.focus();
  }, [calculated]);

  function toggleGoal(goal: EstimatorGoal) {
    setGoals((current) => (current.includes(goal) ? current.filter((entry) => entry !== goal) : [...current, goal]));
  }

  function calculate() {
    if (!complete) return;
    focusResultOnRender.current = true;
    setCalculated(true);
  }

  const ids = {
    budget: `${baseId}-budget`,
    timeline: `${baseId}-timeline`,
    goals: `${baseId}-goals`,
    goalsHint: `${baseId}-goals-hint`,
    incomplete: `${baseId}-incomplete`,
    result: `${baseId}-result`,
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div className="grid gap-6 rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <FormField id={ids.budget} label={copy.budgetLabel} required>
            {(control) => (
              <Select value={budget} onValueChange={(value) => isOneOf(estimatorBudgets, value) && setBudget(value)}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder={copy.budgetPlaceholder} />
                </SelectTrigger>
                <SelectContent>
                  {estimatorBudgets.map((value) => (
                    <SelectItem key={value} value={value}>
                      {budgetMultipliers[value].label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField id={ids.timeline} label={copy.timelineLabel} required>
            {(control) => (
              <Select value={timeline} onValueChange={(value) => isOneOf(estimatorTimelines, value) && setTimeline(value)}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder={copy.timelinePlaceholder} />
                </SelectTrigger>
                <SelectContent>
                  {estimatorTimelines.map((value) => (
                    <SelectItem key={value} value={value}>
                      {timelineFactors[value].label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        </div>

        <div role="group" aria-labelledby={ids.goals} aria-describedby={ids.goalsHint}>
          <p id={ids.goals} className="flex items-center gap-2 text-sm leading-snug font-medium text-foreground">
            {copy.goalsLabel} <RequiredMark />
          </p>
          <p id={ids.goalsHint} className="mt-1 text-sm text-muted-foreground">
            {copy.goalsHint}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {estimatorGoals.map((goal) => {
              const pressed = goals.includes(goal);
              return (
                <button
                  key={goal}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => toggleGoal(goal)}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold',
                    'motion-safe:transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    pressed
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input bg-background text-foreground hover:border-primary hover:bg-primary-soft',
                  )}
                >
                  {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
                  {goalImpacts[goal].label}
                </button>
              );
            })}
          </div>
        </div>

        <div>
          <Button
            size="lg"
            className="w-full"
            onClick={calculate}
            disabled={!complete}
            aria-describedby={complete ? undefined : ids.incomplete}
          >
            <Calculator aria-hidden="true" className="size-5" />
            {copy.calculate}
          </Button>
          {complete ? null : (
            <p id={ids.incomplete} className="mt-2 text-center text-sm text-muted-foreground">
              {copy.incomplete}
            </p>
          )}
        </div>
      </div>

      {/* Always in the page so screen readers hear the estimate appear and change. */}
      <div aria-live="polite">
        {calculated ? (
          <div role="region" aria-labelledby={ids.result} className="rounded-lg bg-ink p-6 text-ink-foreground shadow-md focus-on-dark sm:p-8">
            <h3
              id={ids.result}
              ref={resultHeading}
              tabIndex={-1}
              className="text-2xl font-extrabold tracking-tight focus:outline-none"
            >
              {copy.resultHeading}
            </h3>
            {estimate ? (
              <>
                <p className="mt-1 text-sm text-ink-foreground/85">
                  {copy.budget}: {estimate.budgetLabel} · {copy.timeline}: {estimate.timelineLabel}
                </p>
                <dl className="mt-6 grid grid-cols-2 gap-4">
                  <Figure label={copy.monthlyPrice} value={formatUsd(estimate.monthlyPrice)} highlight />
                  <Figure label={copy.setupFee} note={copy.setupFeeNote} value={formatUsd(estimate.setupFee)} />
                  <Figure label={copy.estimatedROI} note={copy.estimatedROINote} value={formatUsd(estimate.estimatedROI)} />
                  <Figure label={copy.servicesCount} value={String(estimate.servicesCount)} wide />
                </dl>
                <p className="mt-6 text-sm text-ink-foreground/85">{copy.disclaimer}</p>
                <CallToAction href={contactHref} />
              </>
            ) : (
              <p className="mt-4 text-ink-foreground/85">{copy.needsGoal}</p>
            )}
          </div>
        ) : (
          <div className="hidden flex-col items-center justify-center gap-4 rounded-lg border-2 border-dashed border-border bg-background p-8 text-center lg:flex lg:min-h-96">
            <IconTile size="lg" shape="round">
              <Calculator aria-hidden="true" />
            </IconTile>
            <p className="text-lg font-bold text-foreground">{copy.placeholderHeading}</p>
            <p className="max-w-sm text-muted-foreground">{copy.placeholder}</p>
          </div>
        )}
      </div>
    </div>
  );
}

interface FigureProps {
  label: string;
  note?: string;
  value: string;
  /** The headline figure: full width, larger. */
  highlight?: boolean;
  wide?: boolean;
}

function Figure({ label, note, value, highlight = false, wide = false }: FigureProps) {
  return (
    // Atomic: when a figure changes, its label is read with the new amount.
    <div
      aria-atomic="true"
      className={cn('flex flex-col-reverse rounded-md bg-ink-foreground/10 p-4', (highlight || wide) && 'col-span-2')}
    >
      <dt className="mt-1 text-sm font-medium text-ink-foreground/85">
        {label}
        {note ? <span className="font-normal"> ({note})</span> : null}
      </dt>
      <dd className={cn('font-extrabold tracking-tight', highlight ? 'text-4xl' : 'text-2xl')}>{value}</dd>
    </div>
  );
}

/** A hash on the same page is a plain anchor; a path goes through the router. */
function CallToAction({ href }: { href: string }) {
  const className = buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-6 w-full' });
  const content = (
    <>
      {copy.cta}
      <ArrowRight aria-hidden="true" className="size-5" />
    </>
  );
  return href.startsWith('#') ? (
    <a href={href} className={className}>
      {content}
    </a>
  ) : (
    <Link to={href} className={className}>
      {content}
    </Link>
  );
}
