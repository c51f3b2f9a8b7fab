import { lazySection } from '@/components/lazy-section';
import { SectionHeading } from '@/components/sections/section-heading';
import { consultationFormCopy as copy } from '@/content/contact';

// react-hook-form and zod stay out of the service page's first load.
const LazyConsultationForm = /* @__PURE__ */ lazySection(() => import('./consultation-form'), '30rem');

interface ConsultationSectionProps {
  serviceTitle: string;
}

/** A service page's consultation request block (anchor consultation). */
export function ConsultationSection({ serviceTitle }: ConsultationSectionProps) {
  return (
    <section id="consultation" aria-labelledby="consultation-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-content px-6">
        <SectionHeading id="consultation-heading" eyebrow={serviceTitle} heading={copy.heading} intro={copy.intro} />
        <div className="mx-auto max-w-3xl rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
          <LazyConsultationForm serviceTitle={serviceTitle} />
        </div>
      </div>
    </section>
  );
}
