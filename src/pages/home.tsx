import { ArrowRight, ShieldCheck, Timer } from 'lucide-react';
import { RatingStars } from '@/components/layout/rating-stars';
import { StatsBand } from '@/components/sections/stats-band';
import { island } from '@/lib/loading/island';
import { PageShell } from '@/components/page-shell';
import { PathfinderSection } from '@/features/pathfinder/section';
import { PricingCalculatorSection } from '@/features/pricing/section';
import { abVariantCss, trackHeroCtaClick, useAbTestView } from '@/features/tracking/shell';
import { buttonVariants } from '@/components/ui/button';
import { guarantee, homeStats } from '@/content/claims';
import { homePageCopy } from '@/content/page-copy/home';
import { localBusinessJsonLd } from '@/lib/seo';

/*
 * Everything below the stats is served in the HTML like the rest of the page, but its code is not in
 * the page's first load: each part is an island (lib/loading/island.tsx) that hydrates as the visitor
 * comes to it. The static sections come from one module, so one chunk; the track record comes alone
 * because it brings Embla, and the pricing calculator and the contact section (whose forms are islands
 * of their own inside) from their features.
 */
const belowFold = () => import('@/components/sections/home-below-fold');
const HomeServicesAndAi = island<object>(() => belowFold().then((m) => ({ default: m.HomeServicesAndAi })), { minHeight: '160rem' });
const HomeResultsAndGuarantee = island<object>(() => belowFold().then((m) => ({ default: m.HomeResultsAndGuarantee })), { minHeight: '120rem' });
const TrackRecordSection = island<object>(
  () => import('@/components/sections/track-record-section').then((m) => ({ default: m.TrackRecordSection })),
  { minHeight: '60rem' },
);
const HomeClosingSections = island<object>(() => belowFold().then((m) => ({ default: m.HomeClosingSections })), { minHeight: '300rem' });
const HomeContactSection = island<object>(() => import('./home/contact'), { minHeight: '56rem' });

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
            onClick={() => trackHeroCtaClick(homePageCopy.actions.planA)}
          >
            {homePageCopy.actions.planA}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <a
            href="#pathfinder"
            data-ab-show="B"
            className={buttonVariants({ variant: 'default', size: 'lg' })}
            onClick={() => trackHeroCtaClick(homePageCopy.actions.planB)}
          >
            <Timer aria-hidden="true" className="size-5" />
            {homePageCopy.actions.planB}
          </a>
          <a href="#services" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {homePageCopy.actions.exploreServices}
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
      <StatsBand stats={homeStats} label={homePageCopy.statsLabel} />
      <HomeServicesAndAi />
      <PricingCalculatorSection contactHref="#contact" />
      <HomeResultsAndGuarantee />
      <TrackRecordSection />
      <HomeClosingSections />
      <HomeContactSection />
    </PageShell>
  );
}
