import { ArrowRight, ShieldCheck } from 'lucide-react';
import { RatingStars } from '@/components/layout/rating-stars';
import { ServicesGrid } from '@/components/sections/services-grid';
import { StatsBand } from '@/components/sections/stats-band';
import { PageShell } from '@/components/page-shell';
import { ContactSection } from '@/features/contact';
import { OnboardingWizard } from '@/features/onboarding';
import { PathfinderSection } from '@/features/pathfinder';
import { PricingCalculatorSection } from '@/features/pricing';
import { buttonVariants } from '@/components/ui/button';
import { guarantee, homeStats } from '@/content/claims';
import { pageCopy } from '@/content/pages';
import { localBusinessJsonLd } from '@/lib/seo';

export default function HomePage() {
  return (
    <PageShell
      copy={pageCopy.home}
      jsonLd={localBusinessJsonLd()}
      actions={
        <>
          <a href="#pathfinder" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            Get My Free Plan
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <a href="#services" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Explore Services
          </a>
        </>
      }
      note={
        <>
          <RatingStars showText />
          <p className="inline-flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            {guarantee.badge}
          </p>
        </>
      }
    >
      <PathfinderSection />
      <StatsBand stats={homeStats} label="Our track record" />
      <ServicesGrid />
      <PricingCalculatorSection contactHref="#contact" />
      <ContactSection onboarding={<OnboardingWizard headingLevel={3} />} />
    </PageShell>
  );
}
