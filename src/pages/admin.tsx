import { Seo } from '@/components/seo';
import { adminPageCopy } from '@/content/page-copy/admin';
import { AdminApp } from '@/features/admin';

const copy = adminPageCopy;

/** /admin: the Growth Engine Dashboard (docs/product.md#admin-access). Its <h1> is the dashboard's own header. */
export default function AdminPage() {
  return (
    <>
      <Seo title={copy.title} description={copy.description} noindex />
      <AdminApp />
    </>
  );
}
