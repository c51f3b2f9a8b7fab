import { Fragment, type ReactNode } from 'react';
import type { InboxLead } from '../api/types';
import { formatDateTime, leadTitle } from '../format';
import { LeadLink } from '../components/lead-link';
import { sourceLabel, userTypeLabel } from '../pipeline';
import { groupByIndustry, type IndustryGroup } from './industry-groups';
import { CallBookedText, RepeatBadge, ResponseTimeText, StatusControls, UndeliveredBadge, useNow } from './lead-cells';

const headers = ['Name and e-mail', 'User type', 'Industry', 'Source', 'Status', 'Call booked', 'Captured', 'Response'] as const;

function groupsOf(rows: readonly InboxLead[], grouped: boolean): IndustryGroup<InboxLead>[] {
  return grouped ? groupByIndustry(rows) : [{ industry: '', rows: [...rows] }];
}

function LeadName({ lead }: { lead: InboxLead }) {
  return (
    <>
      <LeadLink id={lead.id} className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {leadTitle(lead)}
      </LeadLink>
      {lead.company ? <div className="text-xs text-muted-foreground">{lead.company}</div> : null}
    </>
  );
}

/**
 * The leads of one page: a table on wide screens, cards on phones (no sideways scrolling at 390 px).
 * Both are rendered and one is hidden by CSS, so each breakpoint gets the markup that reads best.
 */
export function InboxResults({ rows, grouped, caption }: { rows: readonly InboxLead[]; grouped: boolean; caption: string }) {
  const now = useNow();
  const groups = groupsOf(rows, grouped);
  return (
    <>
      <div className="hidden xl:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
              {headers.map((header) => (
                <th key={header} scope="col" className="px-2 py-2 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <Fragment key={group.industry || 'all'}>
                {grouped ? (
                  <tr className="bg-surface">
                    <th scope="colgroup" colSpan={headers.length} className="px-2 py-2 text-left text-sm font-bold">
                      {group.industry} <span className="font-normal text-muted-foreground">({group.rows.length} on this page)</span>
                    </th>
                  </tr>
                ) : null}
                {group.rows.map((lead) => (
                  <tr key={lead.id} className="border-b border-border align-top">
                    <td className="min-w-56 max-w-80 px-2 py-3 [overflow-wrap:anywhere]">
                      <LeadName lead={lead} />
                      <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-muted-foreground">
                        {lead.name === null ? null : <span>{lead.email}</span>}
                        <RepeatBadge lead={lead} />
                        <UndeliveredBadge lead={lead} />
                      </div>
                    </td>
                    <td className="px-2 py-3">{userTypeLabel(lead.user_type)}</td>
                    <td className="px-2 py-3">{lead.industry ?? '—'}</td>
                    <td className="px-2 py-3">{sourceLabel(lead.source)}</td>
                    <td className="min-w-[16.5rem] px-2 py-3">
                      <StatusControls lead={lead} />
                    </td>
                    <td className="px-2 py-3">
                      <CallBookedText booked={lead.call_booked} />
                    </td>
                    <td className="min-w-28 px-2 py-3">{formatDateTime(lead.created_at)}</td>
                    <td className="min-w-24 px-2 py-3">
                      <ResponseTimeText lead={lead} now={now} />
                    </td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>

      <div className="grid gap-4 xl:hidden">
        {groups.map((group) => (
          <section key={group.industry || 'all'} aria-label={grouped ? group.industry : undefined} className="grid gap-3">
            {grouped ? (
              <h3 className="text-base font-bold">
                {group.industry} <span className="font-normal text-muted-foreground">({group.rows.length} on this page)</span>
              </h3>
            ) : null}
            <ul className="grid gap-3">
              {group.rows.map((lead) => (
                <li key={lead.id} className="grid gap-3 rounded-lg border border-border bg-background p-4 text-sm shadow-sm">
                  <div className="min-w-0">
                    <LeadName lead={lead} />
                    <div className="mt-1 flex flex-wrap items-center gap-2 break-all">
                      {lead.name === null ? null : <span>{lead.email}</span>}
                      <RepeatBadge lead={lead} />
                      <UndeliveredBadge lead={lead} />
                    </div>
                  </div>
                  <StatusControls lead={lead} />
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
                    <CardFact term="User type">{userTypeLabel(lead.user_type)}</CardFact>
                    <CardFact term="Industry">{lead.industry ?? '—'}</CardFact>
                    <CardFact term="Source">{sourceLabel(lead.source)}</CardFact>
                    <CardFact term="Call booked">
                      <CallBookedText booked={lead.call_booked} />
                    </CardFact>
                    <CardFact term="Captured">{formatDateTime(lead.created_at)}</CardFact>
                    <CardFact term="Response">
                      <ResponseTimeText lead={lead} now={now} />
                    </CardFact>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function CardFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
