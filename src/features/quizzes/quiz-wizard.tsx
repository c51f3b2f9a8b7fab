import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChoiceCards } from '@/components/forms/choice-cards';
import { FormField } from '@/components/forms/form-field';
import { useWizard } from '@/components/forms/use-wizard';
import { WizardNav } from '@/components/forms/wizard-nav';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { quizCommonCopy, quizCopy, type QuizOptionCopy } from '@/content/quizzes';
import { sendAnalyticsEvent } from '@/features/tracking/shell';
import { submitLead, useLeadSubmission } from '@/features/lead-capture';
import { useElementIds } from '@/lib/use-element-ids';
import { quizContactSchema, quizHoneypotFields } from '@shared/quiz-lead.ts';
import {
  quizLeadFrom,
  quizStep,
  quizWizardRules,
  resumeStep,
  stepProgress,
  withAnswer,
  type ContactField,
  type QuizAnswers,
  type QuizField,
  type QuizKind,
  type QuizStepId,
} from './quiz-engine';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { EmailInput } from '@/components/forms/email-input';
import { clearQuizProgress, quizProgressStore } from './quiz-progress';
import { useHydrated } from '@/lib/use-hydrated';

export interface QuizWizardProps {
  quiz: QuizKind;
}

/** Where the visitor goes after a successful quiz (docs/product.md#launch-and-growth-quizzes). */
const CALL_BOOKING_PATH = '/call-booking';

/** The words of any step, read by the step's kind. */
interface StepCopy {
  question: string;
  help: string;
  placeholder?: string;
  options?: Readonly<Record<string, QuizOptionCopy>>;
  nameLabel?: string;
  namePlaceholder?: string;
  emailLabel?: string;
  emailPlaceholder?: string;
}

function stepCopy(quiz: QuizKind, id: QuizStepId): StepCopy {
  const steps: Readonly<Record<string, StepCopy>> = quizCopy[quiz].steps;
  return steps[id] ?? { question: '', help: '' };
}

type FieldErrors = Partial<Record<ContactField, string>>;

function isContactField(path: string): path is ContactField {
  return path === 'name' || path === 'email';
}

/**
 * One of the two five-step quizzes (docs/product.md#launch-and-growth-quizzes): a question per step, Next once it is answered,
 * Back from step 2, name and e-mail on the last step. The quiz engine decides the steps; this holds the
 * answers, keeps them across a reload and sends the lead.
 */
export function QuizWizard({ quiz }: QuizWizardProps) {
  const copy = quizCopy[quiz];
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const store = useMemo(() => quizProgressStore(quiz), [quiz]);
  const [honeypot, setHoneypot] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const submission = useLeadSubmission('submit-lead');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const ids = useElementIds('heading', 'help', 'progress', 'answer', 'name', 'email');

  const wizard = useWizard<QuizStepId, QuizAnswers, ContactField>(quizWizardRules(quiz), {
    initial: { step: resumeStep(quiz, {}), answers: {} },
    heading: headingRef,
    store,
    submit: submitRef,
    fieldIds: ids,
  });
  const { answers, setFocusRequest } = wizard;
  const step = quizStep(quiz, wizard.step);
  const progress = stepProgress(quiz, answers, step.id);
  const words = stepCopy(quiz, step.id);

  // The funnel of the admin's Analytics tab (sent only with analytics consent). Once hydrated, so a
  // quiz resumed from saved progress reports the step it shows, not step 1 first.
  useEffect(() => {
    if (hydrated) sendAnalyticsEvent('quiz_start', { quiz });
  }, [hydrated, quiz]);
  useEffect(() => {
    if (hydrated) sendAnalyticsEvent('quiz_step', { quiz, step: progress.position, step_id: step.id });
  }, [hydrated, quiz, step.id, progress.position]);

  function update(field: QuizField, value: string) {
    wizard.setAnswers((current) => withAnswer(quiz, current, field, value));
    if (isContactField(field)) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function send() {
    const contact = quizContactSchema.safeParse({ name: answers.name?.trim(), email: answers.email?.trim() });
    if (!contact.success) {
      const errors: FieldErrors = {};
      for (const issue of contact.error.issues) {
        const path = String(issue.path[0] ?? '');
        if (isContactField(path)) errors[path] ??= issue.message;
      }
      setFieldErrors(errors);
      setFocusRequest({ target: errors.name ? 'name' : 'email' });
      return;
    }
    const lead = quizLeadFrom(quiz, answers);
    if (!lead) return;
    const result = await submission.send((envelope) => ({ ok: true, request: { ...lead, ...envelope, [quizHoneypotFields[quiz]]: honeypot } }));
    if (!result) return;

    if (result.ok) {
      clearQuizProgress(quiz);
      sendAnalyticsEvent('quiz_submit', { quiz });
      toast({ variant: 'success', title: copy.toasts.success });
      // submit-lead's answer carries the stored lead's id, which notify-new-lead needs.
      const leadId = result.data?.leadId;
      // The team's notification must not hold the visitor up: its outcome changes nothing here.
      if (leadId) void submitLead('notify-new-lead', { leadId });
      void navigate(CALL_BOOKING_PATH);
      return;
    }

    toast({ variant: 'destructive', title: copy.toasts.failure });
    const errors: FieldErrors = {};
    if (result.reason === 'invalid') {
      for (const issue of result.issues) {
        if (isContactField(issue.path)) errors[issue.path] ??= issue.message;
      }
    }
    setFieldErrors(errors);
    // The button was disabled while sending, which drops keyboard focus: give it back.
    setFocusRequest({ target: errors.name ? 'name' : errors.email ? 'email' : 'submit' });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submission.sending) wizard.advance(() => void send());
  }

  const percent = (progress.position / progress.total) * 100;

  return (
    <div data-slot="quiz-wizard" className="mx-auto w-full max-w-3xl rounded-lg border border-border bg-background p-5 text-left shadow-md sm:p-8">
      <div className="mb-6 grid gap-2">
        <p id={ids.progress} aria-live="polite" className="text-sm font-semibold text-primary">
          {progress.label}
        </p>
        <Progress aria-label={quizCommonCopy.progressBarLabel} aria-valuetext={progress.label} value={percent} />
      </div>

      <form onSubmit={handleSubmit} aria-labelledby={ids.heading} noValidate className="relative grid gap-6">
        <div>
          <h2
            ref={headingRef}
            id={ids.heading}
            tabIndex={-1}
            className="scroll-mt-12 text-2xl font-extrabold tracking-tight text-balance text-foreground focus:outline-none sm:text-3xl"
          >
            {step.kind === 'text' ? (
              <label htmlFor={ids.answer} className="cursor-pointer">
                {words.question}
              </label>
            ) : (
              words.question
            )}
          </h2>
          <p id={ids.help} className="mt-2 text-muted-foreground">
            {words.help}
          </p>
        </div>

        {step.kind === 'choice' ? (
          <ChoiceCards
            key={step.id}
            name={`${ids.answer}-${step.id}`}
            labelledBy={ids.heading}
            describedBy={ids.help}
            choices={step.options.map((value) => ({ value, ...(words.options?.[value] ?? { label: value }) }))}
            value={answers[step.id]}
            onChange={(value) => update(step.id, value)}
          />
        ) : null}

        {step.kind === 'text' ? (
          <Textarea
            key={step.id}
            id={ids.answer}
            name={step.id}
            rows={4}
            maxLength={step.maxLength}
            required
            aria-describedby={ids.help}
            placeholder={words.placeholder}
            className="min-h-[120px]"
            value={answers[step.id] ?? ''}
            onChange={(event) => update(step.id, event.target.value)}
          />
        ) : null}

        {step.kind === 'contact' ? (
          <div className="grid gap-5">
            <FormField id={ids.name} label={words.nameLabel} required error={fieldErrors.name}>
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="name"
                  maxLength={100}
                  placeholder={words.namePlaceholder}
                  value={answers.name ?? ''}
                  onChange={(event) => update('name', event.target.value)}
                />
              )}
            </FormField>
            <FormField id={ids.email} label={words.emailLabel} required error={fieldErrors.email}>
              {(control) => (
                <EmailInput
                  {...control}
                  maxLength={100}
                  placeholder={words.emailPlaceholder}
                  value={answers.email ?? ''}
                  onChange={(event) => update('email', event.target.value)}
                />
              )}
            </FormField>
          </div>
        ) : null}

        <HoneypotField name={quizHoneypotFields[quiz]} value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />

        <WizardNav
          wizard={wizard}
          labels={{ ...quizCommonCopy, submit: copy.submit, submitting: copy.submitting }}
          finishIcon={<Send aria-hidden="true" className="size-5" />}
          sending={submission.sending}
          finishRef={submitRef}
          firstStepBack="hidden"
          className="border-t border-border pt-6"
        />
      </form>
    </div>
  );
}

export default QuizWizard;
