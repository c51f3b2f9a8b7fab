import type { AdminClient } from '../api/admin-database';

/**
 * A signed-in admin's client for the Analytics tab's tests: the gate's session and role reads pass, `rpc`
 * answers what the test says, and reading any table but the role is an error (the tab reads rpcs only).
 */
export function fakeAnalyticsAdminClient(rpc: (name: never, args: never) => Promise<unknown>): AdminClient {
  const roleQuery = { select: () => roleQuery, eq: () => roleQuery, single: async () => ({ data: { role: 'admin' }, error: null }) };
  return {
    auth: {
      getSession: async () => ({ data: { session: { user: { id: 'user-1', email: 'staff@example.com' } } }, error: null }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
      signOut: async () => ({ error: null }),
    },
    from: (table: string) => {
      if (table === 'user_roles') return roleQuery;
      throw new Error(`the Analytics tab must not read ${table}`);
    },
    rpc,
  } as unknown as AdminClient;
}
