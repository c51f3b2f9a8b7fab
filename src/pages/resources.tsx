import { PageShell } from '@/components/page-shell';
import { CtaBand } from '@/components/sections/cta-band';
import { pageCopy } from '@/content/pages';
import { GuideDownloads } from '@/features/resources';

export default function ResourcesPage() {
  return (
    <PageShell copy={pageCopy['resources']}>
      <GuideDownloads />
      <CtaBand />
    </PageShell>
  );
}
