import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mailtoHref } from '@/lib/mailto';
import { formatUsd } from '@/lib/money';
import { cn } from '@/lib/utils';
import { acceptanceQuoteCopy } from '@/content/admin-agreement-quotes';
import { Fingerprint } from '../components/fingerprint';
import { LeadLink } from '../components/lead-link';
import { Pager } from '../components/pager';
import { EmptyState, LoadError, Loading } from '../components/query-status';
import { formatCalendarDate } from '../components/record-format';
import { QuoteMarker } from '../components/quote-marker';
import { TermsDialog } from '../components/terms-dialog';
import { formatDateTime } from '../format';
import { pageFrom } from '../bookings/booking-filter';
import { AGREEMENTS_PAGE_SIZE, useAgreements, type AcceptanceRow } from './use-agreements';
import { TableHead } from '../components/table-head';

const linkStyle = 'text-primary underline-offset-4 hover:underline';

/** `/admin?tab=agreements`: every accepted service agreement, newest first, with the exact terms. */
export function AgreementsView() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const agreements = useAgreements(page);

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next <= 1) nextParams.delete('page');
    else nextParams.set('page', String(next));
    setParams(nextParams);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold outline-none">
        Service agreements
      </h2>
      {agreements.isPending ? (
        <Loading label="Loading agreements…" />
      ) : agreements.isError ? (
        <LoadError message="Failed to load agreements" onRetry={() => void agreements.refetch()} />
      ) : agreements.data.rows.length === 0 ? (
        <EmptyState title="No agreements accepted yet" />
      ) : (
        <div aria-busy={agreements.isPlaceholderData} className={cn(agreements.isPlaceholderData && 'opacity-60')}>
          <AgreementTable rows={agreements.data.rows} />
          <AgreementCards rows={agreements.data.rows} />
        </div>
      )}
      {agreements.data ? <Pager page={page} pageSize={AGREEMENTS_PAGE_SIZE} total={agreements.data.total} noun="agreements" onPageChange={goTo} /> : null}
    </section>
  );
}

function Signer({ acceptance }: { acceptance: AcceptanceRow }) {
  return (
    <>
      <span className="font-medium">{acceptance.signer_name}</span>
      <br />
      <a href={mailtoHref(acceptance.signer_email)} className={cn('break-all', linkStyle)}>
        {acceptance.signer_email}
      </a>
    </>
  );
}

function Actions({ acceptance }: { acceptance: AcceptanceRow }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <TermsDialog acceptance={acceptance} />
      {acceptance.lead_id ? (
        <LeadLink id={acceptance.lead_id} className={cn('text-sm font-medium', linkStyle)}>
          View lead
        </LeadLink>
      ) : null}
    </div>
  );
}

// numeric columns may arrive as strings (PostgREST keeps their precision that way); Number() reads both.
const money = (amount: number | string) => formatUsd(Number(amount));

function AgreementTable({ rows }: { rows: AcceptanceRow[] }) {
  const headers = ['Signer', 'Package', 'Monthly', 'Setup fee', acceptanceQuoteCopy.heading, 'Agreement date', 'Accepted at', 'Fingerprint'];
  return (
    <table className="hidden w-full border-collapse text-sm md:table">
      <TableHead columns={headers} actions />
      <tbody>
        {rows.map((acceptance) => (
          <tr key={acceptance.id} className="border-b border-border align-top">
            <td className="py-3 pr-3">
              <Signer acceptance={acceptance} />
            </td>
            <td className="py-3 pr-3">{acceptance.package_name}</td>
            <td className="py-3 pr-3 tabular-nums">{money(acceptance.monthly_investment)}</td>
            <td className="py-3 pr-3 tabular-nums">{money(acceptance.setup_fee)}</td>
            <td className="py-3 pr-3">
              <QuoteMarker quoteId={acceptance.quote_id} />
            </td>
            <td className="py-3 pr-3 whitespace-nowrap">{formatCalendarDate(acceptance.agreement_date)}</td>
            <td className="py-3 pr-3">
              <time dateTime={acceptance.accepted_at}>{formatDateTime(acceptance.accepted_at)}</time>
            </td>
            <td className="py-3 pr-3">
              <Fingerprint value={acceptance.terms_fingerprint} />
            </td>
            <td className="py-3">
              <Actions acceptance={acceptance} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AgreementCards({ rows }: { rows: AcceptanceRow[] }) {
  return (
    <ul className="grid gap-3 md:hidden">
      {rows.map((acceptance) => (
        <li key={acceptance.id} className="grid gap-2 rounded-lg border border-border bg-background p-4 text-sm shadow-sm">
          <p>
            <Signer acceptance={acceptance} />
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Package</dt>
            <dd>{acceptance.package_name}</dd>
            <dt className="text-muted-foreground">Monthly</dt>
            <dd className="tabular-nums">{money(acceptance.monthly_investment)}</dd>
            <dt className="text-muted-foreground">Setup fee</dt>
            <dd className="tabular-nums">{money(acceptance.setup_fee)}</dd>
            <dt className="text-muted-foreground">{acceptanceQuoteCopy.heading}</dt>
            <dd>
              <QuoteMarker quoteId={acceptance.quote_id} />
            </dd>
            <dt className="text-muted-foreground">Agreement date</dt>
            <dd>{formatCalendarDate(acceptance.agreement_date)}</dd>
            <dt className="text-muted-foreground">Accepted at</dt>
            <dd>
              <time dateTime={acceptance.accepted_at}>{formatDateTime(acceptance.accepted_at)}</time>
            </dd>
            <dt className="text-muted-foreground">Fingerprint</dt>
            <dd>
              <Fingerprint value={acceptance.terms_fingerprint} />
            </dd>
          </dl>
          <Actions acceptance={acceptance} />
        </li>
      ))}
    </ul>
  );
}
