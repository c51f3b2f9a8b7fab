import { useId } from 'react';
import { agreementQuoteCopy } from '@/content/admin-agreement-quotes';
import { formatUsd } from '@/lib/money';
import { CopyLinkField } from '../components/copy-link-field';
import { LoadError, Loading } from '../components/query-status';
import { formatDateTime } from '../format';
import { DetailSection, Pair } from './detail-section';
import { QuoteForm } from './quote-form';
import { quoteLink } from './quote-link';
import { useLeadQuotes } from './use-agreement-quotes';

const copy = agreementQuoteCopy;

/** The lead's agreement links: the form that makes one, and those already made, newest first, each to copy again. */
export function LeadQuotesSection({ leadId }: { leadId: string }) {
  return (
    <DetailSection title={copy.title}>
      <div className="grid gap-5">
        <p className="text-sm text-muted-foreground">{copy.aid}</p>
        <QuoteForm leadId={leadId} />
        <QuoteList leadId={leadId} />
      </div>
    </DetailSection>
  );
}

function QuoteList({ leadId }: { leadId: string }) {
  const headingId = useId();
  const quotes = useLeadQuotes(leadId);
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold">
        {copy.list.heading}
      </h4>
      {quotes.isPending ? (
        <Loading label={copy.list.loading} rows={2} />
      ) : quotes.isError ? (
        <LoadError message={copy.list.error} onRetry={() => void quotes.refetch()} />
      ) : quotes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.list.empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-3">
          {quotes.data.map((quote) => {
            const made = formatDateTime(quote.created_at);
            return (
              <li key={quote.id} className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm">
                <p className="font-semibold break-words">{quote.package_name}</p>
                <dl className="grid gap-1">
                  <Pair label={copy.list.monthly}>{formatUsd(quote.monthly_investment)}</Pair>
                  <Pair label={copy.list.setup}>{formatUsd(quote.setup_fee)}</Pair>
                  <Pair label={copy.list.made}>
                    <time dateTime={quote.created_at}>{made}</time>
                  </Pair>
                </dl>
                <CopyLinkField label={copy.list.linkLabel(quote.package_name, made)} link={quoteLink(quote, window.location.origin)} hideLabel />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
