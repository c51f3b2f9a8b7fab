import type { UseFormRegisterReturn } from 'react-hook-form';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { HumanCheck } from '@/components/forms/human-check';
import { Button } from '@/components/ui/button';
import type { LeadFormState } from './use-lead-form';

interface LeadFormFooterProps {
  /** The form's `useLeadForm`. */
  lead: LeadFormState;
  /** The honeypot's registration (`register('website')`). */
  honeypot: UseFormRegisterReturn;
  /** The button's words, and its words while the lead is on its way ("Sending..."). */
  labels: { submit: string; sending: string };
  /** Keeps the button disabled besides while sending (until the human check is done, say). */
  disabled?: boolean;
  buttonClassName: string;
}

/** What ends every react-hook-form lead form: the honeypot, the human check, the form message and the submit button. */
export function LeadFormFooter({ lead, honeypot, labels, disabled = false, buttonClassName }: LeadFormFooterProps) {
  return (
    <>
      <HoneypotField {...honeypot} />
      {lead.humanCheck ? <HumanCheck onChange={lead.humanCheck.onChange} resetKey={lead.humanCheck.resetKey} /> : null}
      {lead.formMessage ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {lead.formMessage}
        </p>
      ) : null}
      <Button type="submit" size="lg" variant="accent" disabled={lead.sending || disabled} className={buttonClassName}>
        {lead.sending ? labels.sending : labels.submit}
      </Button>
    </>
  );
}
