import { PageShell } from '@/components/page-shell';
import { CtaBand } from '@/components/sections/cta-band';
import { resourcesPageCopy } from '@/content/page-copy/resources';
import { GuideDownloads } from '@/features/resources';

export default function ResourcesPage() {
  return (
    <PageShell copy={resourcesPageCopy}>
      <GuideDownloads />
      <CtaBand />
    </PageShell>
  );
}
