import { createContext, use, type ReactNode } from 'react';
import type { AdminClient } from './admin-database';

const AdminClientContext = createContext<AdminClient | null>(null);

/**
 * Hands the signed-in supabase-js client to the dashboard's queries. A context rather than an import,
 * so component tests can give the dashboard a client of their own.
 */
export function AdminClientProvider({ client, children }: { client: AdminClient; children: ReactNode }) {
  return <AdminClientContext value={client}>{children}</AdminClientContext>;
}

export function useAdminClient(): AdminClient {
  const client = use(AdminClientContext);
  if (!client) throw new Error('useAdminClient() needs an <AdminClientProvider> above it');
  return client;
}
