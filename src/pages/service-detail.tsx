import { Check, ExternalLink, Phone, ShieldCheck } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { Breadcrumb } from '@/components/sections/breadcrumb';
import { CtaBand } from '@/components/sections/cta-band';
import { PageSection } from '@/components/sections/page-section';
import { island } from '@/lib/loading/island';
import { Seo } from '@/components/seo';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { guarantee } from '@/content/claims';
import { serviceDetails } from '@/content/service-details';
import { ConsultationCard } from '@/features/contact';
import { PricingCalculatorSection } from '@/features/pricing/section';
import { findService, serviceAliasTarget } from '@/lib/service-lookup';
import { site } from '@/content/site';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo';
import { serviceDetailPageCopy as copy } from '@/content/page-copy/service-detail';
import { AppLink } from '@/components/app-link';
import NotFoundPage from './not-found';

// The video and its transcript load after the page (only three services have one).
const ServiceVideoFor = island(() => import('@/components/sections/service-video-for'), { minHeight: '0' });

export default function ServiceDetailPage() {
  const { slug } = useParams();
  const { search, hash } = useLocation();
  const service = findService(slug);
  const aliasOf = serviceAliasTarget(slug);
  if (aliasOf) return <Navigate replace to={{ pathname: `/services/${aliasOf}`, search, hash }} />;
  if (!service) return <NotFoundPage />;
  const { benefits, process, heroImage } = serviceDetails[service.slug];

  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: service.title, path: `/services/${service.slug}` },
  ];

  return (
    <>
      <Seo
        title={`${service.title} in ${site.address.city}`}
        description={service.description}
        jsonLd={[serviceJsonLd(service), breadcrumbJsonLd(crumbs)]}
      />
      <section className="bg-linear-to-b from-primary-soft/70 to-background">
        <div className="mx-auto max-w-content px-6 pt-8 pb-14 sm:pb-20">
          <Breadcrumb crumbs={crumbs} />
          <div className="mt-8 grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon name={service.icon} className="size-6" />
                </span>
                {service.highlight ? <Badge variant="accent">{service.highlight}</Badge> : null}
              </div>
              <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">{service.title}</h1>
              <p className="mt-5 text-lg text-muted-foreground sm:text-xl">{service.description}</p>
              <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-background px-4 py-2 text-sm font-semibold text-success ring-1 ring-success/30">
                <ShieldCheck aria-hidden="true" className="size-5" />
                {guarantee.badge}
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link to={`/call-booking?service=${service.slug}`} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                  {copy.actions.consultation}
                </Link>
                <AppLink href={site.links.mainSiteServices} newTab className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                  {copy.actions.allSolutions}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </AppLink>
              </div>
            </div>
            <img
              src={heroImage.src}
              alt={heroImage.alt}
              width={heroImage.width}
              height={heroImage.height}
              fetchPriority="high"
              className="h-auto w-full rounded-lg shadow-md"
            />
          </div>
        </div>
      </section>

      <PageSection name="benefits" layout="column" padding="compact" copy={{ eyebrow: copy.benefits.eyebrow, heading: copy.benefits.heading(service.title) }}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-lg border border-border bg-background p-6 shadow-sm">
              <Icon name={benefit.icon} className="size-8 text-primary" />
              <h3 className="mt-4 text-lg font-bold text-foreground">{benefit.title}</h3>
              <p className="mt-2 text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PricingCalculatorSection contactHref="#consultation" />

      <PageSection name="included" padding="compact" copy={copy.included}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <ul className="grid gap-4">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-lg bg-surface p-4">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span className="font-medium text-foreground">{feature}</span>
              </li>
            ))}
          </ul>
          <ConsultationCard serviceTitle={service.title} />
        </div>
      </PageSection>

      <ServiceVideoFor slug={service.slug} serviceTitle={service.title} />

      <PageSection name="process" layout="column" padding="compact" copy={copy.process}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {process.map((step, index) => (
            <li key={step.name} className="rounded-lg border border-border p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-foreground">{step.name}</h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <a href={`tel:${site.phone.e164}`} className={buttonVariants({ size: 'lg' })}>
            <Phone aria-hidden="true" className="size-5" />
            Call Now: {site.phone.display}
          </a>
        </div>
      </PageSection>
      <CtaBand />
    </>
  );
}
