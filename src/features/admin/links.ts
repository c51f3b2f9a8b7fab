/**
 * The dashboard's addresses. Views are query parameters on /admin, so every static host serves them
 * from the one prerendered /admin shell without rewrite rules, and the back button walks them.
 */
export type AdminTab = 'leads' | 'bookings' | 'agreements' | 'analytics' | 'integrations';

export const adminTabs: readonly { tab: AdminTab; label: string }[] = [
  { tab: 'leads', label: 'Leads' },
  { tab: 'bookings', label: 'Bookings' },
  { tab: 'agreements', label: 'Agreements' },
  { tab: 'analytics', label: 'Analytics' },
  { tab: 'integrations', label: 'Integrations' },
];

export function tabHref(tab: AdminTab): string {
  return tab === 'leads' ? '/admin' : `/admin?tab=${tab}`;
}

export function leadHref(id: string): string {
  return `/admin?lead=${encodeURIComponent(id)}`;
}

export type AdminView = { kind: 'lead'; id: string } | { kind: 'tab'; tab: AdminTab };

export function adminViewFrom(params: URLSearchParams): AdminView {
  const lead = params.get('lead');
  if (lead) return { kind: 'lead', id: lead };
  const tab = params.get('tab');
  return { kind: 'tab', tab: adminTabs.find((entry) => entry.tab === tab)?.tab ?? 'leads' };
}
