import { type Ref } from 'react';
import { CalendarCheck, FileSignature, MailCheck, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { onboardingCopy } from '@/content/onboarding';
import { type OnboardingPackage } from '@/content/packages';
import { formatCentsRange } from '@/lib/money';
import { agreementLink } from './package-agreement-link';

interface RecommendationViewProps {
  pkg: OnboardingPackage;
  email: string;
  headingLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The wizard's end: the recommended package, its terms, and the two next steps. */
export function RecommendationView({ pkg, email, headingLevel, headingRef }: RecommendationViewProps) {
  const copy = onboardingCopy.recommendation;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const terms = [
    [copy.setupFee, formatCentsRange(pkg.setupFee)],
    [copy.monthlyRetainer, `${formatCentsRange(pkg.monthlyRetainer)}${copy.perMonth}`],
    [copy.contractTerm, pkg.contractTerm],
  ] as const;
  return (
    <div data-slot="onboarding-recommendation" className="grid gap-6">
      <div>
        <Heading ref={headingRef} tabIndex={-1} className="scroll-mt-12 text-foreground">
          <span className="block text-sm font-bold tracking-wide text-accent uppercase">{copy.eyebrow}</span>{' '}
          <span className="mt-1 block text-3xl font-extrabold tracking-tight sm:text-4xl">{pkg.name}</span>
        </Heading>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">{pkg.ideal}</p>
      </div>

      <dl className="grid gap-3 sm:grid-cols-3">
        {terms.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-surface p-4 ring-1 ring-border">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-lg font-bold text-foreground">{value}</dd>
          </div>
        ))}
        <div className="flex gap-3 rounded-lg bg-surface p-4 ring-1 ring-border sm:col-span-3">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          <div>
            <dt className="text-sm text-muted-foreground">{copy.guarantee}</dt>
            <dd className="mt-1 font-semibold text-foreground first-letter:uppercase">{pkg.guarantee}</dd>
          </div>
        </div>
      </dl>

      <p className="flex gap-3 rounded-lg bg-primary-soft p-4 text-foreground">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          {copy.confirmationBefore} <strong className="break-all">{email}</strong>
          {copy.confirmationAfter}
        </span>
      </p>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={agreementLink(pkg)} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          <FileSignature aria-hidden="true" className="size-5" />
          {copy.viewAgreement}
        </Link>
        <Link to={copy.callBookingPath} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <CalendarCheck aria-hidden="true" className="size-5" />
          {copy.bookCall}
        </Link>
      </div>
    </div>
  );
}
