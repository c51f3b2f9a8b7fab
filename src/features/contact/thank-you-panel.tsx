import { useEffect, useId, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { standardFormCopy as copy } from '@/content/contact';
import { site } from '@/content/site';
import { redirectTo } from './redirect';

/** Spec 1 §9: the standard form's success redirects to the main site after 2000 ms. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * The Standard Form's success: focus moves here so it is read out, then the visitor is taken to the
 * main marketing site. The link is there for anyone whose browser does not follow.
 */
export function ThankYouPanel() {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.focus();
    const timer = setTimeout(() => redirectTo(site.links.mainSite), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex flex-col items-center gap-3 rounded-lg border border-success/30 bg-background px-6 py-10 text-center outline-none"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <h3 id={headingId} className="text-2xl font-bold text-foreground">
        {copy.thankYou.heading}
      </h3>
      <p className="text-muted-foreground">{copy.thankYou.body}</p>
      <p className="text-sm text-muted-foreground">{copy.thankYou.redirecting}</p>
      <a href={site.links.mainSite} className="text-sm font-semibold text-primary underline underline-offset-4">
        {copy.thankYou.continueLink}
      </a>
    </section>
  );
}
