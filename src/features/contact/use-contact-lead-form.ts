import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { z } from 'zod';
import type { SendContactEmailRequest, SubmissionMeta } from '@shared/submission.ts';
import { useLeadForm, type LeadFormOptions } from '@/features/lead-capture/form';
import { validateContactLead } from '@/features/lead-capture/contact-lead';

/** The honeypot `LeadFormFooter` draws: named `website` because bots fill in fields with that name. */
type Honeypot = { website?: string | undefined };

/** A contact form's shared schema with the honeypot field, which people leave empty. */
export function withHoneypot<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ website: z.string().optional() });
}

/** What one contact form sends of its own: its fields and its source, without the envelope and the honeypot. */
type ContactLeadAnswers = SendContactEmailRequest extends infer Request ? (Request extends unknown ? Omit<Request, keyof SubmissionMeta> : never) : never;

interface ContactLeadFormOptions<Input extends FieldValues & Honeypot, Output extends Honeypot, Field extends Path<Input>>
  extends Omit<LeadFormOptions<Input, Output, Field>, 'form' | 'functionName' | 'request'> {
  /** The form's schema, `withHoneypot` around the shared one. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** The request's own part for the validated answers; the envelope and the honeypot are added, and the whole is checked. */
  request: (answers: Omit<Output, 'website'>) => ContactLeadAnswers;
}

/**
 * A contact form's react-hook-form form and its `useLeadForm` to send-contact-email
 * (docs/conventions.md#changing-a-form): the schema's resolver, the honeypot sent as it was typed,
 * and the request checked with the function's schema. The form keeps its fields, its copy and its notices.
 */
export function useContactLeadForm<Input extends FieldValues & Honeypot, Output extends Honeypot, Field extends Path<Input>>({
  schema,
  defaultValues,
  request,
  ...options
}: ContactLeadFormOptions<Input, Output, Field>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver<Input, unknown, Output>(schema), defaultValues });
  const lead = useLeadForm({
    ...options,
    form,
    functionName: 'send-contact-email',
    request: ({ website, ...answers }, envelope) => validateContactLead({ ...request(answers), ...envelope, website: website ?? '' }),
  });
  return { form, lead };
}
