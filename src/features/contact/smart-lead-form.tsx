import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  leadSourceOptions,
  primaryGoalOptions,
  smartBudgetOptions,
  smartLeadFormSchema,
  urgencyOptions,
} from '@shared/schemas.ts';
import { primaryGoalLabels, priorityFor, responseHoursFor, urgencyLabels, type LeadPriority } from '@shared/smart-lead.ts';
import { ChoiceCards } from '@/components/forms/choice-cards';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { smartFormCopy as copy } from '@/content/contact';
import { site } from '@/content/site';
import { LeadFormFooter } from '@/features/lead-capture/form';
import { LeadQualifiedPanel, responsePromise } from './lead-qualified-panel';
import { NameAndEmailFields } from './name-and-email-fields';
import { SelectField } from './option-select';
import { useContactLeadForm, withHoneypot } from './use-contact-lead-form';

const formSchema = withHoneypot(smartLeadFormSchema);

/** The form's fields, in the order it shows them; the request sends each under the same name. */
const fieldOrder = ['name', 'email', 'company', 'urgency', 'budget', 'leadSource', 'primaryGoal', 'challenges'] as const;

const budgetOptions = smartBudgetOptions.map(({ value, label }) => ({ value, label }));
const sourceOptions = leadSourceOptions.map((source) => ({ value: source, label: source }));
const urgencyChoices = urgencyOptions.map((option) => ({ value: option.value, label: urgencyLabels[option.value] }));
const goalOptions = primaryGoalOptions.map((goal) => ({ value: goal, label: primaryGoalLabels[goal] }));

const failure = { ...copy.notices.error, description: copy.notices.error.description.replace('{phone}', site.phone.display) };

interface Qualified {
  priority: LeadPriority;
  hours: 2 | 24;
}

/** The contact section's Smart Qualification form (docs/product.md#smart-qualification-form): qualifies the lead and promises a call. */
export function SmartLeadForm() {
  const id = useId();
  const [qualified, setQualified] = useState<Qualified | null>(null);
  const { form, lead } = useContactLeadForm({
    schema: formSchema,
    defaultValues: { name: '', email: '', company: '', challenges: '', website: '' },
    humanCheck: true,
    fields: fieldOrder,
    // No priority: the server works it out from the urgency, as the panel below does.
    request: (answers) => ({ ...answers, source: 'smart-lead' }),
    notices: {
      humanCheckMissing: copy.notices.humanCheckMissing,
      error: failure,
      success: (values) => ({ ...copy.notices.success, description: responsePromise(responseHoursFor(values.urgency)) }),
    },
    onSent: (values) => setQualified({ priority: priorityFor(values.urgency), hours: responseHoursFor(values.urgency) }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const urgency = useWatch({ control, name: 'urgency' });

  if (qualified) return <LeadQualifiedPanel priority={qualified.priority} hours={qualified.hours} />;

  return (
    <form noValidate onSubmit={lead.onSubmit} className="grid gap-5">
      <p className="text-muted-foreground">{copy.intro}</p>
      <NameAndEmailFields id={id} labels={copy.labels} name={register('name')} email={register('email')} errors={errors} />
      <FormField id={`${id}-company`} label={copy.labels.company} required error={errors.company?.message}>
        {(control) => <Input {...control} {...register('company')} autoComplete="organization" maxLength={100} />}
      </FormField>

      <Controller
        control={control}
        name="urgency"
        render={({ field }) => (
          <ChoiceCards
            name={field.name}
            density="compact"
            required
            className="gap-2"
            legend={
              <>
                {copy.labels.urgency}
                <span aria-hidden="true" className="text-destructive">
                  *
                </span>
              </>
            }
            choices={urgencyChoices}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={errors.urgency?.message}
          />
        )}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={control}
          name="budget"
          id={`${id}-budget`}
          label={copy.labels.budget}
          error={errors.budget?.message}
          options={budgetOptions}
          placeholder={copy.placeholders.budget}
        />
        <SelectField
          control={control}
          name="leadSource"
          id={`${id}-source`}
          label={copy.labels.leadSource}
          error={errors.leadSource?.message}
          options={sourceOptions}
          placeholder={copy.placeholders.leadSource}
        />
      </div>
      <SelectField
        control={control}
        name="primaryGoal"
        id={`${id}-goal`}
        label={copy.labels.primaryGoal}
        error={errors.primaryGoal?.message}
        options={goalOptions}
        placeholder={copy.placeholders.primaryGoal}
      />
      <FormField id={`${id}-challenges`} label={copy.labels.challenges} required error={errors.challenges?.message}>
        {(control) => <Textarea {...control} {...register('challenges')} rows={4} maxLength={1000} />}
      </FormField>
      <LeadFormFooter
        lead={lead}
        honeypot={register('website')}
        labels={copy}
        disabled={!lead.humanCheck?.token || !urgency}
        buttonClassName="w-full"
      />
    </form>
  );
}
