import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { privacyChoicesCopy as copy } from '@/content/privacy';
// recordConsentChoice not through tracking/shell: it (and the session id) loads with this dialog only.
import { recordConsentChoice } from '@/features/tracking/consent-record';
import { CONSENT_VERSION, useConsent, type ConsentState } from '@/features/tracking/shell';
import { privacyChoicesOpener } from './privacy-choices-state';

export interface PrivacyChoicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function statusOf({ gpc, record, analyticsAllowed }: ConsentState): string {
  if (gpc) return copy.status.gpc;
  if (!record || record.version !== CONSENT_VERSION) return copy.status.undecided;
  return analyticsAllowed ? copy.status.on : copy.status.off;
}

/**
 * What is collected and what is not, the current choice, and the buttons to change it. With Global
 * Privacy Control on there is nothing to choose: the browser's signal wins (docs/decisions/008).
 */
export default function PrivacyChoicesDialog({ open, onOpenChange }: PrivacyChoicesDialogProps) {
  const consent = useConsent();
  const current = consent.gpc ? null : consent.record?.version === CONSENT_VERSION ? consent.record.analytics : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Back to the control that opened it (the footer button); the banner's link may be gone by then.
          const opener = privacyChoicesOpener();
          if (opener) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm">
          <section className="rounded-md border border-border p-3">
            <h3 className="font-semibold">{copy.necessary.title}</h3>
            <p className="mt-1 text-muted-foreground">{copy.necessary.body}</p>
          </section>
          <section className="rounded-md border border-border p-3">
            <h3 className="font-semibold">{copy.analytics.title}</h3>
            <p className="mt-1 text-muted-foreground">{copy.analytics.body}</p>
          </section>
          <section className="rounded-md border border-border p-3">
            <h3 className="font-semibold">{copy.retention.title}</h3>
            <p className="mt-1 text-muted-foreground">{copy.retention.body}</p>
          </section>
          <p role="status" className="font-semibold">
            {statusOf(consent)}
          </p>
          {consent.gpc ? <p className="text-muted-foreground">{copy.gpcNote}</p> : null}
          <p className="text-xs text-muted-foreground">{copy.proof}</p>
        </div>
        <DialogFooter>
          {consent.gpc ? (
            <DialogClose asChild>
              <Button variant="outline">{copy.close}</Button>
            </DialogClose>
          ) : (
            <>
              {/* Same size and style: neither answer is the "default" one. aria-pressed shows the current choice. */}
              <Button className="sm:min-w-40" aria-pressed={current === false} onClick={() => recordConsentChoice(false, 'settings')}>
                {copy.reject}
              </Button>
              <Button className="sm:min-w-40" aria-pressed={current === true} onClick={() => recordConsentChoice(true, 'settings')}>
                {copy.accept}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
