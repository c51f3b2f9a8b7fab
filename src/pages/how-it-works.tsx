import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/sections/cta-band';
import { PageSection, SectionHeading } from '@/components/sections/page-section';
import { StepsList } from '@/components/sections/steps-list';
import { PageShell } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { howItWorks } from '@/content/how-it-works';
import { howItWorksPageCopy } from '@/content/page-copy/how-it-works';

export default function HowItWorksPage() {
  return (
    <PageShell copy={howItWorksPageCopy}>
      <PageSection
        name="steps"
        layout="column"
        width="narrow"
        padding="compact"
        copy={{ eyebrow: howItWorks.stepsEyebrow, heading: howItWorks.stepsHeading, intro: howItWorks.stepsIntro }}
      >
        <StepsList steps={howItWorks.steps} />
      </PageSection>
      <section aria-labelledby="proof-heading" className="bg-surface">
        <div className="mx-auto flex max-w-content flex-col items-center px-6 py-16 text-center">
          <SectionHeading id="proof-heading" heading={howItWorks.proofHeading} intro={howItWorks.proofBody} className="mb-8" />
          <Link to="/case-studies" className={buttonVariants({ size: 'lg' })}>
            {howItWorks.proofCta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>
      <CtaBand />
    </PageShell>
  );
}
