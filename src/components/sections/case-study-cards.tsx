import { ArrowRight, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { caseStudies, type CaseStudy } from '@/content/case-studies';
import { resultsCopy } from '@/content/home';
import { PageSection } from './page-section';

/** One client story as a card: the illustration, the headline figure, the plan in a line, a way to the full story. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const [headline, ...others] = study.results;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-background shadow-sm">
      <img
        src={study.image.src}
        alt={study.image.alt}
        width={study.image.width}
        height={study.image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] h-auto w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{study.industry}</Badge>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
            <Clock aria-hidden="true" className="size-3.5" />
            {study.timeframe}
          </span>
        </div>
        <h3 className="mt-3 text-xl font-bold text-foreground">{study.client}</h3>
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {study.location}
        </p>
        {headline ? (
          <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-extrabold tracking-tight text-primary">{headline.metric}</span>
            <span className="font-semibold text-foreground">{headline.label}</span>
          </p>
        ) : null}
        <p className="mt-3 text-muted-foreground">{study.heroSolution}</p>
        {others.length > 0 ? (
          <ul className="mt-4 grid gap-2 border-t border-border pt-4 text-sm">
            {others.map((result) => (
              <li key={result.label} className="flex items-center gap-2">
                <Icon name={result.icon} className="size-4 shrink-0 text-success" />
                <span>
                  <span className="font-bold">{result.metric}</span> {result.label}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={`/case-studies#${study.id}`}
          className={buttonVariants({ variant: 'outline', className: 'mt-6 w-full' })}
          aria-label={resultsCopy.readStudyName(study.client)}
        >
          {resultsCopy.readStudy}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** The home page's results section (anchor "results"): the three case studies as cards. */
export function ResultsSection() {
  return (
    <PageSection
      name="results"
      id="results"
      copy={resultsCopy}
      action={
        <Link to="/case-studies" className={buttonVariants({ variant: 'default', size: 'lg' })}>
          {resultsCopy.allLabel}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      }
    >
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {caseStudies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
