import { ArrowRight, CalendarCheck, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { PageShell } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { bookConsult } from '@/content/navigation';
import type { PageCopy } from '@/content/types';
import { segmentPageCopy, type SegmentContent } from '@/content/segments';
import { CheckList } from './check-list';
import { CallButton, CtaBand } from './cta-band';
import { PageSection, sectionHeadingId } from './page-section';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

/** The anchor the audience pages' quiz sits under (docs/product.md#marketing-pages). */
export const serviceFinderId = 'service-finder';

interface SegmentPageProps {
  copy: PageCopy;
  content: SegmentContent;
  /** The quiz that recommends services; pages pass the Pathfinder section. */
  finder: ReactNode;
}

/**
 * The layout of /for-new-businesses and /for-growing-businesses: three pillars, a guarantee box,
 * the service-finder quiz and a booking link. One layout, each page's own words.
 */
export function SegmentPage({ copy, content, finder }: SegmentPageProps) {
  return (
    <PageShell
      copy={copy}
      actions={
        <>
          <a href={`#${serviceFinderId}`} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            {segmentPageCopy.findServices}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <AppLink href={bookConsult.href} newTab className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {bookConsult.label}
          </AppLink>
        </>
      }
    >
      <PageSection
        name="pillars"
        layout="column"
        padding="compact"
        copy={{ eyebrow: content.pillarsEyebrow, heading: content.pillarsHeading, intro: content.pillarsIntro }}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {content.pillars.map((pillar) => (
            <li key={pillar.title} className="flex flex-col rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
              <IconTile>
                <Icon name={pillar.icon} />
              </IconTile>
              <h3 className="mt-5 text-xl font-bold text-foreground">{pillar.title}</h3>
              <p className="mt-2 text-muted-foreground">{pillar.description}</p>
              <CheckList items={pillar.includes} className="mt-5 text-base" />
              <div className="mt-auto pt-6">
                <Link
                  to={`/services/${pillar.service}`}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {segmentPageCopy.moreAbout} {pillar.title}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection name="segment-guarantee" layout="column" padding="compact" flushTop>
        <div className="grid gap-8 rounded-lg border-2 border-success/40 bg-success/5 p-6 sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <span className="inline-flex size-14 items-center justify-center rounded-lg bg-success text-success-foreground">
              <ShieldCheck aria-hidden="true" className="size-7" />
            </span>
            <h2 id={sectionHeadingId('segment-guarantee')} className="mt-5 text-3xl font-extrabold tracking-tight text-foreground">
              {content.guarantee.heading}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{content.guarantee.body}</p>
          </div>
          <CheckList items={content.guarantee.points} className="space-y-3 text-base font-medium text-foreground" />
        </div>
      </PageSection>

      <div id={serviceFinderId} className="scroll-mt-20">
        {finder}
      </div>

      <CtaBand
        heading={content.booking.heading}
        body={content.booking.body}
        actions={
          <>
            <AppLink href={bookConsult.href} newTab className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              {bookConsult.label}
            </AppLink>
            <CallButton />
          </>
        }
      />
    </PageShell>
  );
}
