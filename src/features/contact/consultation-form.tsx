import { useId } from 'react';
import type { z } from 'zod';
import { consultationFormSchema } from '@shared/schemas.ts';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { EmailInput } from '@/components/forms/email-input';
import { consultationFormCopy as copy } from '@/content/contact';
import { LeadFormFooter } from '@/features/lead-capture/form';
import { useContactLeadForm, withHoneypot } from './use-contact-lead-form';

const formSchema = withHoneypot(consultationFormSchema);
type FormInput = z.input<typeof formSchema>;

/** The form's fields, in the order it shows them; the request sends each under the same name. */
const fieldOrder = ['name', 'email', 'phone', 'company', 'message'] as const;

const emptyForm: FormInput = { name: '', email: '', phone: '', company: '', message: '', website: '' };

/** The consultation's success notice shows for 2 seconds. */
export const CONSULTATION_TOAST_MS = 2000;

export interface ConsultationFormProps {
  /** The service page's title, sent with the request so the team knows what it is about. */
  serviceTitle: string;
}

/** The service page's consultation request (docs/product.md#consultation-form): name, email, phone, company and message. */
export default function ConsultationForm({ serviceTitle }: ConsultationFormProps) {
  const id = useId();
  const { form, lead } = useContactLeadForm({
    schema: formSchema,
    defaultValues: emptyForm,
    fields: fieldOrder,
    // An optional field left blank is not sent: the lead stores null, never a stand-in.
    request: ({ company, message, ...answers }) => ({
      source: 'consultation',
      name: answers.name,
      email: answers.email,
      phone: answers.phone,
      ...(company ? { company } : {}),
      ...(message ? { message } : {}),
      service: serviceTitle,
    }),
    notices: {
      invalid: (messages) => ({ ...copy.notices.validation, description: messages.join(', ') }),
      error: copy.notices.error,
      success: { ...copy.notices.success, duration: CONSULTATION_TOAST_MS },
    },
    onSent: () => form.reset(emptyForm),
    onFailure: (failure) => {
      // The failed call is logged to the console as well as shown.
      console.error('Consultation request failed:', failure.message);
      return false;
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={lead.onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={copy.labels.name} required error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField id={`${id}-email`} label={copy.labels.email} required error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...register('email')} maxLength={255} />}
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
      <LeadFormFooter lead={lead} honeypot={register('website')} labels={copy} buttonClassName="w-full sm:w-auto sm:justify-self-start" />
    </form>
  );
}
