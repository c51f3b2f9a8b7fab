import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { EmailInput } from '@/components/forms/email-input';

type NameAndEmail = 'name' | 'email';

interface NameAndEmailFieldsProps {
  /** The form's useId(): the fields' ids are `${id}-name` and `${id}-email`. */
  id: string;
  labels: Record<NameAndEmail, string>;
  name: UseFormRegisterReturn<'name'>;
  email: UseFormRegisterReturn<'email'>;
  /** react-hook-form's errors (only these two are read). */
  errors: Partial<Record<NameAndEmail, { message?: string | undefined }>>;
}

/** The required name and e-mail side by side, as both contact-section forms open. */
export function NameAndEmailFields({ id, labels, name, email, errors }: NameAndEmailFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={`${id}-name`} label={labels.name} required error={errors.name?.message}>
        {(control) => <Input {...control} {...name} autoComplete="name" maxLength={100} />}
      </FormField>
      <FormField id={`${id}-email`} label={labels.email} required error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...email} maxLength={100} />}
      </FormField>
    </div>
  );
}
