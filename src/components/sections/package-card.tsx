import { ArrowRight, CalendarClock, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { mostPopularLabel, type PackagesPageCard } from '@/content/packages';
import { cn } from '@/lib/utils';
import { scrollTargetState } from '@/lib/scroll-target';

/** The home page's onboarding wizard: where a package card sends the visitor. */
const onboardingAnchor = 'onboarding';

/** One package on /services: its price, features and term, and a way into the onboarding wizard. */
export function PackageCard({ card }: { card: PackagesPageCard }) {
  const headingId = `package-${card.type}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex w-full flex-col rounded-lg border bg-background p-6 shadow-sm sm:p-8',
        card.highlight ? 'border-2 border-primary shadow-lg lg:-my-4 lg:py-12' : 'border-border',
      )}
    >
      {card.highlight ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-accent-foreground shadow-sm">
          {mostPopularLabel}
        </p>
      ) : null}
      <h3 id={headingId} className="text-2xl font-extrabold tracking-tight text-foreground">
        {card.name}
      </h3>
      <p className="mt-1 font-semibold text-primary">{card.tagline}</p>
      <p className="mt-4 text-muted-foreground">{card.description}</p>
      <p className="mt-6 text-3xl font-extrabold tracking-tight text-foreground">{card.price}</p>
      <p className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span>
          <span className="sr-only">Term: </span>
          {card.term}
        </span>
      </p>
      <ul aria-label={`What ${card.name} includes`} className="mt-6 space-y-3 border-t border-border pt-6">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span className="text-foreground">{feature}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-md bg-surface p-4 text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">Ideal for: </span>
        {card.idealFor}
      </p>
      <div className="mt-auto pt-6">
        <Link
          to="/"
          state={scrollTargetState(onboardingAnchor)}
          aria-label={`${card.cta} with ${card.name}`}
          className={buttonVariants({ variant: card.highlight ? 'accent' : 'default', size: 'lg', className: 'w-full' })}
        >
          {card.cta}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </article>
  );
}
