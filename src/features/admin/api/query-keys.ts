/**
 * Every key the dashboard caches under. Everything starts with 'admin', so signing out can drop the
 * lot; a lead's own reads share ['admin', 'lead', id], so one invalidation refreshes its whole view.
 */
export const adminKeys = {
  all: ['admin'] as const,
  inbox: () => ['admin', 'inbox'] as const,
  inboxPage: (query: unknown) => ['admin', 'inbox', query] as const,
  summary: () => ['admin', 'summary'] as const,
  lead: (id: string) => ['admin', 'lead', id] as const,
  leadPart: (id: string, part: 'notes' | 'events' | 'bookings' | 'agreements' | 'quotes' | 'emails') => ['admin', 'lead', id, part] as const,
  personHistory: (email: string) => ['admin', 'person', email] as const,
  bookings: (query: unknown) => ['admin', 'bookings', query] as const,
  agreements: (query: unknown) => ['admin', 'agreements', query] as const,
  /** The Integrations tab: its endpoints, their recent deliveries, and the admin's calendar feed. */
  integrations: (part: 'endpoints' | 'deliveries' | 'calendar-feed') => ['admin', 'integrations', part] as const,
  /** One Analytics panel's read, by function and arguments (the period, and the heatmap's choices). */
  analytics: (panel: 'leads' | 'funnel' | 'ab' | 'clicks' | 'pages' | 'scroll' | 'vitals', args: unknown) => ['admin', 'analytics', panel, args] as const,
};
