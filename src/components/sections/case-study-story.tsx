import { CalendarRange, MapPin, Quote } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { Badge } from '@/components/ui/badge';
import type { CaseStudy } from '@/content/case-studies';
import { findService } from '@/lib/service-lookup';
import { cn } from '@/lib/utils';

interface CaseStudyStoryProps {
  caseStudy: CaseStudy;
  /** The first story's image is likely in view on arrival; the others load lazily. */
  eager?: boolean;
  className?: string;
}

/** One client story in full: who, the challenge, the plan, the numbers and the client's words. */
export function CaseStudyStory({ caseStudy, eager = false, className }: CaseStudyStoryProps) {
  const headingId = `${caseStudy.id}-heading`;
  return (
    <section id={caseStudy.id} aria-labelledby={headingId} className={cn('scroll-mt-20', className)}>
      <div className="mx-auto max-w-content px-6 py-16">
        <div className="grid items-center gap-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
          <img
            src={caseStudy.image.src}
            alt={caseStudy.image.alt}
            width={caseStudy.image.width}
            height={caseStudy.image.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-auto w-full rounded-lg border border-border bg-primary-soft shadow-sm"
          />
          <div>
            <Badge variant="secondary" className="text-sm">
              {caseStudy.industry}
            </Badge>
            <h2 id={headingId} className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-foreground sm:text-4xl">
              {caseStudy.client}
            </h2>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {caseStudy.location}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarRange aria-hidden="true" className="size-4 shrink-0" />
                Results in {caseStudy.timeframe}
              </span>
            </p>
            <p className="mt-5 text-lg font-semibold text-foreground">{caseStudy.heroSolution}</p>
            <h3 className="mt-6 text-sm font-bold tracking-wide text-muted-foreground uppercase">Services used</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {caseStudy.servicesUsed.map((slug) => (
                <li key={slug}>
                  <Link
                    to={`/services/${slug}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-border bg-background px-4 text-sm font-medium text-primary hover:border-primary hover:underline"
                  >
                    {findService(slug)?.title ?? slug}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <h3 className="sr-only">Results</h3>
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          {caseStudy.results.map((result) => (
            <li key={result.label} className="rounded-lg bg-ink p-6 text-ink-foreground">
              <Icon name={result.icon} className="size-6 text-ink-foreground/80" />
              <p className="mt-3 text-4xl font-extrabold tracking-tight">{result.metric}</p>
              <p className="mt-1 font-semibold">{result.label}</p>
              <p className="mt-2 text-sm text-ink-foreground/85">{result.detail}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <div className="rounded-lg border border-border bg-background p-6 sm:p-8">
            <h3 className="text-xl font-bold text-foreground">The challenge</h3>
            <p className="mt-3 text-muted-foreground">{caseStudy.challenge}</p>
          </div>
          <div className="rounded-lg border border-border bg-background p-6 sm:p-8">
            <h3 className="text-xl font-bold text-foreground">Our solution</h3>
            <p className="mt-3 text-muted-foreground">{caseStudy.solution}</p>
          </div>
        </div>

        <figure className="mt-8 rounded-lg bg-primary-soft p-6 sm:p-10">
          <Quote aria-hidden="true" className="size-8 text-primary" />
          <blockquote className="mt-3 text-xl font-medium text-pretty text-foreground sm:text-2xl">
            <p>“{caseStudy.testimonial}”</p>
          </blockquote>
          <figcaption className="mt-4 font-semibold text-foreground">
            {caseStudy.clientName}
            <span className="font-normal text-muted-foreground">, {caseStudy.client}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
