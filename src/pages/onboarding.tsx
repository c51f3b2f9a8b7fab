import { CtaBand } from '@/components/sections/cta-band';
import { PageShell } from '@/components/page-shell';
import { onboardingPageCopy } from '@/content/page-copy/onboarding';
import { OnboardingWizard } from '@/features/onboarding';

export default function OnboardingPage() {
  return (
    <PageShell copy={onboardingPageCopy}>
      <section aria-label="Onboarding wizard" className="bg-linear-to-b from-background to-surface px-4 pb-16 sm:px-6 sm:pb-20">
        <OnboardingWizard headingLevel={2} />
      </section>
      <CtaBand />
    </PageShell>
  );
}
