import { useRef, useState, type FormEvent } from 'react';
import { ClipboardCheck, Lock } from 'lucide-react';
import { exitIntentSchema } from '@shared/schemas.ts';
import { EmailInput } from '@/components/forms/email-input';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { exitIntentOffer as copy } from '@/content/guides';
import { useLeadSubmission } from '@/features/lead-capture';
import { rememberOfferClosed } from './exit-intent-memory';
import { IconTile } from '@/components/icon-tile';

interface ExitIntentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The exit-intent offer itself: loaded only when it is about to show. */
export default function ExitIntentDialog({ open, onOpenChange }: ExitIntentDialogProps) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  // The form is timed from when it shows.
  const lead = useLeadSubmission('exit-intent-signup');
  // Radix returns focus to a Dialog's trigger; this dialog opens by itself, so it returns focus to
  // whatever the visitor was on when it appeared.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // No Thanks, the backdrop, Escape or the close button: the offer stays away for seven days.
  function handleOpenChange(next: boolean) {
    if (!next) rememberOfferClosed();
    onOpenChange(next);
  }

  function showError(message: string) {
    setError(message);
    inputRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Submitting an empty value does nothing (docs/product.md#exit-intent-offer).
    if (email.trim() === '') return;
    const parsed = exitIntentSchema.safeParse({ email });
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setError(undefined);
    const outcome = await lead.send((envelope) => ({ ok: true, request: { email: parsed.data.email, ...envelope, website } }));
    if (!outcome) return;
    if (outcome.ok) {
      rememberOfferClosed();
      toast({ title: copy.successTitle, description: copy.successDescription, variant: 'success' });
      onOpenChange(false);
      return;
    }
    const fieldMessage = outcome.reason === 'invalid' ? outcome.issues.find((issue) => issue.path === 'email')?.message : undefined;
    if (fieldMessage) showError(fieldMessage);
    toast({ title: copy.failureTitle, description: copy.failureDescription, variant: 'destructive' });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          if (target?.isConnected && target !== document.body) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader className="items-center px-6 text-center sm:items-start sm:pr-10 sm:pl-0 sm:text-left">
          <IconTile tone="accent" shape="round">
            <ClipboardCheck aria-hidden="true" />
          </IconTile>
          <DialogTitle className="text-2xl font-extrabold">{copy.title}</DialogTitle>
          <DialogDescription className="text-base">{copy.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="relative grid gap-4">
          <FormField id="exit-intent-email" label={copy.emailLabel} error={error}>
            {(control) => (
              <EmailInput
                {...control}
                ref={inputRef}
                placeholder="you@company.com"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <HoneypotField value={website} onChange={(event) => setWebsite(event.target.value)} />
          <div className="grid gap-2">
            <Button type="submit" variant="accent" size="lg" disabled={lead.sending}>
              {lead.sending ? copy.submitting : copy.submit}
            </Button>
            <DialogClose asChild>
              <Button variant="ghost">{copy.decline}</Button>
            </DialogClose>
          </div>
          <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden="true" className="size-4" />
            {copy.privacy}
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
