import { Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { letsTalk } from '@/content/navigation';
import { site } from '@/content/site';

interface CtaBandProps {
  heading?: string;
  body?: string;
  /** The buttons; "Let's Talk" and "Call" unless a page has better next steps. */
  actions?: ReactNode;
}

/** Dials the agency: the ink band's usual second button. */
export function CallButton() {
  return (
    <a href={`tel:${site.phone.e164}`} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
      <Phone aria-hidden="true" className="size-5" />
      Call {site.phone.display}
    </a>
  );
}

/** The closing call to action: the page's next step, or call now. */
export function CtaBand({
  heading = 'Ready to Grow Without the Risk?',
  body = 'Start with a free 30-minute consultation and a free marketing audit, a $500 value. You pay only for verified results.',
  actions,
}: CtaBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-ink text-ink-foreground focus-on-dark">
      <div className="mx-auto flex max-w-content flex-col items-center gap-6 px-6 py-16 text-center">
        <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h2>
        <p className="max-w-2xl text-lg text-ink-foreground/85">{body}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {actions ?? (
            <>
              <Link to={letsTalk.href} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                {letsTalk.label}
              </Link>
              <CallButton />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
