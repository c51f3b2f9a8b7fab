import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { CtaBand } from '@/components/sections/cta-band';
import { PageSection } from '@/components/sections/page-section';
import { PageShell } from '@/components/page-shell';
import { Button, buttonVariants } from '@/components/ui/button';
import { welcomePageCopy } from '@/content/page-copy/welcome';
import { welcomeContent } from '@/content/welcome';

const { redirectAfterMs, cta } = welcomeContent;
const secondsIn = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * Moves the visitor on to `to` after `afterMs`, counting down in whole seconds. Leaving the page
 * (unmount) or calling `stay` cancels it: WCAG 2.2.1 asks that a time limit can be turned off.
 */
function useTimedRedirect(to: string, afterMs: number) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(secondsIn(afterMs));
  const [active, setActive] = useState(true);

  useEffect(() => {
    if (!active) return;
    const deadline = Date.now() + afterMs;
    let tick: number | undefined;
    const scheduleTick = () => {
      tick = window.setTimeout(() => {
        setSecondsLeft(secondsIn(deadline - Date.now()));
        scheduleTick();
      }, 1000);
    };
    scheduleTick();
    const redirect = window.setTimeout(() => navigate(to), afterMs);
    return () => {
      window.clearTimeout(tick);
      window.clearTimeout(redirect);
    };
  }, [active, afterMs, navigate, to]);

  return { active, secondsLeft, stay: () => setActive(false) };
}

export default function WelcomePage() {
  const redirect = useTimedRedirect(cta.href, redirectAfterMs);
  const [before, after] = welcomeContent.countdown.split('{seconds}');

  return (
    <PageShell
      copy={welcomePageCopy}
      actions={
        <Link to={cta.href} className={buttonVariants({ variant: 'accent', size: 'lg' })}>
          {cta.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      }
      note={
        <div className="flex flex-col items-center gap-2 sm:flex-row sm:gap-4">
          {/* The ticking figure is hidden from screen readers, so the status speaks once, when the visitor stays. */}
          <p role="status" className="text-base">
            {redirect.active ? (
              <>
                <span aria-hidden="true">
                  {before}
                  <span className="font-semibold text-foreground tabular-nums">{redirect.secondsLeft}</span>
                  {after}
                </span>
                <span className="sr-only">{welcomeContent.countdownForScreenReaders}</span>
              </>
            ) : (
              welcomeContent.stayed
            )}
          </p>
          {redirect.active ? (
            <Button variant="outline" onClick={redirect.stay}>
              {welcomeContent.stay}
            </Button>
          ) : null}
        </div>
      }
    >
      <PageSection name="guarantee-cards" layout="column" padding="compact" copy={welcomeContent.cards}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {welcomeContent.guaranteeCards.map((card) => (
            <li key={card.title} className="rounded-lg border border-border bg-background p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-success/10 text-success">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-foreground">{card.title}</h3>
              <p className="mt-2 text-muted-foreground">{card.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <CtaBand />
    </PageShell>
  );
}
