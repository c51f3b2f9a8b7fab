import { ArrowDown, Check, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { genericPlanBullets, planBullets, pathfinderResultsCopy } from '@/content/pathfinder';
import { scrollWhenPresent } from '@/lib/scroll-when-present';
import { planBulletsFor } from './plan-bullets';
import type { PlanLink } from './plan-link';
import type { PlanSlug } from './recommend-plan';

// Typed against the plans the quiz can recommend: a plan without bullets does not compile.
const bulletsBySlug: Readonly<Record<PlanSlug, readonly string[]>> = planBullets;

const CONTACT_SECTION_ID = 'contact';

/**
 * Scrolls to the contact section and moves focus there, so keyboard and screen-reader users arrive
 * too; waits for it while its code is still on the way.
 */
function goToContactSection() {
  scrollWhenPresent(CONTACT_SECTION_ID, { focus: true });
}

interface PathfinderResultsProps {
  /** The plan to show: the default while the served page hydrates, then the one the link names (usePlanLink). */
  plan: PlanLink;
}

/** The recommended plan (docs/product.md#pathfinder-results): name, reason, up to three bullets, next steps. */
export function PathfinderResults({ plan }: PathfinderResultsProps) {
  const bullets = planBulletsFor(plan.slug, bulletsBySlug, genericPlanBullets);

  return (
    <section aria-labelledby="plan-heading" className="bg-linear-to-b from-primary-soft/70 to-background">
      <div className="mx-auto max-w-content px-6 pt-14 pb-14 sm:pt-20 sm:pb-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="mb-4 inline-flex rounded-full bg-background px-4 py-1.5 text-sm font-semibold text-primary shadow-sm ring-1 ring-primary/15">
            {pathfinderResultsCopy.eyebrow}
          </p>
          <h1 id="plan-heading" className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">
            {plan.name}
          </h1>
          {plan.reason ? (
            <div className="mt-6 rounded-lg bg-background p-5 text-left shadow-sm ring-1 ring-primary/15">
              <h2 className="text-sm font-bold tracking-wide text-accent uppercase">{pathfinderResultsCopy.reasonHeading}</h2>
              <p className="mt-2 text-lg text-pretty text-foreground">{plan.reason}</p>
            </div>
          ) : null}
        </div>

        <div className="mx-auto mt-10 max-w-3xl rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight text-foreground">{pathfinderResultsCopy.bulletsHeading}</h2>
          <ul className="mt-5 grid gap-4">
            {bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-foreground">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                <span className="pt-0.5">{bullet}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button variant="accent" size="lg" onClick={goToContactSection}>
              {pathfinderResultsCopy.contactButton}
              <ArrowDown aria-hidden="true" className="size-5" />
            </Button>
            <Link to="/#pathfinder" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <RotateCcw aria-hidden="true" className="size-5" />
              {pathfinderResultsCopy.retakeQuiz}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
