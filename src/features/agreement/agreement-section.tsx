import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, Target } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AGREEMENT_ACCEPTED_TYPE,
  agreementAcceptanceSchema,
  agreementDateOf,
  agreementTermsText,
  formatAgreementDate,
  packageScope,
  termsFingerprint,
} from '@shared/agreement.ts';
import { FormField } from '@/components/forms/form-field';
import { HumanCheck } from '@/components/forms/human-check';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { agreementCopy as copy, agreementTerms, type AgreementSection as TermsSection } from '@/content/agreement';
import { formatUsd } from '@/lib/money';
import { submitLead } from '@/lib/submit-lead';
import { useHumanCheckToken } from '@/lib/use-human-check-token';
import { useSubmissionId } from '@/lib/use-submission-id';
import { parseAgreementQuery, type AgreementQuery } from './agreement-query';
import { useHydrated } from '@/lib/use-hydrated';

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

const shape = agreementAcceptanceSchema.shape;

interface SignerErrors {
  name?: string | undefined;
  email?: string | undefined;
}

function AgreementView({ query }: { query: AgreementQuery }) {
  const id = useId();
  const navigate = useNavigate();
  // The date the visitor read the terms on: fixed while the page is open, as the fingerprint covers it.
  const [date] = useState(() => agreementDateOf(new Date()));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<SignerErrors>({});
  const submission = useSubmissionId();
  // Each acceptance e-mails the address typed, so it needs a person, as the contact forms do.
  const humanCheck = useHumanCheckToken();
  // A second click before React re-renders the disabled button must not send a second acceptance.
  const sending = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const scope = packageScope(query.packageName);
  const sections = agreementTerms({ packageName: query.packageName, monthly: query.monthly, setup: query.setup, date });
  const ready = agreed && name.trim() !== '' && email.trim() !== '' && !busy && !accepted;

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || sending.current) return;
    if (!humanCheck.token) {
      toast({ title: copy.messages.humanCheckMissing, variant: 'destructive' });
      return;
    }
    const checkedName = shape.name.safeParse(name);
    const checkedEmail = shape.email.safeParse(email);
    if (!checkedName.success || !checkedEmail.success) {
      setErrors({ name: checkedName.error?.issues[0]?.message, email: checkedEmail.error?.issues[0]?.message });
      return;
    }
    setErrors({});
    sending.current = true;
    setBusy(true);
    const result = await submitLead('submit-lead', {
      type: AGREEMENT_ACCEPTED_TYPE,
      package: query.packageName,
      monthlyInvestment: query.monthly,
      setupFee: query.setup,
      timestamp: new Date().toISOString(),
      agreementDate: date,
      name: checkedName.data,
      email: checkedEmail.data,
      termsFingerprint: await termsFingerprint(agreementTermsText(sections)),
      consentText: copy.consent.text,
      clientSubmissionId: submission.current(),
      formElapsedMs: submission.elapsedMs(),
      humanCheckToken: humanCheck.token,
    });
    sending.current = false;
    setBusy(false);
    if (result.ok) {
      setAccepted(true);
      toast({ title: copy.messages.success, variant: 'success', duration: copy.timing.successNoticeMs });
      redirect.current = setTimeout(() => void navigate(copy.afterAcceptancePath), copy.timing.redirectDelayMs);
      return;
    }
    // The token is spent whatever the answer: the visitor confirms again before another attempt.
    humanCheck.reset();
    if (result.reason === 'invalid') {
      const byField = (field: string) => result.issues.find((issue) => issue.path === field)?.message;
      setErrors({ name: byField('name'), email: byField('email') });
      if (byField('humanCheckToken')) {
        toast({ title: copy.messages.humanCheckMissing, variant: 'destructive' });
        return;
      }
    }
    toast({ title: copy.messages.failure, variant: 'destructive' });
  }

  const [beforeLink, afterLink] = splitOnce(copy.consent.text, copy.consent.linkText);

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

      <form noValidate onSubmit={(event) => void accept(event)} aria-labelledby={`${id}-sign`} className="grid gap-5 rounded-lg bg-background p-6 shadow-sm ring-1 ring-border sm:p-8">
        <h2 id={`${id}-sign`} className="text-2xl font-bold text-foreground">
          {copy.signer.heading}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${id}-name`} label={copy.signer.nameLabel} required hint={copy.signer.nameHint} error={errors.name}>
            {(field) => (
              <Input {...field} value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" maxLength={100} />
            )}
          </FormField>
          <FormField id={`${id}-email`} label={copy.signer.emailLabel} required hint={copy.signer.emailHint} error={errors.email}>
            {(field) => (
              <Input {...field} value={email} onChange={(event) => setEmail(event.target.value)} type="email" autoComplete="email" maxLength={255} />
            )}
          </FormField>
        </div>
        <div className="flex gap-3 rounded-lg bg-surface p-4 ring-1 ring-border">
          <Checkbox id={`${id}-agree`} checked={agreed} onChange={(event) => setAgreed(event.target.checked)} className="mt-0.5" />
          <label htmlFor={`${id}-agree`} className="text-sm leading-relaxed text-foreground">
            {beforeLink}
            <a href={copy.consent.linkHref} className="font-semibold text-primary underline underline-offset-2">
              {copy.consent.linkText}
            </a>
            {afterLink}
          </label>
        </div>
        <HumanCheck onChange={humanCheck.onChange} resetKey={humanCheck.resetKey} />
        <Button type="submit" size="lg" variant="accent" disabled={!ready} aria-busy={busy || undefined} className="w-full sm:w-auto sm:justify-self-start">
          {busy ? copy.accept.busyLabel : copy.accept.label}
        </Button>
        {accepted ? (
          <p role="status" className="font-semibold text-success">
            {copy.messages.success}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/** The text before and after the first occurrence of `part` (content/agreement.ts promises exactly one). */
function splitOnce(text: string, part: string): [string, string] {
  const at = text.indexOf(part);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + part.length)];
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
