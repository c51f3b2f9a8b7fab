import { PageShell } from '@/components/page-shell';
import { serviceAgreementPageCopy } from '@/content/page-copy/service-agreement';
import { AgreementPanel } from '@/features/agreement';

/** /service-agreement: the package, amounts, terms and online acceptance (docs/product.md#service-agreement). */
export default function ServiceAgreementPage() {
  return (
    <PageShell copy={serviceAgreementPageCopy}>
      <section aria-label="Service agreement" className="bg-linear-to-b from-background to-surface px-4 pb-16 sm:px-6 sm:pb-20">
        <AgreementPanel />
      </section>
    </PageShell>
  );
}
