import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { FieldIssue } from '@shared/field-issue.ts';
import {
  leadSourceOptions,
  primaryGoalOptions,
  smartBudgetOptions,
  smartLeadFormSchema,
  urgencyOptions,
} from '@shared/schemas.ts';
import { primaryGoalLabels, priorityFor, responseHoursFor, urgencyLabels, type LeadPriority } from '@shared/smart-lead.ts';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { HumanCheck } from '@/components/forms/human-check';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { smartFormCopy as copy } from '@/content/contact';
import { site } from '@/content/site';
import { submitLead } from '@/lib/submit-lead';
import { cn } from '@/lib/utils';
import { LeadQualifiedPanel, responsePromise } from './lead-qualified-panel';
import { mapIssuesToFields, validateContactLead } from './lead-request';
import { OptionSelect } from './option-select';
import { useHumanCheckToken, useSubmissionId } from './use-submission';

const formSchema = smartLeadFormSchema.extend({ website: z.string().optional() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The form's fields, in the order it shows them; the request sends each under the same name. */
const fieldOrder = ['name', 'email', 'company', 'urgency', 'budget', 'leadSource', 'primaryGoal', 'challenges'] as const;

const budgetOptions = smartBudgetOptions.map(({ value, label }) => ({ value, label }));
const sourceOptions = leadSourceOptions.map((source) => ({ value: source, label: source }));
const goalOptions = primaryGoalOptions.map((goal) => ({ value: goal, label: primaryGoalLabels[goal] }));

interface Qualified {
  priority: LeadPriority;
  hours: 2 | 24;
}

/** The contact section's Smart Qualification form (docs/product.md#smart-qualification-form): qualifies the lead and promises a call. */
export function SmartLeadForm() {
  const id = useId();
  const humanCheck = useHumanCheckToken();
  const submission = useSubmissionId();
  const [qualified, setQualified] = useState<Qualified | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', company: '', challenges: '', website: '' },
  });
  const urgency = useWatch({ control, name: 'urgency' });
  const failure = {
    ...copy.notices.error,
    description: copy.notices.error.description.replace('{phone}', site.phone.display),
  };

  function showIssues(issues: readonly FieldIssue[]) {
    const { fields } = mapIssuesToFields(issues, fieldOrder);
    const withIssues = fieldOrder.filter((field) => fields[field] !== undefined);
    withIssues.forEach((field, index) => {
      setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 });
    });
  }

  async function send(form: FormOutput) {
    if (!humanCheck.token) {
      toast({ ...copy.notices.humanCheckMissing, variant: 'destructive' });
      return;
    }
    const { website, ...answers } = form;
    // No priority: the server works it out from the urgency, as the panel below does.
    const checked = validateContactLead({
      ...answers,
      source: 'smart-lead',
      clientSubmissionId: submission.current(),
      formElapsedMs: submission.elapsedMs(),
      humanCheckToken: humanCheck.token,
      website: website ?? '',
    });
    if (!checked.ok) {
      showIssues(checked.issues);
      toast({ ...failure, variant: 'destructive' });
      return;
    }
    const result = await submitLead('send-contact-email', checked.request);
    if (result.ok) {
      submission.renew();
      const hours = responseHoursFor(form.urgency);
      toast({ ...copy.notices.success, description: responsePromise(hours), variant: 'success' });
      setQualified({ priority: priorityFor(form.urgency), hours });
      return;
    }
    humanCheck.reset();
    if (result.reason === 'invalid') showIssues(result.issues);
    toast({ ...failure, variant: 'destructive' });
  }

  if (qualified) return <LeadQualifiedPanel priority={qualified.priority} hours={qualified.hours} />;

  const urgencyErrorId = `${id}-urgency-error`;
  return (
    <form noValidate onSubmit={handleSubmit(send)} className="grid gap-5">
      <p className="text-muted-foreground">{copy.intro}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label={copy.labels.name} required error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField id={`${id}-email`} label={copy.labels.email} required error={errors.email?.message}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" maxLength={100} />}
        </FormField>
      </div>
      <FormField id={`${id}-company`} label={copy.labels.company} required error={errors.company?.message}>
        {(control) => <Input {...control} {...register('company')} autoComplete="organization" maxLength={100} />}
      </FormField>

      <fieldset aria-describedby={errors.urgency ? urgencyErrorId : undefined} className="grid gap-2">
        <legend className="mb-1.5 flex items-center gap-2 text-sm font-medium text-foreground">
          {copy.labels.urgency}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {urgencyOptions.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground',
                'has-checked:border-primary has-checked:bg-primary-soft',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              )}
            >
              <input type="radio" value={option.value} {...register('urgency')} className="size-4 shrink-0 accent-primary" />
              {urgencyLabels[option.value]}
            </label>
          ))}
        </div>
        {errors.urgency ? (
          <p id={urgencyErrorId} className="text-sm font-medium text-destructive">
            {errors.urgency.message}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="budget"
          render={({ field }) => (
            <FormField id={`${id}-budget`} label={copy.labels.budget} error={errors.budget?.message}>
              {(controlProps) => (
                <OptionSelect
                  control={controlProps}
                  options={budgetOptions}
                  placeholder={copy.placeholders.budget}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="leadSource"
          render={({ field }) => (
            <FormField id={`${id}-source`} label={copy.labels.leadSource} error={errors.leadSource?.message}>
              {(controlProps) => (
                <OptionSelect
                  control={controlProps}
                  options={sourceOptions}
                  placeholder={copy.placeholders.leadSource}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                />
              )}
            </FormField>
          )}
        />
      </div>
      <Controller
        control={control}
        name="primaryGoal"
        render={({ field }) => (
          <FormField id={`${id}-goal`} label={copy.labels.primaryGoal} error={errors.primaryGoal?.message}>
            {(controlProps) => (
              <OptionSelect
                control={controlProps}
                options={goalOptions}
                placeholder={copy.placeholders.primaryGoal}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
              />
            )}
          </FormField>
        )}
      />
      <FormField id={`${id}-challenges`} label={copy.labels.challenges} required error={errors.challenges?.message}>
        {(control) => <Textarea {...control} {...register('challenges')} rows={4} maxLength={1000} />}
      </FormField>
      <HoneypotField {...register('website')} />
      <HumanCheck onChange={humanCheck.onChange} resetKey={humanCheck.resetKey} />
      <Button
        type="submit"
        size="lg"
        variant="accent"
        disabled={isSubmitting || !humanCheck.token || !urgency}
        className="w-full"
      >
        {isSubmitting ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
