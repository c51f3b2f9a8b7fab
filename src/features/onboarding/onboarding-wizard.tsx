import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { ChoiceCards, type Choice } from '@/components/forms/choice-cards';
import { FormField } from '@/components/forms/form-field';
import { useWizard } from '@/components/forms/use-wizard';
import { WizardNav } from '@/components/forms/wizard-nav';
import { Icon } from '@/components/icon';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { EmailInput } from '@/components/forms/email-input';
import { onboardingCopy } from '@/content/onboarding';
import { type OnboardingPackage } from '@/content/packages';
import { useLeadSubmission, type LeadOutcome } from '@/features/lead-capture';
import { useElementIds } from '@/lib/use-element-ids';
import { AnswersSummary } from './answers-summary';
import {
  emptyOnboardingAnswers,
  ONBOARDING_STEP_COUNT,
  onboardingWizardRules,
  type OnboardingAnswers,
  type OnboardingStep,
} from './onboarding-answers';
import { ONBOARDING_DETAILS_MAX, onboardingLeadFields } from './onboarding-lead-fields';
import {
  onboardingBudgets,
  onboardingGoals,
  onboardingIndustries,
  onboardingTimelines,
  recommendPackage,
  type OnboardingGoal,
} from './recommend-package';
import { RecommendationView } from './recommendation-view';

export interface OnboardingWizardProps {
  /** Level of the step and recommendation headings: 2 under a page's h1, 3 inside a section with its own h2. */
  headingLevel?: 2 | 3;
}

/** The fields of step 2 the server may refuse; its message is shown under the field. */
type ServerCheckedField = 'company' | 'email';
type FieldErrors = Partial<Record<ServerCheckedField, string>>;

const stepCopy = {
  1: onboardingCopy.steps.goal,
  2: onboardingCopy.steps.business,
  3: onboardingCopy.steps.investment,
  4: onboardingCopy.steps.details,
} as const satisfies Record<OnboardingStep, { title: string; helper: string }>;

const goalChoices: readonly Choice<OnboardingGoal>[] = onboardingGoals.map((goal) => ({
  ...goal,
  icon: <Icon name={onboardingCopy.goalIcons[goal.value]} className="size-5" />,
}));
const budgetChoices = onboardingBudgets.map(({ value, label }) => ({ value, label }));
const timelineChoices = onboardingTimelines.map((timeline) => ({ value: timeline, label: timeline }));

function isServerCheckedField(path: string): path is ServerCheckedField {
  return path === 'company' || path === 'email';
}

/**
 * The four-step onboarding wizard (docs/product.md#onboarding-wizard): goal, business, budget and timeline, details. It ends
 * by sending the answers as a lead and showing the package the answers lead to.
 */
export function OnboardingWizard({ headingLevel = 2 }: OnboardingWizardProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ pkg: OnboardingPackage; email: string } | null>(null);
  const submission = useLeadSubmission('send-contact-email');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const ids = useElementIds('heading', 'helper', 'progress', 'summary', 'goal', 'company', 'industry', 'email', 'budget', 'timeline', 'details');

  const wizard = useWizard<OnboardingStep, OnboardingAnswers, ServerCheckedField>(onboardingWizardRules, {
    initial: { step: 1, answers: emptyOnboardingAnswers },
    heading: headingRef,
    submit: submitRef,
    fieldIds: ids,
  });
  const { step, answers, goTo, setFocusRequest } = wizard;

  function update<Key extends keyof OnboardingAnswers>(key: Key, value: OnboardingAnswers[Key]) {
    wizard.setAnswers((current) => ({ ...current, [key]: value }));
    if (isServerCheckedField(key)) setFieldErrors((current) => ({ ...current, [key]: undefined }));
  }

  /**
   * Checks the answers with send-contact-email's schema, then sends them; a refusal either way comes back
   * as field issues. The schema (and zod) load on the first submission, as supabase-js does, so they
   * stay out of the page's first load.
   */
  async function sendLead(): Promise<LeadOutcome | null> {
    const fields = onboardingLeadFields(answers);
    if (!fields) return { ok: false, reason: 'failed', message: 'The answers are incomplete' };
    return submission.send(async (envelope) => {
      const { validateContactLead } = await import('@/features/lead-capture/contact-lead');
      return validateContactLead({ ...fields, ...envelope });
    });
  }

  async function send() {
    const pkg = recommendPackage({ goal: answers.goal, budget: answers.budget });
    const result = await sendLead();
    if (!result) return;

    if (result.ok) {
      toast({ variant: 'success', ...onboardingCopy.toasts.success });
      setOutcome({ pkg, email: answers.email.trim() });
      setFocusRequest({ target: 'heading' });
      return;
    }

    toast({ variant: 'destructive', ...onboardingCopy.toasts.failure });
    const stepTwoErrors: FieldErrors = {};
    if (result.reason === 'invalid') {
      for (const issue of result.issues) {
        if (isServerCheckedField(issue.path)) stepTwoErrors[issue.path] ??= issue.message;
      }
    }
    const firstInvalid = (['company', 'email'] as const).find((field) => stepTwoErrors[field]);
    if (firstInvalid) {
      setFieldErrors(stepTwoErrors);
      goTo(2, firstInvalid);
    } else {
      // The button was disabled while sending, which drops keyboard focus: give it back.
      setFocusRequest({ target: 'submit' });
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submission.sending) wizard.advance(() => void send());
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const copy = stepCopy[step];
  const progressText = onboardingCopy.progress
    .replace('{current}', String(wizard.position))
    .replace('{total}', String(ONBOARDING_STEP_COUNT));

  if (outcome) {
    return (
      <WizardFrame>
        <RecommendationView pkg={outcome.pkg} email={outcome.email} headingLevel={headingLevel} headingRef={headingRef} />
      </WizardFrame>
    );
  }

  return (
    <WizardFrame>
      <div className="mb-6 grid gap-2">
        <p id={ids.progress} aria-live="polite" className="text-sm font-semibold text-primary">
          {progressText}
        </p>
        <Progress
          aria-label={onboardingCopy.progressLabel}
          aria-valuetext={progressText}
          value={(wizard.position / ONBOARDING_STEP_COUNT) * 100}
        />
      </div>

      <form onSubmit={handleSubmit} aria-labelledby={ids.heading} className="grid gap-6">
        <div>
          <Heading
            ref={headingRef}
            id={ids.heading}
            tabIndex={-1}
            // The page's scroll padding is sized for the desktop header; the mobile header stack is taller.
            className="scroll-mt-12 text-2xl font-extrabold tracking-tight text-balance text-foreground sm:text-3xl"
          >
            {copy.title}
          </Heading>
          <p id={ids.helper} className="mt-2 text-muted-foreground">
            {copy.helper}
          </p>
        </div>

        {step === 1 ? (
          <ChoiceCards
            name={ids.goal}
            labelledBy={ids.heading}
            describedBy={ids.helper}
            required
            choices={goalChoices}
            value={answers.goal}
            onChange={(goal) => update('goal', goal)}
          />
        ) : null}

        {step === 2 ? (
          <div className="grid gap-5">
            <FormField id={ids.company} label={onboardingCopy.fields.company} required error={fieldErrors.company}>
              {(control) => (
                <Input
                  {...control}
                  name="company"
                  autoComplete="organization"
                  maxLength={100}
                  value={answers.company}
                  onChange={(event) => update('company', event.target.value)}
                />
              )}
            </FormField>
            <FormField id={ids.industry} label={onboardingCopy.fields.industry} required>
              {(control) => (
                <Select
                  value={answers.industry}
                  onValueChange={(value) => {
                    const industry = onboardingIndustries.find((option) => option === value);
                    if (industry) update('industry', industry);
                  }}
                >
                  <SelectTrigger {...control}>
                    <SelectValue placeholder={onboardingCopy.fields.industryPlaceholder} />
                  </SelectTrigger>
                  <SelectContent>
                    {onboardingIndustries.map((industry) => (
                      <SelectItem key={industry} value={industry}>
                        {industry}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            <FormField
              id={ids.email}
              label={onboardingCopy.fields.email}
              hint={onboardingCopy.fields.emailHint}
              required
              error={fieldErrors.email}
            >
              {(control) => (
                <EmailInput
                  {...control}
                  maxLength={100}
                  value={answers.email}
                  onChange={(event) => update('email', event.target.value)}
                />
              )}
            </FormField>
          </div>
        ) : null}

        {step === 3 ? (
          <div className="grid gap-6">
            <ChoiceCards
              name={ids.budget}
              legend={onboardingCopy.fields.budget}
              required
              choices={budgetChoices}
              value={answers.budget}
              onChange={(budget) => update('budget', budget)}
            />
            <ChoiceCards
              name={ids.timeline}
              legend={onboardingCopy.fields.timeline}
              required
              choices={timelineChoices}
              value={answers.timeline}
              onChange={(timeline) => update('timeline', timeline)}
            />
          </div>
        ) : null}

        {step === 4 ? (
          <div className="grid gap-6">
            <FormField id={ids.details} label={onboardingCopy.fields.details} hint={onboardingCopy.fields.detailsHint}>
              {(control) => (
                <Textarea
                  {...control}
                  name="details"
                  rows={5}
                  maxLength={ONBOARDING_DETAILS_MAX}
                  placeholder={onboardingCopy.fields.detailsPlaceholder}
                  className="min-h-[120px]"
                  value={answers.details}
                  onChange={(event) => update('details', event.target.value)}
                />
              )}
            </FormField>
            <AnswersSummary answers={answers} headingId={ids.summary} />
          </div>
        ) : null}

        <WizardNav
          wizard={wizard}
          labels={onboardingCopy.buttons}
          finishIcon={<Sparkles aria-hidden="true" className="size-5" />}
          sending={submission.sending}
          finishRef={submitRef}
          firstStepBack="disabled"
          className="border-t border-border pt-6"
        />
      </form>
    </WizardFrame>
  );
}

function WizardFrame({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="onboarding-wizard"
      className="mx-auto w-full max-w-3xl rounded-lg border border-border bg-background p-5 text-left shadow-md sm:p-8"
    >
      {children}
    </div>
  );
}

export default OnboardingWizard;
