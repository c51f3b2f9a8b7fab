import { PageShell } from '@/components/page-shell';
import { manageBookingPageCopy } from '@/content/page-copy/manage-booking';
import { ManageBookingSection } from '@/features/booking';

/** /manage-booking#<token>: a booked call's private page, opened from its e-mails (docs/product.md, "Changing a booking"). Never indexed. */
export default function ManageBookingPage() {
  return (
    <PageShell copy={manageBookingPageCopy} noindex>
      {/* What this section says is chosen by the link's fragment, which no served page can know. */}
      <section aria-label="Your booking" data-fragment-content="" className="bg-linear-to-b from-background to-surface px-4 pb-16 sm:px-6 sm:pb-20">
        <ManageBookingSection />
      </section>
    </PageShell>
  );
}
