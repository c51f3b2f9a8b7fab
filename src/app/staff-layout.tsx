import { Link } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { site } from '@/content/site';
import { AccessibilityPanel } from '@/features/accessibility';
import { PageOutlet, SkipLink } from './page-frame';
import { ScrollManager } from './scroll-manager';

/**
 * The frame of the staff pages (/auth, /admin): no marketing header, footer or offers, which would
 * only get in the way of work and would load the public site's code into the dashboard.
 */
export default function StaffLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <AccessibilityPanel />
      <ScrollManager />
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex w-full max-w-[96rem] items-center px-4 py-3 sm:px-6">
          <Link to="/" className="rounded-sm font-bold text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {site.name}
            <span className="sr-only"> home page</span>
          </Link>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <PageOutlet layout="staff" />
      </main>
      <Toaster />
    </div>
  );
}
