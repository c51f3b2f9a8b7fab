import { useEffect, useId, useState } from 'react';
import { challengeOptions, standardLeadFormSchema } from '@shared/schemas.ts';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { standardFormCopy as copy } from '@/content/contact';
import { LeadFormFooter } from '@/features/lead-capture/form';
import { NameAndEmailFields } from './name-and-email-fields';
import { SelectField } from './option-select';
import { ThankYouPanel } from './thank-you-panel';
import { useContactLeadForm, withHoneypot } from './use-contact-lead-form';

const formSchema = withHoneypot(standardLeadFormSchema);
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
  const [received, setReceived] = useState(false);
  const { form, lead } = useContactLeadForm({
    schema: formSchema,
    defaultValues: { name: '', email: '', phone: '', recommendedService: '', website: '' },
    humanCheck: true,
    fields: fieldOrder,
    request: (values) => ({
      source: 'contact',
      name: values.name,
      email: values.email,
      phone: values.phone,
      challenge: values.challenge,
      ...(values.recommendedService ? { recommendedService: values.recommendedService } : {}),
    }),
    notices: copy.notices,
    onSent: () => setReceived(true),
  });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;

  // The results page reads its plan from the query string after hydration, so the prop can arrive late.
  useEffect(() => {
    setValue('recommendedService', recommendedService ?? '');
  }, [recommendedService, setValue]);

  if (received) return <ThankYouPanel />;

  return (
    <form noValidate onSubmit={lead.onSubmit} className="grid gap-5">
      <NameAndEmailFields id={id} labels={copy.labels} name={register('name')} email={register('email')} errors={errors} />
      <FormField id={`${id}-phone`} label={copy.labels.phone} required error={errors.phone?.message}>
        {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" maxLength={20} />}
      </FormField>
      <SelectField
        control={control}
        name="challenge"
        id={`${id}-challenge`}
        label={copy.labels.goals}
        required
        error={errors.challenge?.message}
        options={challengeSelectOptions}
        placeholder={copy.goalsPlaceholder}
      />
      <input type="hidden" {...register('recommendedService')} />
      <LeadFormFooter lead={lead} honeypot={register('website')} labels={copy} disabled={!lead.humanCheck?.token} buttonClassName="w-full" />
    </form>
  );
}
