import { ArrowRight, CalendarCheck, Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CaseStudyStory } from '@/components/sections/case-study-story';
import { PageSection } from '@/components/sections/page-section';
import { PageShell } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { caseStudies } from '@/content/case-studies';
import { caseStudiesPageCopy } from '@/content/page-copy/case-studies';

const nextStepsHeading = 'Ready to Be Our Next Success Story?';

const nextSteps = [
  {
    icon: Compass,
    heading: 'Find Your Plan in 60 Seconds',
    body: 'Answer three questions in the Pathfinder quiz and see the plan we would start your business on.',
    label: 'Take the Pathfinder Quiz',
    href: '/#pathfinder',
  },
  {
    icon: CalendarCheck,
    heading: 'Talk Through Your Numbers',
    body: 'Book a free 30-minute strategy call. We will show you what results like these would take in your market.',
    label: 'Book a Strategy Call',
    href: '/call-booking',
  },
] as const;

export default function CaseStudiesPage() {
  return (
    <PageShell
      copy={caseStudiesPageCopy}
      note={
        <nav aria-label="Case studies on this page" className="flex flex-wrap justify-center gap-2">
          {caseStudies.map((caseStudy) => (
            <a
              key={caseStudy.id}
              href={`#${caseStudy.id}`}
              className="inline-flex min-h-11 items-center rounded-full bg-background px-4 font-semibold text-primary shadow-sm ring-1 ring-primary/15 hover:underline"
            >
              {caseStudy.industry}: {caseStudy.results[0]?.metric} {caseStudy.results[0]?.label}
            </a>
          ))}
        </nav>
      }
    >
      {caseStudies.map((caseStudy, index) => (
        <CaseStudyStory
          key={caseStudy.id}
          caseStudy={caseStudy}
          eager={index === 0}
          className={index % 2 === 1 ? 'bg-surface' : undefined}
        />
      ))}
      <PageSection name="next-steps" tone="ink" layout="inset" padding="compact" copy={{ heading: nextStepsHeading }}>
        <ul className="grid gap-6 md:grid-cols-2">
          {nextSteps.map((step) => (
            <li key={step.href} className="flex flex-col items-start rounded-lg bg-ink-foreground/5 p-6 ring-1 ring-ink-foreground/15 sm:p-8">
              <step.icon aria-hidden="true" className="size-8" />
              <h3 className="mt-4 text-2xl font-bold">{step.heading}</h3>
              <p className="mt-2 text-ink-foreground/85">{step.body}</p>
              <Link to={step.href} className={buttonVariants({ variant: step.href === '/call-booking' ? 'inverse' : 'accent', size: 'lg', className: 'mt-6' })}>
                {step.label}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </PageShell>
  );
}
