import { ArrowRight, ShieldCheck, Timer } from 'lucide-react';
import { RatingStars } from '@/components/layout/rating-stars';
import { StatsBand } from '@/components/sections/stats-band';
import { deferredSection } from '@/lib/loading/deferred-section';
import { PageShell } from '@/components/page-shell';
import { PathfinderSection } from '@/features/pathfinder/section';
import { abVariantCss, trackHeroCtaClick, useAbTestView } from '@/features/tracking/shell';
import { buttonVariants } from '@/components/ui/button';
import { guarantee, homeStats } from '@/content/claims';
import { homePageCopy } from '@/content/page-copy/home';
import { localBusinessJsonLd } from '@/lib/seo';

/*
 * Everything below the stats is deferred: not in the prerendered HTML nor in the first load, it
 * renders as the visitor approaches it (lib/loading/deferred-section.tsx). The static sections come
 * from one module, so one chunk; the track record comes alone because it brings Embla, the pricing
 * calculator and the contact section (whose forms load later still) from their features. The
 * heights hold each place meanwhile.
 */
const belowFold = () => import('@/components/sections/home-below-fold');
const HomeServicesAndAi = deferredSection<object>(() => belowFold().then((m) => ({ default: m.HomeServicesAndAi })), '160rem');
const PricingCalculatorSection = deferredSection(() => import('@/features/pricing/pricing-calculator-section'), '40rem');
const HomeResultsAndGuarantee = deferredSection<object>(
  () => belowFold().then((m) => ({ default: m.HomeResultsAndGuarantee })),
  '120rem',
);
const TrackRecordSection = deferredSection<object>(
  () => import('@/components/sections/track-record-section').then((m) => ({ default: m.TrackRecordSection })),
  '60rem',
);
const HomeClosingSections = deferredSection<object>(() => belowFold().then((m) => ({ default: m.HomeClosingSections })), '300rem');
const HomeContactSection = deferredSection(() => import('./home/contact'), '56rem');

/** The hero CTA's two variants of the A/B test hero_cta_v1; both lead to the pathfinder. */
const heroCta = { A: 'Get My Free Plan', B: 'See My Plan in 60 Seconds' } as const;

export default function HomePage() {
  useAbTestView();
  return (
    <PageShell
      copy={homePageCopy}
      jsonLd={localBusinessJsonLd()}
      actions={
        <>
          {/* Both variants are in the HTML; this CSS shows the one named on <body> (A before the script runs). */}
          <style>{abVariantCss}</style>
          <a
            href="#pathfinder"
            data-ab-show="A"
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
            onClick={() => trackHeroCtaClick(heroCta.A)}
          >
            {heroCta.A}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <a
            href="#pathfinder"
            data-ab-show="B"
            className={buttonVariants({ variant: 'default', size: 'lg' })}
            onClick={() => trackHeroCtaClick(heroCta.B)}
          >
            <Timer aria-hidden="true" className="size-5" />
            {heroCta.B}
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
      <HomeServicesAndAi />
      <PricingCalculatorSection contactHref="#contact" />
      <HomeResultsAndGuarantee />
      <TrackRecordSection />
      <HomeClosingSections />
      <HomeContactSection />
    </PageShell>
  );
}
