import { PageShell } from '@/components/page-shell';
import { pageCopy } from '@/content/pages';

export default function AuthPage() {
  return <PageShell copy={pageCopy.auth} noindex />;
}
