import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { adminTabs, adminViewFrom, leadHref, tabHref } from '../links';

/** What a link to a lead remembers in the history entry: the list (with its filters) to go back to. */
type LeadLinkState = { backTo: string };

function isAdminListAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/admin')) return false;
  const query = value.includes('?') ? value.slice(value.indexOf('?') + 1) : '';
  return adminViewFrom(new URLSearchParams(query)).kind === 'tab';
}

/**
 * Where "Back" goes from a lead: the list view the lead was opened from, filters and page included,
 * when the history entry remembers one; otherwise the leads list. Only /admin list addresses count,
 * so a crafted history state cannot send staff elsewhere.
 */
export function backTarget(state: unknown): { href: string; label: string } {
  const backTo = typeof state === 'object' && state !== null ? (state as Partial<LeadLinkState>).backTo : undefined;
  if (!isAdminListAddress(backTo)) return { href: tabHref('leads'), label: 'Back to leads' };
  const query = backTo.includes('?') ? backTo.slice(backTo.indexOf('?') + 1) : '';
  const view = adminViewFrom(new URLSearchParams(query));
  const tab = view.kind === 'tab' ? view.tab : 'leads';
  const label = adminTabs.find((entry) => entry.tab === tab)?.label ?? 'Leads';
  return { href: backTo, label: `Back to ${label.toLowerCase()}` };
}

/** The history state a link to a lead carries: the current list, or the list the current lead came from. */
export function leadLinkState(location: { pathname: string; search: string; state: unknown }): LeadLinkState {
  const current = `${location.pathname}${location.search}`;
  return { backTo: isAdminListAddress(current) ? current : backTarget(location.state).href };
}

/** A link to a lead's detail view that remembers the list it was opened from. */
export function LeadLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link to={leadHref(id)} state={leadLinkState(location)} className={className}>
      {children}
    </Link>
  );
}
