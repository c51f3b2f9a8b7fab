import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { InboxLead } from '../api/types';
import { StatusBadge } from '../components/status-badge';
import { StatusSelect } from '../components/status-select';
import { formatDuration, leadTitle, responseTime } from '../format';
import { useLeadStatus } from '../use-lead-status';
import { cn } from '@/lib/utils';
import { inboxHref } from './use-inbox-query';
import { defaultInboxQuery } from './inbox-query';

/** The current time, refreshed every minute so "Waiting 3 h" keeps counting while the page is open. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Speed to lead: "12 min" once answered, "Waiting 3 h" (in the accent colour) while nobody has. */
export function ResponseTimeText({ lead, now }: { lead: InboxLead; now: Date }) {
  const time = responseTime(lead, now);
  if (time.kind === 'none') return <span className="text-muted-foreground">—</span>;
  if (time.kind === 'responded') return <span>{formatDuration(time.seconds)}</span>;
  return <span className="font-semibold text-accent">Waiting {formatDuration(time.seconds)}</span>;
}

/** "×3" when the same e-mail sent several leads; links to all of them (one person's history). */
export function RepeatBadge({ lead }: { lead: InboxLead }) {
  if (lead.email_lead_count <= 1) return null;
  return (
    <Link
      to={inboxHref({ q: lead.email, status: 'all' }, defaultInboxQuery)}
      className="inline-flex items-center rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span aria-hidden="true">×{lead.email_lead_count}</span>
      <span className="sr-only">{lead.email_lead_count} leads from this e-mail</span>
    </Link>
  );
}

/** Marks a lead whose e-mails did not get out: the team may never have heard of it, the visitor got no reply. */
export function UndeliveredBadge({ lead }: { lead: InboxLead }) {
  if (lead.undelivered_email_count === 0) return null;
  const count = lead.undelivered_email_count;
  return (
    <span className="inline-flex items-center rounded-full border border-destructive/40 bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
      {count === 1 ? 'E-mail not delivered' : `${count} e-mails not delivered`}
    </span>
  );
}

export function CallBookedText({ booked }: { booked: boolean }) {
  return <span className={cn(booked && 'font-semibold text-success')}>{booked ? 'Yes' : 'No'}</span>;
}

/** The status as a badge (the documented styling) with the control that changes it, and a way back from spam. */
export function StatusControls({ lead }: { lead: InboxLead }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* A fixed slot, so the selects line up down the table whatever the badge says. */}
      <span className="inline-flex w-[5.5rem]">
        <StatusBadge status={lead.status} />
      </span>
      <StatusSelect leadId={lead.id} leadName={leadTitle(lead)} status={lead.status} className="w-36" />
      {lead.status === 'Spam' ? <NotSpamButton lead={lead} /> : null}
    </div>
  );
}

function NotSpamButton({ lead }: { lead: InboxLead }) {
  const { mutate, isPending } = useLeadStatus();
  return (
    <Button variant="outline" size="sm" disabled={isPending} onClick={() => mutate({ id: lead.id, status: 'New' })} aria-label={`Not spam: restore ${leadTitle(lead)}`}>
      Not spam
    </Button>
  );
}
