import { island } from '@/lib/loading/island';
import { consultationFormCopy as copy } from '@/content/contact';

// react-hook-form and zod stay out of the service page's first load.
const LazyConsultationForm = island(() => import('./consultation-form'), { minHeight: '30rem' });

interface ConsultationCardProps {
  serviceTitle: string;
}

/** A service page's consultation request (anchor consultation), set beside its "What's Included" list. */
export function ConsultationCard({ serviceTitle }: ConsultationCardProps) {
  return (
    <div
      id="consultation"
      role="region"
      aria-labelledby="consultation-heading"
      className="rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8"
    >
      <h3 id="consultation-heading" className="text-2xl font-bold tracking-tight text-foreground">
        {copy.heading}
      </h3>
      <p className="mt-2 mb-6 text-muted-foreground">{copy.intro}</p>
      <LazyConsultationForm serviceTitle={serviceTitle} />
    </div>
  );
}

export { LazyConsultationForm };
