import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CheckCircle2, Target, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { agreementDateOf, agreementTermsText, formatAgreementDate, packageScope, type AgreementSection as TermsSection } from '@shared/agreement-rules.ts';
import { agreementCopy as copy, agreementTerms } from '@/content/agreement';
import { island } from '@/lib/loading/island';
import { formatUsd } from '@/lib/money';
import { useHydrated } from '@/lib/use-hydrated';
import type { AgreementShown } from './acceptance-form';
import { parseAgreementQuery, type AgreementQuery } from './agreement-query';

/**
 * The acceptance form below the terms, with zod, the backend client and the human check (Google's
 * reCAPTCHA where configured): served with the page, its code loads when the visitor comes to it (an
 * island), so that a visitor who reads the agreement downloads none of that. Its place is held by about
 * its height on a wide screen when the browser draws it afresh.
 */
const AcceptanceSection = island(() => import('./acceptance-form'), { minHeight: '28rem' });

/** The reading the page is served with: no query, so the documented defaults (the Custom Package, $0 and $0). */
const servedQuery = parseAgreementQuery('');

/** Marks the summary's `<time>`, which carries the date the served terms were written with. */
const servedDateAttribute = 'data-agreement-date';

/**
 * The date the served terms show. The prerenderer writes the day of the build; the hydrating browser
 * reads that day back from the served summary, so that its first render is the served HTML exactly.
 * Rendered afresh in the browser (a client-side navigation), it is today.
 */
function servedDate(): string {
  const served = typeof document === 'undefined' ? null : document.querySelector(`time[${servedDateAttribute}]`)?.getAttribute('datetime');
  return served ?? agreementDateOf(new Date());
}

/**
 * /service-agreement's body (docs/product.md#service-agreement). The page is served with its default
 * reading; once it runs, the package and amounts the address's query names and today's date take
 * their place in the same markup.
 */
export default function AgreementPanel() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [served] = useState(servedDate);
  // The date the visitor read the terms on: fixed while the page is open, as the fingerprint covers it.
  const [today] = useState(() => agreementDateOf(new Date()));
  return hydrated ? <AgreementView query={parseAgreementQuery(searchParams)} date={today} /> : <AgreementView query={servedQuery} date={served} />;
}

function AgreementView({ query, date }: { query: AgreementQuery; date: string }) {
  const id = useId();
  const scope = packageScope(query.packageName);
  const sections = agreementTerms({ packageName: query.packageName, monthly: query.monthly, setup: query.setup, date });
  const termsText = agreementTermsText(sections);

  // The acceptance form asks for what the page shows when it is sent, rather than taking it as props:
  // new props would reach its island before it hydrates, and React would draw its served form afresh.
  const shown = useRef<AgreementShown>({ query, date, termsText });
  useEffect(() => {
    shown.current = { query, date, termsText };
  }, [query, date, termsText]);
  const readShown = useCallback(() => shown.current, []);

  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <section aria-labelledby={`${id}-summary`} className="rounded-lg bg-background p-6 shadow-sm ring-1 ring-border sm:p-8">
        <h2 id={`${id}-summary`} className="text-2xl font-bold text-foreground">
          {copy.summary.heading}
        </h2>
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          <SummaryItem label={copy.summary.package} value={query.packageName} />
          <SummaryItem
            label={copy.summary.agreementDate}
            value={
              <time dateTime={date} {...{ [servedDateAttribute]: '' }}>
                {formatAgreementDate(date)}
              </time>
            }
          />
          <SummaryItem label={copy.summary.monthlyInvestment} value={formatUsd(query.monthly)} suffix={copy.summary.perMonth} />
          <SummaryItem label={copy.summary.setupFee} value={formatUsd(query.setup)} suffix={copy.summary.oneTime} />
        </dl>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <ScopeList heading={copy.scope.servicesHeading} items={scope.services} icon={CheckCircle2} iconColour="text-success" />
          <ScopeList heading={copy.scope.kpisHeading} intro={copy.scope.kpisIntro} items={scope.kpis} icon={Target} iconColour="text-primary" />
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

      <AcceptanceSection readShown={readShown} />
    </div>
  );
}

function SummaryItem({ label, value, suffix }: { label: string; value: ReactNode; suffix?: string }) {
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

/** One list of the package's scope (its services, its KPIs): a heading, an optional line under it, and a marked item per entry. */
function ScopeList({ heading, intro, items, icon: Icon, iconColour }: { heading: string; intro?: string; items: readonly string[]; icon: LucideIcon; iconColour: string }) {
  return (
    <div>
      <h3 className="text-lg font-bold text-foreground">{heading}</h3>
      {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-foreground">
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconColour}`} />
            {item}
          </li>
        ))}
      </ul>
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
