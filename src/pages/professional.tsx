import { ArrowRight, BadgeCheck, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { Icon } from '@/components/icon';
import { CtaBand } from '@/components/sections/cta-band';
import { PageShell } from '@/components/page-shell';
import { PageSection, sectionHeadingId } from '@/components/sections/page-section';
import { TestimonialCard } from '@/components/sections/testimonial-card';
import { buttonVariants } from '@/components/ui/button';
import { professionalPageCopy } from '@/content/page-copy/professional';
import { professionalCopy as copy, professionalServiceSlugs } from '@/content/professional';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { testimonials } from '@/content/testimonials';
import { ExplainerVideoButton } from '@/features/explainer-video';
import { IconTile } from '@/components/icon-tile';

const shownServices = professionalServiceSlugs.flatMap((slug) => services.filter((service) => service.slug === slug));
const shownTestimonials = testimonials.slice(0, 2);

/** /professional (docs/product.md#marketing-pages): the landing page for owners who have paid an agency for nothing before. */
export default function ProfessionalPage() {
  return (
    <PageShell
      copy={professionalPageCopy}
      actions={
        <>
          <Link to="/path-selector" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            {professionalPageCopy.actions.customPlan}
          </Link>
          <ExplainerVideoButton label={copy.explainer.buttonLabel} />
        </>
      }
      note={
        <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-6">
          {copy.promises.map((promise) => (
            <li key={promise.text} className="inline-flex items-center gap-2 font-semibold text-foreground">
              <Icon name={promise.icon} className="size-5 text-success" />
              {promise.text}
            </li>
          ))}
        </ul>
      }
    >
      <PageSection name="challenges" tone="surface" copy={copy.challenges}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.challenges.items.map((challenge) => (
            <li key={challenge.title} className="rounded-lg border border-border bg-background p-6 shadow-sm">
              <IconTile tone="accent">
                <Icon name={challenge.icon} />
              </IconTile>
              <h3 className="mt-4 text-lg font-bold text-foreground">{challenge.title}</h3>
              <p className="mt-2 text-muted-foreground">{challenge.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-lg text-foreground">
          Traffic but no calls?{' '}
          <Link
            to={copy.explainer.conversionsLink.href}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {copy.explainer.conversionsLink.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </PageSection>

      <PageSection name="services" layout="column" copy={copy.services}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {shownServices.map((service) => (
            <li key={service.slug} className="flex">
              <Link
                to={`/services/${service.slug}`}
                className="group flex w-full flex-col rounded-lg border border-border bg-background p-5 shadow-sm hover:border-primary hover:shadow-md motion-safe:transition-shadow"
              >
                <IconTile>
                  <Icon name={service.icon} />
                </IconTile>
                <span className="mt-4 text-lg leading-snug font-bold text-foreground">{service.title}</span>
                <span className="mt-1 flex-1 text-sm text-muted-foreground">{service.features[0]}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  {copy.services.linkLabel}
                  <ArrowRight aria-hidden="true" className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection name="process" tone="surface" copy={copy.process}>
        <ol className="grid grid-cols-1 gap-6 md:grid-cols-3">
          {copy.process.steps.map((step, index) => (
            <li key={step.name} className="rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-primary-foreground">
                  <span className="sr-only">Step </span>
                  {index + 1}
                </span>
                <Icon name={step.icon} className="size-7 text-primary" />
              </div>
              <h3 className="mt-5 text-xl font-bold text-foreground">{step.name}</h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection name="testimonials" layout="column" copy={copy.testimonials}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {shownTestimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection name="verification" layout="column" flushTop>
        <div className="flex flex-col items-start gap-6 rounded-lg border border-success/30 bg-success/5 p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
            <BadgeCheck aria-hidden="true" className="size-9" />
          </span>
          <div className="flex-1">
            <p className="inline-flex rounded-full bg-success px-3 py-1 text-sm font-bold text-success-foreground">{copy.verification.badge}</p>
            <h2 id={sectionHeadingId('verification')} className="mt-3 text-2xl font-extrabold tracking-tight text-foreground">
              {copy.verification.heading}
            </h2>
            <p className="mt-2 max-w-3xl text-muted-foreground">{copy.verification.body}</p>
          </div>
          <AppLink href={site.links.directoryProfile} newTab className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}>
            {copy.verification.linkLabel}
            <ExternalLink aria-hidden="true" className="size-4" />
          </AppLink>
        </div>
      </PageSection>

      <CtaBand
        heading={copy.closing.heading}
        body={copy.closing.body}
        actions={
          <>
            <Link to="/path-selector" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              {copy.closing.pathSelector}
            </Link>
            <Link to="/case-studies" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              {copy.closing.caseStudies}
            </Link>
            <AppLink
              href={site.links.contact}
              newTab
              className={buttonVariants({
                variant: 'outline-on-color',
                size: 'lg',
                className: 'border-ink-foreground/60 text-ink-foreground hover:bg-ink-foreground/10',
              })}
            >
              {copy.closing.contact}
              <ExternalLink aria-hidden="true" className="size-4" />
            </AppLink>
          </>
        }
      />
    </PageShell>
  );
}
