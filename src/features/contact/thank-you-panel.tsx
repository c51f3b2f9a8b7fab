import { useEffect } from 'react';
import { CircleCheck } from 'lucide-react';
import { standardFormCopy as copy } from '@/content/contact';
import { site } from '@/content/site';
import { redirectTo } from './redirect';
import { SuccessPanel } from './success-panel';

/**
 * The Standard Form's success: focus moves here so it is read out, then the visitor is taken to the
 * main marketing site. The link is there for anyone whose browser does not follow.
 */
export function ThankYouPanel() {
  useEffect(() => {
    const timer = setTimeout(() => redirectTo(site.links.mainSite), copy.thankYou.redirectAfterMs);
    return () => clearTimeout(timer);
  }, []);

  return (
    <SuccessPanel icon={CircleCheck} heading={copy.thankYou.heading}>
      <p className="text-muted-foreground">{copy.thankYou.body}</p>
      <p className="text-sm text-muted-foreground">{copy.thankYou.redirecting}</p>
      <a href={site.links.mainSite} className="text-sm font-semibold text-primary underline underline-offset-4">
        {copy.thankYou.continueLink}
      </a>
    </SuccessPanel>
  );
}
