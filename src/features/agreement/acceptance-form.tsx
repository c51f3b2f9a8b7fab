import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { agreementAcceptanceSchema } from '@shared/agreement-acceptance.ts';
import { AGREEMENT_ACCEPTED_TYPE, termsFingerprint } from '@shared/agreement-rules.ts';
import { fieldIssues } from '@shared/validation.ts';
import { FormField } from '@/components/forms/form-field';
import { HumanCheck } from '@/components/forms/human-check';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { EmailInput } from '@/components/forms/email-input';
import { agreementCopy as copy } from '@/content/agreement';
import { useLeadSubmission } from '@/features/lead-capture';
import type { AgreementQuery } from './agreement-query';

/** The fields the signer types, checked before anything is sent. */
const signerSchema = agreementAcceptanceSchema.pick({ name: true, email: true });

interface SignerErrors {
  name?: string | undefined;
  email?: string | undefined;
}

/** What the agreement page shows: what an acceptance is of. */
export interface AgreementShown {
  /** The package and amounts the page shows. */
  query: AgreementQuery;
  /** The agreement date the terms show (YYYY-MM-DD). */
  date: string;
  /** The terms' canonical text as the page shows them (agreementTermsText), whose fingerprint the acceptance carries. */
  termsText: string;
}

export interface AcceptanceFormProps {
  /** Reads what the page shows at the moment of acceptance (the page swaps in its query's values after it is served). */
  readShown: () => AgreementShown;
}

/**
 * The signer's name and e-mail, the consent box, the human check and Accept (docs/product.md#service-agreement).
 * Its code (zod, the backend client, the human check) loads when the visitor comes near it (agreement-section.tsx).
 */
export default function AcceptanceForm({ readShown }: AcceptanceFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<SignerErrors>({});
  // Each acceptance e-mails the address typed, so it needs a person, as the contact forms do.
  const lead = useLeadSubmission('submit-lead', { humanCheck: true });
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const ready = agreed && name.trim() !== '' && email.trim() !== '' && !lead.sending && !accepted;

  async function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const outcome = await lead.send(async (envelope) => {
      const { query, date, termsText } = readShown();
      const fingerprint = await termsFingerprint(termsText);
      const signer = signerSchema.safeParse({ name, email });
      if (!signer.success) return { ok: false, issues: fieldIssues(signer.error) };
      return {
        ok: true,
        request: {
          type: AGREEMENT_ACCEPTED_TYPE,
          package: query.packageName,
          monthlyInvestment: query.monthly,
          setupFee: query.setup,
          ...(query.quoteId ? { quote: query.quoteId } : {}),
          timestamp: new Date().toISOString(),
          agreementDate: date,
          ...signer.data,
          termsFingerprint: fingerprint,
          consentText: copy.consent.text,
          ...envelope,
        },
      };
    });
    if (!outcome) return;
    if (outcome.ok) {
      setErrors({});
      setAccepted(true);
      toast({ title: copy.messages.success, variant: 'success', duration: copy.timing.successNoticeMs });
      redirect.current = setTimeout(() => void navigate(copy.afterAcceptancePath), copy.timing.redirectDelayMs);
      return;
    }
    if (outcome.reason === 'human-check-missing') {
      toast({ title: copy.messages.humanCheckMissing, variant: 'destructive' });
      return;
    }
    if (outcome.reason === 'invalid') {
      const byField = (field: string) => outcome.issues.find((issue) => issue.path === field)?.message;
      setErrors({ name: byField('name'), email: byField('email') });
      if (outcome.refusedBy === 'form') return;
    } else {
      setErrors({});
    }
    toast({ title: copy.messages.failure, variant: 'destructive' });
  }

  const [beforeLink, afterLink] = splitOnce(copy.consent.text, copy.consent.linkText);

  return (
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
            <EmailInput {...field} value={email} onChange={(event) => setEmail(event.target.value)} maxLength={255} />
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
      <HumanCheck onChange={lead.humanCheck.onChange} resetKey={lead.humanCheck.resetKey} />
      <Button type="submit" size="lg" variant="accent" disabled={!ready} aria-busy={lead.sending || undefined} className="w-full sm:w-auto sm:justify-self-start">
        {lead.sending ? copy.accept.busyLabel : copy.accept.label}
      </Button>
      {accepted ? (
        <p role="status" className="font-semibold text-success">
          {copy.messages.success}
        </p>
      ) : null}
    </form>
  );
}

/** The text before and after the first occurrence of `part` (content/agreement.ts promises exactly one). */
function splitOnce(text: string, part: string): [string, string] {
  const at = text.indexOf(part);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + part.length)];
}
