import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { cancelBookingSchema } from '@shared/booking/schema.ts';
import type { FieldIssue } from '@shared/field-issue.ts';
import { FormField } from '@/components/forms/form-field';
import { Textarea } from '@/components/ui/textarea';

type CancelInput = z.input<typeof cancelBookingSchema>;
export type CancelValues = z.output<typeof cancelBookingSchema>;

/**
 * A form that cancels a booked call, with its one field, an optional reason, by the shared schema: the
 * visitor's on /manage-booking and staff's in the dashboard. `showIssues` puts the server's issue on it.
 */
export function useCancelForm() {
  const form = useForm<CancelInput, unknown, CancelValues>({ resolver: zodResolver(cancelBookingSchema), defaultValues: { reason: '' } });
  function showIssues(issues: readonly FieldIssue[]): void {
    for (const issue of issues) {
      if (issue.path === 'reason') form.setError('reason', { type: 'server', message: issue.message }, { shouldFocus: true });
    }
  }
  return { form, showIssues };
}

interface CancelReasonFieldProps {
  id: string;
  form: UseFormReturn<CancelInput, unknown, CancelValues>;
  label: string;
  hint?: string;
  placeholder?: string;
}

export function CancelReasonField({ id, form, label, hint, placeholder }: CancelReasonFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={form.formState.errors.reason?.message}>
      {(field) => <Textarea {...field} {...form.register('reason')} rows={3} maxLength={1000} placeholder={placeholder} />}
    </FormField>
  );
}
