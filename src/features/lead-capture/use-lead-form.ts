import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FieldIssue } from '@shared/field-issue.ts';
import type { LeadFunctionName } from '@shared/submission.ts';
import { toast, type ToastOptions } from '@/components/ui/use-toast';
import { mapIssuesToFields } from './field-issues';
import { useLeadSubmission, type CheckedLeadRequest, type LeadEnvelope, type LeadFailure, type LeadSubmission } from './use-lead-submission';

/** A toast's words (and how long it stays); the hook gives it its variant. */
export type LeadNotice = Omit<ToastOptions, 'variant'>;

export interface LeadFormNotices<Output> {
  /** Sent without the human check, or its token refused: the visitor does it again. */
  humanCheckMissing?: LeadNotice;
  /**
   * Fields need fixing; a function gets the messages, in the form's order. Without it the messages under
   * the fields are the only notice of the browser's check, and a refusal by the server gets `error`.
   */
  invalid?: LeadNotice | ((messages: readonly string[]) => LeadNotice);
  /** The server could not take the lead (network, 409, 429, 503); the form keeps what was typed. */
  error: LeadNotice;
  success: LeadNotice | ((values: Output) => LeadNotice);
}

/** What a lead form shows of its submission (`LeadFormFooter` shows all of it). */
export interface LeadFormState {
  /** Issues about nothing the form shows (the body, the envelope), as one message above the button. */
  formMessage: string | null;
  /** For `<HumanCheck>`, on a form that asks for it. */
  humanCheck: LeadSubmission['humanCheck'] | null;
  sending: boolean;
}

export interface LeadFormOptions<Input extends FieldValues, Output, Field extends Path<Input>> {
  form: UseFormReturn<Input, unknown, Output>;
  functionName: LeadFunctionName;
  /** The form shows `<HumanCheck>` (the hook's `humanCheck`) and sends its token. */
  humanCheck?: boolean;
  /** The form's fields in the order it shows them, named as the request names them: issues land under them, the first takes focus. */
  fields: readonly Field[];
  /** The request for the validated values, with the envelope, checked with the function's schema where the form has one. */
  request: (values: Output, envelope: LeadEnvelope) => CheckedLeadRequest;
  notices: LeadFormNotices<Output>;
  /** After the success notice: what the form shows next. */
  onSent: (values: Output, data: unknown) => void;
  /** A failure the form answers itself (a booking's conflict): true when it did, and `error` is not shown. */
  onFailure?: (failure: LeadFailure, values: Output) => boolean;
}

/**
 * A react-hook-form lead form's submission (docs/conventions.md#forms): `useLeadSubmission`'s send
 * sequence, with the browser's and the server's issues under the fields (focus on the first), the
 * issues about anything else as one form message, and the toasts. The form keeps its fields, its schema
 * and its copy.
 */
export function useLeadForm<Input extends FieldValues, Output, Field extends Path<Input>>({
  form,
  functionName,
  humanCheck = false,
  fields,
  request,
  notices,
  onSent,
  onFailure,
}: LeadFormOptions<Input, Output, Field>) {
  const lead = useLeadSubmission(functionName, { humanCheck });
  const [formMessage, setFormMessage] = useState<string | null>(null);

  function invalidNotice(messages: readonly string[]): LeadNotice | undefined {
    return typeof notices.invalid === 'function' ? notices.invalid(messages) : notices.invalid;
  }

  function showIssues(issues: readonly FieldIssue[], refusedBy: 'form' | 'server') {
    const { fields: byField, others } = mapIssuesToFields(issues, fields);
    const placed = fields.flatMap((field) => {
      const message = byField[field];
      return message === undefined ? [] : [{ field, message }];
    });
    placed.forEach(({ field, message }, index) => form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    setFormMessage(others.length > 0 ? others.join(' ') : null);
    const notice = invalidNotice([...placed.map(({ message }) => message), ...others]) ?? (refusedBy === 'server' ? notices.error : undefined);
    if (notice) toast({ ...notice, variant: 'destructive' });
  }

  /** react-hook-form's own check failed: its messages are under the fields already. */
  function onInvalid() {
    const notice = invalidNotice(fields.flatMap((field) => form.getFieldState(field).error?.message ?? []));
    if (notice) toast({ ...notice, variant: 'destructive' });
  }

  async function onValid(values: Output) {
    setFormMessage(null);
    const outcome = await lead.send((envelope) => request(values, envelope));
    if (!outcome) return;
    if (outcome.ok) {
      toast({ ...(typeof notices.success === 'function' ? notices.success(values) : notices.success), variant: 'success' });
      onSent(values, outcome.data);
    } else if (outcome.reason === 'human-check-missing') {
      toast({ ...(notices.humanCheckMissing ?? notices.error), variant: 'destructive' });
    } else if (outcome.reason === 'invalid') {
      showIssues(outcome.issues, outcome.refusedBy);
    } else if (!onFailure?.(outcome, values)) {
      toast({ ...notices.error, variant: 'destructive' });
    }
  }

  const state: LeadFormState = {
    formMessage,
    humanCheck: humanCheck ? lead.humanCheck : null,
    sending: lead.sending,
  };
  return { ...state, onSubmit: form.handleSubmit(onValid, onInvalid), renewSubmission: lead.renewSubmission };
}
