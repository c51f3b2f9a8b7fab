import { CalendarCheck, CheckCircle2, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { CtaBand } from '@/components/sections/cta-band';
import { PackageCard } from '@/components/sections/package-card';
import { PageSection, sectionHeadingId } from '@/components/sections/page-section';
import { PageShell } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { guarantee } from '@/content/claims';
import { bookConsult } from '@/content/navigation';
import { packagesPageCards, packagesSectionCopy } from '@/content/packages';
import { servicesPageCopy } from '@/content/page-copy/services';

export default function PackagesPage() {
  return (
    <PageShell
      copy={servicesPageCopy}
      actions={
        <>
          <Link to="/#pathfinder" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            {servicesPageCopy.actions.pathfinder}
          </Link>
          <Link to="/all-services" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {servicesPageCopy.actions.allServices}
          </Link>
        </>
      }
    >
      <PageSection name="packages" layout="column" padding="compact" copy={packagesSectionCopy}>
        <ul className="grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
          {packagesPageCards.map((card) => (
            <li key={card.type} className="flex">
              <PackageCard card={card} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection name="guarantee" layout="column" padding="compact">
        <div className="grid gap-10 rounded-lg border border-border bg-surface p-8 shadow-sm lg:grid-cols-2 lg:p-12">
          <div>
            <span className="inline-flex size-14 items-center justify-center rounded-lg bg-success text-success-foreground">
              <ShieldCheck aria-hidden="true" className="size-7" />
            </span>
            <h2 id={sectionHeadingId('guarantee')} className="mt-5 text-3xl font-extrabold tracking-tight text-foreground">
              {guarantee.heading}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{guarantee.body}</p>
            <AppLink href={bookConsult.href} newTab className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              {bookConsult.label}
            </AppLink>
          </div>
          <div>
            <h3 className="text-xl font-bold text-foreground">Why work with us</h3>
            <ul className="mt-5 space-y-5">
              {guarantee.whyWorkWithUs.map((point) => (
                <li key={point.title} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
                  <div>
                    <p className="font-semibold text-foreground">{point.title}</p>
                    <p className="text-muted-foreground">{point.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>
      <CtaBand />
    </PageShell>
  );
}
