import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { mailtoHref } from '@/lib/mailto';
import { cn } from '@/lib/utils';
import type { Lead } from '../api/types';
import { StatusSelect } from '../components/status-select';
import { formatDateTime, formatDuration, leadBudget, leadTitle, priorityLabel, responseTime, type ResponseTime } from '../format';
import { sourceLabel, userTypeLabel } from '../pipeline';
import { useLeadStatus } from '../use-lead-status';

export function responseTimeText(time: ResponseTime): string {
  switch (time.kind) {
    case 'responded':
      return `Responded in ${formatDuration(time.seconds)}`;
    case 'waiting':
      return `Waiting for a first response: ${formatDuration(time.seconds)}`;
    case 'none':
      return 'No response needed';
  }
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Who the lead is, what they told us, where they came from, and where they stand in the pipeline. */
export function LeadHeader({ lead }: { lead: Lead }) {
  const { mutate, isPending } = useLeadStatus();
  const priority = priorityLabel(lead.priority);
  const budget = leadBudget(lead);
  return (
    <div className="grid gap-4">
      {lead.is_spam ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="flex-1 font-medium">Marked as spam ({lead.spam_reason ?? 'no reason recorded'})</p>
          <Button variant="outline" size="sm" disabled={isPending} onClick={() => mutate({ id: lead.id, status: 'New' })}>
            Not spam
          </Button>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 rounded-lg border border-border bg-background p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4">
        <Fact label="E-mail" className="col-span-2 sm:col-span-1">
          <a href={mailtoHref(lead.email)} className="text-primary underline-offset-4 hover:underline">
            {lead.email}
          </a>
        </Fact>
        <Fact label="Phone">
          {lead.phone ? (
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-primary underline-offset-4 hover:underline">
              {lead.phone}
            </a>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Company">{lead.company ?? '—'}</Fact>
        <Fact label="Source">{sourceLabel(lead.source)}</Fact>
        {priority ? (
          <Fact label="Priority">
            <span className={cn(lead.priority === 'high' && 'font-semibold text-accent')}>{priority}</span>
          </Fact>
        ) : null}
        {budget ? <Fact label="Monthly budget">{budget}</Fact> : null}
        <Fact label="Captured">
          <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
        </Fact>
        <Fact label="User type / industry">
          {lead.user_type === null && lead.industry === null ? '—' : `${userTypeLabel(lead.user_type)} / ${lead.industry ?? '—'}`}
        </Fact>
        <Fact label="Call booked">{lead.call_booked ? 'Yes' : 'No'}</Fact>
        <Fact label="Response time">{responseTimeText(responseTime(lead, new Date()))}</Fact>
        {lead.message ? (
          <Fact label="Message" className="col-span-2 lg:col-span-4">
            <p className="whitespace-pre-wrap">{lead.message}</p>
          </Fact>
        ) : null}
        <div className="col-span-2 min-w-0 lg:col-span-4">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Status</dt>
          <dd className="mt-1 max-w-xs">
            <StatusSelect leadId={lead.id} leadName={leadTitle(lead)} status={lead.status} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
