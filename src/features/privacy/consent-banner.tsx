import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { consentBannerCopy as copy } from '@/content/privacy';
// Not through tracking/shell: this chunk loads when the banner shows, and the shell is on every first load.
import { recordConsentChoice } from '@/features/tracking/consent-record';
import { openPrivacyChoices } from './privacy-choices-state';

/**
 * The first-visit question: non-modal, at the bottom of the screen, above the accessibility and chat
 * launchers on small screens (which keep their place and function) and between them on wide ones.
 * Accept and Reject are the same size and style: rejecting is as easy as accepting.
 */
export default function ConsentBanner() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="consent-banner"
      className="fixed inset-x-3 bottom-20 z-40 mx-auto max-w-xl rounded-lg border border-border bg-background p-4 text-foreground shadow-xl sm:p-5 lg:bottom-6 print:hidden"
    >
      <h2 id={titleId} className="text-base font-bold">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {copy.body} <strong className="font-semibold text-foreground">{copy.never}</strong>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
          <Button className="sm:min-w-40" onClick={() => recordConsentChoice(true, 'banner')}>
            {copy.accept}
          </Button>
          <Button className="sm:min-w-40" onClick={() => recordConsentChoice(false, 'banner')}>
            {copy.reject}
          </Button>
        </div>
        <Button variant="link" size="inline" onClick={openPrivacyChoices}>
          {copy.details}
        </Button>
      </div>
    </section>
  );
}
