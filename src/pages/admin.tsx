import { Seo } from '@/components/seo';
import { pageCopy } from '@/content/pages';
import { AdminApp } from '@/features/admin';

const copy = pageCopy.admin;

/** /admin: the Growth Engine Dashboard (spec 2 §2, §6). Its <h1> is the dashboard's own header. */
export default function AdminPage() {
  return (
    <>
      <Seo title={copy.title} description={copy.description} noindex />
      <AdminApp />
    </>
  );
}
