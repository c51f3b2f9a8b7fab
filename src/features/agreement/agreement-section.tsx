import { useId, useState } from 'react';
import { CheckCircle2, Target } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { agreementDateOf, agreementTermsText, formatAgreementDate, packageScope } from '@shared/agreement.ts';
import { agreementCopy as copy, agreementTerms, type AgreementSection as TermsSection } from '@/content/agreement';
import { whenFirstKey } from '@/lib/loading/first-input';
import { lazySection } from '@/lib/loading/lazy-section';
import { formatUsd } from '@/lib/money';
import { useHydrated } from '@/lib/use-hydrated';
import { parseAgreementQuery, type AgreementQuery } from './agreement-query';

/**
 * The acceptance form below the terms, with zod, the backend client and the human check (Google's
 * reCAPTCHA where configured): it loads when the visitor comes within a viewport of it, or presses in
 * it (lazySection), so that a visitor who reads the agreement downloads none of that. A keyboard
 * visitor's Tab would pass it by before it is near, so their first key loads it too. Its place is
 * held by about its height on a wide screen.
 */
const AcceptanceSection = lazySection(() => import('./acceptance-form'), '28rem', { loadWhen: whenFirstKey });

/**
 * /service-agreement's body (docs/product.md#service-agreement). The prerendered page cannot know the query or
 * today's date, and the terms contain both, so the agreement appears once the page has hydrated.
 */
export default function AgreementPanel() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  if (!hydrated) return <div aria-busy="true" className="min-h-[60rem]" />;
  const query = parseAgreementQuery(searchParams);
  return <AgreementView key={`${query.packageName}|${query.monthly}|${query.setup}`} query={query} />;
}

function AgreementView({ query }: { query: AgreementQuery }) {
  const id = useId();
  // The date the visitor read the terms on: fixed while the page is open, as the fingerprint covers it.
  const [date] = useState(() => agreementDateOf(new Date()));
  const scope = packageScope(query.packageName);
  const sections = agreementTerms({ packageName: query.packageName, monthly: query.monthly, setup: query.setup, date });

  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <section aria-labelledby={`${id}-summary`} className="rounded-lg bg-background p-6 shadow-sm ring-1 ring-border sm:p-8">
        <h2 id={`${id}-summary`} className="text-2xl font-bold text-foreground">
          {copy.summary.heading}
        </h2>
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          <SummaryItem label={copy.summary.package} value={query.packageName} />
          <SummaryItem label={copy.summary.agreementDate} value={formatAgreementDate(date)} />
          <SummaryItem label={copy.summary.monthlyInvestment} value={formatUsd(query.monthly)} suffix={copy.summary.perMonth} />
          <SummaryItem label={copy.summary.setupFee} value={formatUsd(query.setup)} suffix={copy.summary.oneTime} />
        </dl>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-bold text-foreground">{copy.scope.servicesHeading}</h3>
            <ul className="mt-3 grid gap-2">
              {scope.services.map((service) => (
                <li key={service} className="flex gap-2 text-foreground">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  {service}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-bold text-foreground">{copy.scope.kpisHeading}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{copy.scope.kpisIntro}</p>
            <ul className="mt-3 grid gap-2">
              {scope.kpis.map((kpi) => (
                <li key={kpi} className="flex gap-2 text-foreground">
                  <Target aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  {kpi}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section
        id={copy.terms.anchorId}
        aria-labelledby={`${id}-terms`}
        className="scroll-mt-24 rounded-lg bg-background p-6 shadow-sm ring-1 ring-border sm:p-8"
      >
        <h2 id={`${id}-terms`} className="text-2xl font-bold text-foreground">
          {copy.terms.heading}
        </h2>
        <ol className="mt-5 grid gap-6">
          {sections.map((section, index) => (
            <TermsItem key={section.heading} number={index + 1} section={section} />
          ))}
        </ol>
      </section>

      <AcceptanceSection query={query} date={date} termsText={agreementTermsText(sections)} />
    </div>
  );
}

function SummaryItem({ label, value, suffix }: { label: string; value: string; suffix?: string }) {
  return (
    <div className="rounded-lg bg-surface p-4 ring-1 ring-border">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-bold break-words text-foreground">
        {value}
        {suffix ? <span className="ml-1 text-sm font-normal text-muted-foreground">{suffix}</span> : null}
      </dd>
    </div>
  );
}

/** One terms section, numbered as agreementTermsText numbers it ("1. Parties and Services"). */
function TermsItem({ number, section }: { number: number; section: TermsSection }) {
  return (
    <li className="grid gap-2">
      <h3 className="text-lg font-bold text-foreground">{`${number}. ${section.heading}`}</h3>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index} className={paragraph.startsWith('(') ? 'pl-4 text-muted-foreground' : 'text-muted-foreground'}>
          {paragraph}
        </p>
      ))}
    </li>
  );
}
