import { useRef, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { getSupabase } from '@/lib/supabase';
import { AgreementsView } from './agreements';
import { AnalyticsTab } from './analytics';
import { AdminClientProvider } from './api/admin-client';
import type { AdminClient } from './api/admin-database';
import { BookingsView } from './bookings';
import { LoadError } from './components/query-status';
import { InboxView } from './inbox';
import { IntegrationsView } from './integrations';
import { LeadDetailView } from './lead-detail';
import { adminViewFrom, type AdminView } from './links';
import { useAdminAccess } from './session/use-admin-access';
import { AdminHeader } from './shell/admin-header';
import { useFocusOnChange } from './shell/use-focus-on-change';

function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: true } } });
}

function viewKey(view: AdminView): string {
  return view.kind === 'lead' ? `lead:${view.id}` : `tab:${view.tab}`;
}

function CurrentView({ view }: { view: AdminView }) {
  if (view.kind === 'lead') return <LeadDetailView id={view.id} />;
  if (view.tab === 'bookings') return <BookingsView />;
  if (view.tab === 'agreements') return <AgreementsView />;
  if (view.tab === 'analytics') return <AnalyticsTab />;
  if (view.tab === 'integrations') return <IntegrationsView />;
  return <InboxView />;
}

function Dashboard() {
  const { access, retry, signOut } = useAdminAccess();
  const [searchParams] = useSearchParams();
  const view = adminViewFrom(searchParams);
  const region = useRef<HTMLDivElement>(null);
  useFocusOnChange(viewKey(view), region);

  if (access.kind === 'checking') {
    return (
      <div role="status" className="grid min-h-[50vh] place-items-center text-muted-foreground">
        <p>Loading dashboard…</p>
      </div>
    );
  }
  if (access.kind === 'failed') return <LoadError message="Could not check your access to the dashboard" onRetry={retry} />;
  return (
    <div className="grid gap-6">
      <AdminHeader email={access.email} activeTab={view.kind === 'tab' ? view.tab : null} onSignOut={signOut} />
      <div ref={region}>
        <CurrentView view={view} />
      </div>
    </div>
  );
}

/**
 * /admin: the Growth Engine Dashboard. Its own query cache and the signed-in client live here, so
 * none of it is downloaded or kept by the public pages.
 */
export function AdminApp({ client }: { client?: AdminClient }) {
  const [queryClient] = useState(newQueryClient);
  const [adminClient] = useState<AdminClient>(() => client ?? getSupabase());
  return (
    <QueryClientProvider client={queryClient}>
      <AdminClientProvider client={adminClient}>
        <div className="mx-auto w-full max-w-[96rem] px-4 py-6 sm:px-6">
          <Dashboard />
        </div>
      </AdminClientProvider>
    </QueryClientProvider>
  );
}
