import type { UseFormRegisterReturn } from 'react-hook-form';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { HumanCheck } from '@/components/forms/human-check';
import { Button } from '@/components/ui/button';
import type { LeadSubmission } from './use-lead-submission';

interface LeadFormFooterProps {
  /** The honeypot's registration (`register('website')`). */
  honeypot: UseFormRegisterReturn;
  /** `useLeadForm`'s human check, on forms that ask for one. */
  humanCheck?: LeadSubmission['humanCheck'] | undefined;
  /** `useLeadForm`'s form message: issues about nothing the form shows. */
  message: string | null;
  submitLabel: string;
  /** The button's words while the lead is on its way ("Sending..."). */
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
  buttonClassName: string;
}

/** What ends every react-hook-form lead form: the honeypot, the human check, the form message and the submit button. */
export function LeadFormFooter({ honeypot, humanCheck, message, submitLabel, busyLabel, busy, disabled, buttonClassName }: LeadFormFooterProps) {
  return (
    <>
      <HoneypotField {...honeypot} />
      {humanCheck ? <HumanCheck onChange={humanCheck.onChange} resetKey={humanCheck.resetKey} /> : null}
      {message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      <Button type="submit" size="lg" variant="accent" disabled={disabled} className={buttonClassName}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
