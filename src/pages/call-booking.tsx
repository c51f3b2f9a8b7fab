import { PageShell } from '@/components/page-shell';
import { callBookingPageCopy } from '@/content/page-copy/call-booking';
import { BookingSection } from '@/features/booking';

/** /call-booking: the free consultation form (docs/product.md#call-booking); after the agreement it thanks the visitor first. */
export default function CallBookingPage() {
  return (
    <PageShell copy={callBookingPageCopy}>
      <section aria-label="Book your call" className="bg-linear-to-b from-background to-surface px-4 pb-16 sm:px-6 sm:pb-20">
        <BookingSection />
      </section>
    </PageShell>
  );
}
