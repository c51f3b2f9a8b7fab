import { PageShell } from '@/components/page-shell';
import { pageCopy } from '@/content/pages';

export default function AdminPage() {
  return <PageShell copy={pageCopy.admin} noindex />;
}
