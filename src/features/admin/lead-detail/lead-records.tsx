/** The sections of a lead's page that read records of their own: bookings, agreements, e-mails. */
import type { ReactNode } from 'react';
import { formatUsd } from '@/lib/money';
import { cn } from '@/lib/utils';
import { acceptanceQuoteCopy } from '@/content/admin-agreement-quotes';
import { Fingerprint } from '../components/fingerprint';
import { LoadError, Loading } from '../components/query-status';
import { bookingStatusLabel, formatCalendarDate, formatSlot } from '../components/record-format';
import { QuoteMarker } from '../components/quote-marker';
import { TermsDialog } from '../components/terms-dialog';
import { formatDateTime } from '../format';
import { DetailSection, Pair } from './detail-section';
import { describeDelivery, recipientLabel, type DeliveryTone } from './email-delivery';
import { attendanceLabels, cancellationNote } from '../bookings/attendance';
import { useLeadAcceptances, useLeadBookings, useLeadEmails } from './use-lead-records';

type QueryView<Data> = { isPending: boolean; isError: boolean; data: Data | undefined; refetch: () => unknown };

/** Loading, failure, nothing, or the rows: the four states every record list of the page has. */
function RecordList<Row>({ query, noun, empty, children }: { query: QueryView<Row[]>; noun: string; empty: string; children: (rows: Row[]) => ReactNode }) {
  if (query.isPending) return <Loading label={`Loading ${noun}…`} rows={2} />;
  if (query.isError || !query.data) return <LoadError message={`Could not load the ${noun}`} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <>{children(query.data)}</>;
}

export function LeadBookingsSection({ leadId }: { leadId: string }) {
  const bookings = useLeadBookings(leadId);
  return (
    <DetailSection title="Call bookings">
      <RecordList query={bookings} noun="call bookings" empty="No calls booked.">
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((booking) => (
              <li key={booking.id} className="rounded-md bg-muted/50 p-3 text-sm">
                <p className="font-semibold">
                  <time dateTime={booking.slot_start}>{formatSlot(booking.slot_start, booking.time_zone)}</time>
                  <span className={cn('ml-2 text-xs font-semibold', booking.status === 'cancelled' ? 'text-destructive' : 'text-success')}>{bookingStatusLabel(booking.status)}</span>
                  {booking.attendance ? <span className="ml-2 text-xs font-semibold">{attendanceLabels[booking.attendance]}</span> : null}
                </p>
                <dl className="mt-1 grid gap-1">
                  <Pair label="Phone">
                    <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`} className="text-primary underline-offset-4 hover:underline">
                      {booking.phone}
                    </a>
                  </Pair>
                  <Pair label="Biggest question">{booking.biggest_question ?? '—'}</Pair>
                  {booking.status === 'cancelled' && booking.cancelled_by ? (
                    <Pair label="Cancellation">{cancellationNote(booking.cancelled_by, booking.cancel_reason)}</Pair>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </RecordList>
    </DetailSection>
  );
}

export function LeadAgreementsSection({ leadId }: { leadId: string }) {
  const acceptances = useLeadAcceptances(leadId);
  return (
    <DetailSection title="Agreements">
      <RecordList query={acceptances} noun="agreements" empty="No agreement accepted.">
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((acceptance) => (
              <li key={acceptance.id} className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm">
                <p className="font-semibold">{acceptance.package_name}</p>
                <dl className="grid gap-1">
                  <Pair label="Monthly investment">{formatUsd(Number(acceptance.monthly_investment))}</Pair>
                  <Pair label="Setup fee">{formatUsd(Number(acceptance.setup_fee))}</Pair>
                  <Pair label={acceptanceQuoteCopy.heading}>
                    <QuoteMarker quoteId={acceptance.quote_id} />
                  </Pair>
                  <Pair label="Agreement date">{formatCalendarDate(acceptance.agreement_date)}</Pair>
                  <Pair label="Accepted at">
                    <time dateTime={acceptance.accepted_at}>{formatDateTime(acceptance.accepted_at)}</time>
                  </Pair>
                  <Pair label="Signer">
                    {acceptance.signer_name} ({acceptance.signer_email})
                  </Pair>
                  <Pair label="Terms fingerprint">
                    <Fingerprint value={acceptance.terms_fingerprint} />
                  </Pair>
                </dl>
                <div>
                  <TermsDialog acceptance={acceptance} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </RecordList>
    </DetailSection>
  );
}

const toneStyles: Record<DeliveryTone, string> = {
  sent: 'text-success',
  pending: 'text-amber-900',
  failed: 'text-destructive',
  held: 'text-foreground',
};

export function LeadEmailsSection({ leadId }: { leadId: string }) {
  const emails = useLeadEmails(leadId);
  return (
    <DetailSection title="E-mails">
      <RecordList query={emails} noun="e-mails" empty="No e-mails for this lead.">
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((message) => {
              const delivery = describeDelivery(message);
              return (
                <li key={message.id} className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
                  <p className="font-semibold break-words">{message.subject}</p>
                  <dl className="grid gap-1">
                    <Pair label="To">{recipientLabel(message.to_address)}</Pair>
                    <Pair label="Kind">{message.kind}</Pair>
                    <Pair label="Queued">
                      <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                    </Pair>
                    <Pair label="Delivery">
                      <span className={cn('font-medium', toneStyles[delivery.tone])}>{delivery.text}</span>
                    </Pair>
                    <Pair label="ID">
                      <code className="text-xs break-all">{message.id}</code>
                    </Pair>
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </RecordList>
    </DetailSection>
  );
}
