import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import type { FieldIssue } from '@shared/field-issue.ts';
import { consultationFormSchema } from '@shared/schemas.ts';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { consultationFormCopy as copy } from '@/content/contact';
import { submitLead } from '@/lib/submit-lead';
import { mapIssuesToFields, validateContactLead } from './lead-request';
import { useSubmissionId } from './use-submission';

const formSchema = consultationFormSchema.extend({ website: z.string().optional() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The form's fields, in the order it shows them; the request sends each under the same name. */
const fieldOrder = ['name', 'email', 'phone', 'company', 'message'] as const;

const emptyForm: FormInput = { name: '', email: '', phone: '', company: '', message: '', website: '' };

/** The consultation's success notice shows for 2 seconds. */
export const CONSULTATION_TOAST_MS = 2000;

function showValidationError(messages: readonly string[]) {
  toast({ ...copy.notices.validation, description: messages.join(', '), variant: 'destructive' });
}

export interface ConsultationFormProps {
  /** The service page's title, sent with the request so the team knows what it is about. */
  serviceTitle: string;
}

/** The service page's consultation request (docs/product.md#consultation-form): name, email, phone, company and message. */
export default function ConsultationForm({ serviceTitle }: ConsultationFormProps) {
  const id = useId();
  const submission = useSubmissionId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: emptyForm,
  });

  function showIssues(issues: readonly FieldIssue[]) {
    const { fields, others } = mapIssuesToFields(issues, fieldOrder);
    const withIssues = fieldOrder.filter((field) => fields[field] !== undefined);
    withIssues.forEach((field, index) => {
      setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 });
    });
    showValidationError([...withIssues.map((field) => fields[field] ?? ''), ...others]);
  }

  function onInvalid(invalid: FieldErrors<FormInput>) {
    showValidationError(fieldOrder.flatMap((field) => invalid[field]?.message ?? []));
  }

  async function send(form: FormOutput) {
    const { website, ...answers } = form;
    // An optional field left blank is not sent: the lead stores null, never a stand-in.
    const checked = validateContactLead({
      source: 'consultation',
      name: answers.name,
      email: answers.email,
      phone: answers.phone,
      ...(answers.company ? { company: answers.company } : {}),
      ...(answers.message ? { message: answers.message } : {}),
      service: serviceTitle,
      clientSubmissionId: submission.current(),
      formElapsedMs: submission.elapsedMs(),
      website: website ?? '',
    });
    if (!checked.ok) {
      showIssues(checked.issues);
      return;
    }
    const result = await submitLead('send-contact-email', checked.request);
    if (result.ok) {
      submission.renew();
      toast({ ...copy.notices.success, duration: CONSULTATION_TOAST_MS, variant: 'success' });
      reset(emptyForm);
      return;
    }
    if (result.reason === 'invalid') {
      showIssues(result.issues);
      return;
    }
    // The failed call is logged to the console as well as shown.
    console.error('Consultation request failed:', result.message);
    toast({ ...copy.notices.error, variant: 'destructive' });
  }

  return (
    <form noValidate onSubmit={handleSubmit(send, onInvalid)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={copy.labels.name} required error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField id={`${id}-email`} label={copy.labels.email} required error={errors.email?.message}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" maxLength={255} />}
        </FormField>
        <FormField id={`${id}-phone`} label={copy.labels.phone} required error={errors.phone?.message}>
          {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="tel" maxLength={20} />}
        </FormField>
        <FormField id={`${id}-company`} label={copy.labels.company} error={errors.company?.message}>
          {(control) => <Input {...control} {...register('company')} autoComplete="organization" maxLength={100} />}
        </FormField>
      </div>
      <FormField id={`${id}-message`} label={copy.labels.message} error={errors.message?.message}>
        {(control) => (
          <Textarea {...control} {...register('message')} rows={4} maxLength={1000} placeholder={copy.messagePlaceholder} />
        )}
      </FormField>
      <HoneypotField {...register('website')} />
      <Button type="submit" size="lg" variant="accent" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
