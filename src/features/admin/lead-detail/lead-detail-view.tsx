import { useId } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import type { Lead } from '../api/types';
import { backTarget } from '../components/lead-link';
import { EmptyState, LoadError, Loading } from '../components/query-status';
import { StatusBadge } from '../components/status-badge';
import { leadTitle } from '../format';
import { describeAttribution, describeDetails } from './describe-record';
import { describeQuizAnswers } from './describe-quiz-answers';
import { DetailSection, FieldList } from './detail-section';
import { LeadHeader } from './lead-header';
import { LeadQuotesSection } from './lead-quotes';
import { LeadAgreementsSection, LeadBookingsSection, LeadEmailsSection } from './lead-records';
import { ActivitySection, NotesSection, PersonHistorySection } from './lead-timeline';
import { useLead } from './use-lead';

/** `/admin?lead=<id>`: everything captured about one lead, and the place to work it. */
export function LeadDetailView({ id }: { id: string }) {
  const headingId = useId();
  const lead = useLead(id);
  const back = backTarget(useLocation().state);
  const backLink = (
    <Link to={back.href} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
    </Link>
  );

  // The h2 stays one element through loading and loaded, so the focus the shell gives it is kept.
  const title = lead.data ? leadTitle(lead.data) : lead.data === null ? 'Lead not found' : 'Lead';
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>{backLink}</div>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} tabIndex={-1} className="min-w-0 text-2xl font-bold [overflow-wrap:anywhere] outline-none">
          {title}
        </h2>
        {lead.data ? <StatusBadge status={lead.data.status} /> : null}
      </div>
      {lead.isPending ? (
        <Loading label="Loading lead…" />
      ) : lead.isError ? (
        <LoadError message="Could not load this lead" onRetry={() => void lead.refetch()} />
      ) : lead.data === null ? (
        <EmptyState title="Lead not found">
          It may have been removed, or the address is mistyped.{' '}
          <Link to={back.href} className="font-medium text-primary underline-offset-4 hover:underline">
            {back.label}
          </Link>
        </EmptyState>
      ) : (
        <LeadDetail lead={lead.data} />
      )}
    </section>
  );
}

function LeadDetail({ lead }: { lead: Lead }) {
  const quizAnswers = describeQuizAnswers(lead.user_type, lead.quiz_answers);
  return (
    <>
      <LeadHeader lead={lead} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid min-w-0 gap-4">
          {lead.quiz_answers !== null ? (
            <DetailSection title="Quiz answers">
              {quizAnswers.length === 0 ? (
                <p className="text-sm text-muted-foreground">No answers recorded.</p>
              ) : (
                <dl className="grid gap-3 text-sm">
                  {quizAnswers.map((row) => (
                    <div key={row.key}>
                      <dt className="font-medium text-muted-foreground">{row.question}</dt>
                      <dd className="break-words whitespace-pre-wrap">{row.answer}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </DetailSection>
          ) : null}
          <DetailSection title="Form details">
            <FieldList fields={describeDetails(lead.details)} empty="No further details." />
          </DetailSection>
          <DetailSection title="Attribution">
            <FieldList fields={describeAttribution(lead.attribution)} empty="No campaign or referrer recorded." />
          </DetailSection>
          <LeadBookingsSection leadId={lead.id} />
          <LeadQuotesSection leadId={lead.id} />
          <LeadAgreementsSection leadId={lead.id} />
          <LeadEmailsSection leadId={lead.id} />
        </div>
        <div className="grid min-w-0 gap-4">
          <NotesSection leadId={lead.id} />
          <ActivitySection leadId={lead.id} />
          <PersonHistorySection leadId={lead.id} email={lead.email} />
        </div>
      </div>
    </>
  );
}
