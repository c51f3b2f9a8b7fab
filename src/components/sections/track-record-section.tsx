import { trackRecordCopy } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import { PageSection } from './page-section';
import { TestimonialCarousel } from './testimonial-carousel';

/**
 * The track record: headline figures and the testimonial carousel. An island on its own, since
 * it brings Embla; its HTML is prerendered with the first slide showing.
 */
export function TrackRecordSection() {
  return (
    <PageSection name="track-record" id="track-record" tone="surface" copy={trackRecordCopy}>
      <dl className="mx-auto mb-12 grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4">
        {trackRecordCopy.highlights.map((item) => (
          <div key={item.label} className="flex flex-col-reverse rounded-lg border border-border bg-background p-4 text-center">
            <dt className="mt-1 text-sm text-muted-foreground">{item.label}</dt>
            <dd className="text-2xl font-extrabold tracking-tight text-primary sm:text-3xl">{item.value}</dd>
          </div>
        ))}
      </dl>
      <TestimonialCarousel testimonials={testimonials} label={trackRecordCopy.testimonialsLabel} />
    </PageSection>
  );
}
