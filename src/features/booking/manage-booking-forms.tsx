/** /manage-booking's two change forms, loaded when the visitor reaches for one (manage-booking-section.tsx). */
import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { bookingMessages } from '@shared/booking/calendar.ts';
import type { ManagedBooking } from '@shared/function-answers.ts';
import type { FieldIssue } from '@shared/field-issue.ts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { manageBookingCopy as copy } from '@/content/manage-booking';
import type { FunctionResult } from '@/lib/call-function';
import { CancelReasonField, useCancelForm, type CancelValues } from './cancel-reason';
import { SlotFields } from './slot-fields';
import { useBookingChange } from './use-managed-booking';
import { useMoveForm, type MoveValues } from './use-move-form';

export interface ChangeFormProps {
  token: string;
  booking: ManagedBooking;
  /** A change made or refused came back with the booking, which the page now shows: what to say above it. */
  onDone: (text: string, tone: 'status' | 'alert') => void;
  onBack: () => void;
}

interface ChangeFormFrameProps {
  copy: { heading: string; submit: string; sending: string; back: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitVariant: 'accent' | 'destructive';
  onBack: () => void;
  children: (id: string) => ReactNode;
}

/**
 * A change form's heading, fields and two buttons (do it, or go back). The heading takes focus when the
 * form opens, so a keyboard or screen-reader user lands in it.
 */
function ChangeFormFrame({ copy: words, onSubmit, isSubmitting, submitVariant, onBack, children }: ChangeFormFrameProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="grid w-full gap-5 border-t border-border pt-5 text-left">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-bold text-foreground">
        {words.heading}
      </h3>
      {children(id)}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" variant={submitVariant} disabled={isSubmitting}>
          {isSubmitting ? words.sending : words.submit}
        </Button>
        <Button type="button" size="lg" variant="ghost" onClick={onBack}>
          {words.back}
        </Button>
      </div>
    </form>
  );
}

/**
 * What every change does with the server's answer that is not a field problem: a change made or refused
 * comes back with the booking, which the page shows with the server's words; anything else is a toast,
 * and the form keeps what the visitor chose.
 */
function settle(result: FunctionResult<'manage-booking'>, onDone: ChangeFormProps['onDone']): FieldIssue[] {
  if (result.ok) {
    const message = 'message' in result.data ? result.data.message : '';
    toast({ title: message, variant: 'success' });
    onDone(message, 'status');
    return [];
  }
  if (result.reason === 'failed' && result.data) {
    onDone(result.message, 'alert');
    return [];
  }
  if ((result.reason === 'invalid' || result.status === 409) && result.issues?.length) return result.issues;
  toast({ title: result.message || bookingMessages.failure, variant: 'destructive' });
  return [];
}

export function MoveForm({ hydrated, token, booking, onDone, onBack }: ChangeFormProps & { hydrated: boolean }) {
  const { form, taken, availability, showIssues } = useMoveForm();
  const { mutateAsync: change } = useBookingChange(token);

  async function send(values: MoveValues) {
    const result = await change({ action: 'move', expectedSequence: booking.sequence, ...values });
    showIssues(values, settle(result, onDone));
  }

  return (
    <ChangeFormFrame copy={copy.move} onSubmit={form.handleSubmit(send)} isSubmitting={form.formState.isSubmitting} submitVariant="accent" onBack={onBack}>
      {(id) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <SlotFields id={id} form={form} hydrated={hydrated} taken={taken} availability={availability} />
        </div>
      )}
    </ChangeFormFrame>
  );
}

export function CancelForm({ token, booking, onDone, onBack }: ChangeFormProps) {
  const { form, showIssues } = useCancelForm();
  const { mutateAsync: change } = useBookingChange(token);

  async function send(values: CancelValues) {
    const result = await change({ action: 'cancel', expectedSequence: booking.sequence, ...values });
    showIssues(settle(result, onDone));
  }

  return (
    <ChangeFormFrame copy={copy.cancel} onSubmit={form.handleSubmit(send)} isSubmitting={form.formState.isSubmitting} submitVariant="destructive" onBack={onBack}>
      {(id) => (
        <>
          <p className="text-muted-foreground">{copy.cancel.body}</p>
          <CancelReasonField id={`${id}-reason`} form={form} label={copy.cancel.reasonLabel} placeholder={copy.cancel.reasonPlaceholder} />
        </>
      )}
    </ChangeFormFrame>
  );
}
