import { lazy, Suspense, useId } from 'react';
import { newLocalHumanCheckToken } from '@shared/submission.ts';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { env } from '@/lib/env';

// Google's widget loads its script from Google: only where a site key is configured (production).
const ReCaptcha = lazy(() => import('react-google-recaptcha'));

interface HumanCheckProps {
  /** A token once the visitor passed the check; null when it expired or was unticked. */
  onChange: (token: string | null) => void;
  /** reCAPTCHA tokens are single-use: change this after each submission to get a fresh check. */
  resetKey?: string | number;
}

/**
 * The human check the contact forms need before they send: reCAPTCHA v2 when VITE_RECAPTCHA_SITE_KEY
 * is set, otherwise a box to tick that only a backend without RECAPTCHA_SECRET_KEY accepts.
 */
export function HumanCheck({ onChange, resetKey }: HumanCheckProps) {
  const id = useId();
  const siteKey = env.VITE_RECAPTCHA_SITE_KEY;
  if (siteKey) {
    return (
      <Suspense fallback={<div className="h-[78px] w-[304px] rounded-md bg-muted" aria-label="Loading the human check" />}>
        <ReCaptcha key={resetKey} sitekey={siteKey} onChange={onChange} onExpired={() => onChange(null)} onErrored={() => onChange(null)} />
      </Suspense>
    );
  }
  return (
    <div key={resetKey} className="flex w-fit items-center gap-3 rounded-md border border-border bg-surface px-4 py-3">
      {/* A new token per tick, single-use like Google's: the server refuses one it has seen. */}
      <Checkbox id={id} onChange={(event) => onChange(event.target.checked ? newLocalHumanCheckToken() : null)} />
      <Label htmlFor={id}>I&apos;m not a robot</Label>
    </div>
  );
}
