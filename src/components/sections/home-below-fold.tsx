import { AboutSection } from './about-section';
import { AccountManagerSection } from './account-manager-section';
import { AiVoiceAgentsSection } from './ai-voice-agents-section';
import { ResultsSection } from './case-study-cards';
import { ExploreSection } from './explore-section';
import { FaqSection } from './faq-section';
import { GuaranteeSection } from './guarantee-section';
import { PainPointsSection } from './pain-points-section';
import { ProcessSection } from './process-section';
import { ServicesGrid } from './services-grid';
import { TrustBadges } from './trust-badges';
import { TrustBanner } from './trust-banner';

/*
 * The home page's static sections below the fold, in one module so they arrive as one chunk
 * (the page lazy-loads each group from here). Grouped by where they sit between the feature
 * sections (pricing calculator, track record, contact) that load on their own.
 */

export function HomeServicesAndAi() {
  return (
    <>
      <ServicesGrid />
      <AiVoiceAgentsSection />
    </>
  );
}

export function HomeResultsAndGuarantee() {
  return (
    <>
      <ResultsSection />
      <GuaranteeSection />
    </>
  );
}

export function HomeClosingSections() {
  return (
    <>
      <ProcessSection />
      <AccountManagerSection />
      <PainPointsSection />
      <TrustBadges />
      <ExploreSection />
      <TrustBanner />
      <AboutSection />
      <FaqSection />
    </>
  );
}
