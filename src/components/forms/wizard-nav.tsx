import type { ReactNode, Ref } from 'react';
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Wizard } from './use-wizard';

interface WizardNavProps {
  wizard: Pick<Wizard<unknown, unknown, never>, 'isFirst' | 'isLast' | 'canAdvance' | 'back'>;
  /** The buttons' words; `submitting` replaces `submit` while the flow's request is under way. */
  labels: { back: string; next: string; submit: string; submitting?: string };
  /** The finishing button's leading icon while nothing is being sent; without one it points on like Next. */
  finishIcon?: ReactNode;
  /** Whether the flow's request is under way: both buttons wait, the finishing one says so. */
  sending?: boolean;
  /** The finishing button, which the wizard focuses after a refusal that names no field. */
  finishRef?: Ref<HTMLButtonElement>;
  /** On the first step, Back stays in place disabled (the onboarding wizard) or is left out (the quizzes). */
  firstStepBack: 'disabled' | 'hidden';
  className?: string;
}

/**
 * The row under a step: Back, and Next or, on the last step, the finishing button. Both Next and the
 * finishing button submit the step's form, so Enter in a field moves on as the button does.
 */
export function WizardNav({ wizard, labels, finishIcon, sending = false, finishRef, firstStepBack, className }: WizardNavProps) {
  const showsBack = !wizard.isFirst || firstStepBack === 'disabled';
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between', className)}>
      {showsBack ? (
        <Button variant="outline" size="lg" disabled={wizard.isFirst || sending} onClick={wizard.back}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {labels.back}
        </Button>
      ) : (
        // Keeps Next on the right from the small breakpoint up.
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      {wizard.isLast ? (
        <Button ref={finishRef} type="submit" variant="accent" size="lg" disabled={!wizard.canAdvance || sending}>
          {sending ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : finishIcon}
          {sending && labels.submitting ? labels.submitting : labels.submit}
          {finishIcon ? null : <ArrowRight aria-hidden="true" className="size-5" />}
        </Button>
      ) : (
        <Button type="submit" size="lg" disabled={!wizard.canAdvance}>
          {labels.next}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      )}
    </div>
  );
}
