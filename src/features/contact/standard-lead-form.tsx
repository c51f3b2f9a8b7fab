import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { FieldIssue } from '@shared/field-issue.ts';
import { challengeOptions, standardLeadFormSchema } from '@shared/schemas.ts';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { HumanCheck } from '@/components/forms/human-check';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { standardFormCopy as copy } from '@/content/contact';
import { submitLead } from '@/lib/submit-lead';
import { isDomainVerificationError, mapIssuesToFields, validateContactLead } from './lead-request';
import { OptionSelect } from './option-select';
import { ThankYouPanel } from './thank-you-panel';
import { useHumanCheckToken, useSubmissionId } from './use-submission';

const formSchema = standardLeadFormSchema.extend({ website: z.string().optional() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
/** The form's fields, in the order it shows them; the request sends each under the same name. */
const fieldOrder = ['name', 'email', 'phone', 'challenge'] as const;

const challengeSelectOptions = challengeOptions.map((challenge) => ({ value: challenge, label: challenge }));

interface StandardLeadFormProps {
  /** The pathfinder's recommended plan, sent along in a hidden field. */
  recommendedService?: string | undefined;
}

/** The contact section's Standard Form (docs/product.md#standard-form): send, then thank, then the main site after 2 s. */
export function StandardLeadForm({ recommendedService }: StandardLeadFormProps) {
  const id = useId();
  const humanCheck = useHumanCheckToken();
  const submission = useSubmissionId();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [received, setReceived] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', phone: '', recommendedService: '', website: '' },
  });

  // The results page reads its plan from the query string after hydration, so the prop can arrive late.
  useEffect(() => {
    setValue('recommendedService', recommendedService ?? '');
  }, [recommendedService, setValue]);

  function showIssues(issues: readonly FieldIssue[]) {
    const { fields, others } = mapIssuesToFields(issues, fieldOrder);
    const withIssues = fieldOrder.filter((field) => fields[field] !== undefined);
    withIssues.forEach((field, index) => {
      setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 });
    });
    setFormMessage(others.length > 0 ? others.join(' ') : null);
    toast({ ...copy.notices.invalid, variant: 'destructive' });
  }

  async function send(form: FormOutput) {
    setFormMessage(null);
    if (!humanCheck.token) {
      toast({ ...copy.notices.humanCheckMissing, variant: 'destructive' });
      return;
    }
    const checked = validateContactLead({
      source: 'contact',
      name: form.name,
      email: form.email,
      phone: form.phone,
      challenge: form.challenge,
      ...(form.recommendedService ? { recommendedService: form.recommendedService } : {}),
      clientSubmissionId: submission.current(),
      formElapsedMs: submission.elapsedMs(),
      humanCheckToken: humanCheck.token,
      website: form.website ?? '',
    });
    if (!checked.ok) {
      showIssues(checked.issues);
      return;
    }
    const result = await submitLead('send-contact-email', checked.request);
    if (result.ok || isDomainVerificationError(result.message)) {
      submission.renew();
      toast({ ...(result.ok ? copy.notices.success : copy.notices.domainVerification), variant: 'success' });
      setReceived(true);
      return;
    }
    humanCheck.reset();
    if (result.reason === 'invalid') showIssues(result.issues);
    else toast({ ...copy.notices.error, variant: 'destructive' });
  }

  if (received) return <ThankYouPanel />;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send, () => toast({ ...copy.notices.invalid, variant: 'destructive' }))}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={copy.labels.name} required error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField id={`${id}-email`} label={copy.labels.email} required error={errors.email?.message}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" maxLength={100} />}
        </FormField>
      </div>
      <FormField id={`${id}-phone`} label={copy.labels.phone} required error={errors.phone?.message}>
        {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" maxLength={20} />}
      </FormField>
      <Controller
        control={control}
        name="challenge"
        render={({ field }) => (
          <FormField id={`${id}-challenge`} label={copy.labels.goals} required error={errors.challenge?.message}>
            {(controlProps) => (
              <OptionSelect
                control={controlProps}
                options={challengeSelectOptions}
                placeholder={copy.goalsPlaceholder}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
              />
            )}
          </FormField>
        )}
      />
      <input type="hidden" {...register('recommendedService')} />
      <HoneypotField {...register('website')} />
      <HumanCheck onChange={humanCheck.onChange} resetKey={humanCheck.resetKey} />
      {formMessage ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formMessage}
        </p>
      ) : null}
      <Button type="submit" size="lg" variant="accent" disabled={isSubmitting || !humanCheck.token} className="w-full">
        {isSubmitting ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
