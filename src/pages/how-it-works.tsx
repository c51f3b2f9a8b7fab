import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/sections/cta-band';
import { SectionHeading } from '@/components/sections/section-heading';
import { StepsList } from '@/components/sections/steps-list';
import { PageShell } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { howItWorks } from '@/content/how-it-works';
import { howItWorksPageCopy } from '@/content/page-copy/how-it-works';

export default function HowItWorksPage() {
  return (
    <PageShell copy={howItWorksPageCopy}>
      <section aria-labelledby="steps-heading" className="mx-auto max-w-4xl px-6 py-16">
        <SectionHeading id="steps-heading" eyebrow={howItWorks.stepsEyebrow} heading={howItWorks.stepsHeading} intro={howItWorks.stepsIntro} />
        <StepsList steps={howItWorks.steps} />
      </section>
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
