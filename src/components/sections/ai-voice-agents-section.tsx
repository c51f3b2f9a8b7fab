import { ArrowRight, PhoneCall, Sparkles } from 'lucide-react';
import { AppLink } from '@/components/app-link';
import { Icon } from '@/components/icon';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { aiVoiceAgents } from '@/content/home';
import { newTabNotice } from '@/content/navigation';
import { cn } from '@/lib/utils';
import { CheckList } from './check-list';
import { PageSection, sectionHeadingId } from './page-section';
import { IconTile } from '@/components/icon-tile';

/** The AI voice agents pitch (docs/product.md#services): benefits, industry cards and the closing call-out. */
export function AiVoiceAgentsSection() {
  const copy = aiVoiceAgents;
  return (
    <PageSection name="ai-voice-agents" id="ai-voice-agents">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div>
          <Badge variant="accent" className="px-3 py-1 text-sm">
            <Sparkles aria-hidden="true" />
            {copy.badge}
          </Badge>
          <h2
            id={sectionHeadingId('ai-voice-agents')}
            className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-foreground sm:text-4xl"
          >
            {copy.heading}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{copy.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AppLink href={copy.tryDemo.href} newTab className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              <PhoneCall aria-hidden="true" className="size-5" />
              {copy.tryDemo.label}
            </AppLink>
            <AppLink href={copy.getHelp.href} newTab className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {copy.getHelp.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </AppLink>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {copy.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-lg border border-border bg-surface p-5">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon name={benefit.icon} className="size-5" />
              </span>
              <h3 className="mt-3 text-lg font-bold text-foreground">{benefit.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-16">
        <h3 className="text-center text-2xl font-extrabold tracking-tight text-foreground sm:text-3xl">
          {copy.industriesHeading}
        </h3>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{copy.industriesIntro}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {copy.industries.map((industry) => (
            <li key={industry.title} className="flex flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <IconTile>
                  <Icon name={industry.icon} />
                </IconTile>
                <h4 className="text-xl font-bold text-foreground">{industry.title}</h4>
              </div>
              <p className="mt-4 text-muted-foreground">{industry.description}</p>
              <CheckList items={industry.examples} className="mt-4" />
            </li>
          ))}
        </ul>
      </div>

      <div
        className={cn(
          'mt-16 flex flex-col items-start gap-6 rounded-lg bg-primary p-8 text-primary-foreground focus-on-dark sm:p-10',
          'lg:flex-row lg:items-center lg:justify-between',
        )}
      >
        <div className="max-w-2xl">
          <h3 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{copy.callout.heading}</h3>
          <p className="mt-3 text-primary-foreground/90">{copy.callout.body}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:flex-col xl:flex-row">
          <AppLink href={copy.tryAgent.href} newTab className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            <PhoneCall aria-hidden="true" className="size-5" />
            {copy.tryAgent.label}
          </AppLink>
          <AppLink
            href={copy.getHelp.href}
            newTab
            aria-label={`${copy.getHelp.label} ${copy.getHelpPurpose}${newTabNotice}`}
            className={buttonVariants({
              variant: 'outline-on-color',
              size: 'lg',
              className: 'border-primary-foreground text-primary-foreground hover:bg-primary-foreground/10',
            })}
          >
            {copy.getHelp.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </AppLink>
        </div>
      </div>
    </PageSection>
  );
}
