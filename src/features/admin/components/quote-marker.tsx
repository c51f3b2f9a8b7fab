import { CheckCircle2, CircleAlert } from 'lucide-react';
import { acceptanceQuoteCopy } from '@/content/admin-agreement-quotes';

/**
 * Whether the agency quoted an acceptance's package and amounts (agreement_acceptances.quote_id), said in
 * words; the icon and colour only repeat them. Not quoted: an edited link or one staff did not make, so the
 * amounts still have to be agreed with the client.
 */
export function QuoteMarker({ quoteId }: { quoteId: string | null }) {
  if (quoteId !== null) {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-success">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        {acceptanceQuoteCopy.quoted}
      </span>
    );
  }
  return (
    <span className="inline-flex items-start gap-1">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <span>
        <span className="font-medium text-destructive">{acceptanceQuoteCopy.notQuoted}</span>: {acceptanceQuoteCopy.notQuotedHint}
      </span>
    </span>
  );
}
