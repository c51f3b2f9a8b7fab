import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { agreementQuoteSchema, quotablePackageNames, type AgreementQuote, type AgreementQuoteInput } from '@shared/agreement-quote.ts';
import { agreementQuoteCopy } from '@/content/admin-agreement-quotes';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../api/error-message';
import type { AgreementQuoteRow } from '../api/types';
import { CopyLinkField } from '../components/copy-link-field';
import { quoteLink } from './quote-link';
import { useCreateQuote } from './use-agreement-quotes';

const copy = agreementQuoteCopy;

/**
 * Makes an agreement link for a lead: the package and amounts go into agreement_quotes, and the link to the
 * stored quote is shown to copy. The amounts are whole dollars, as the agreement page reads them; the
 * schema is the rule's, so the form refuses what the database and the page would.
 */
export function QuoteForm({ leadId }: { leadId: string }) {
  const id = useId();
  const create = useCreateQuote(leadId);
  const [made, setMade] = useState<AgreementQuoteRow | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AgreementQuoteInput, unknown, AgreementQuote>({ resolver: zodResolver(agreementQuoteSchema), defaultValues: { packageName: '' } });
  // An empty or non-numeric amount reads as NaN, which the schema calls "must be a number".
  const amount = { valueAsNumber: true } as const;

  const save = handleSubmit(async (quote) => {
    try {
      setMade(await create.mutateAsync(quote));
      reset();
      toast({ title: copy.created, variant: 'success' });
    } catch (error) {
      toast({ title: copy.failed, description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={(event) => void save(event)} className="grid gap-3 sm:grid-cols-3">
        <FormField id={`${id}-package`} label={copy.fields.packageName} required error={errors.packageName?.message}>
          {(field) => (
            <NativeSelect {...field} {...register('packageName')}>
              <option value="" disabled>
                {copy.fields.packagePlaceholder}
              </option>
              {quotablePackageNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-monthly`} label={copy.fields.monthly} required hint={copy.fields.amountHint} error={errors.monthly?.message}>
          {(field) => <Input {...field} {...register('monthly', amount)} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField id={`${id}-setup`} label={copy.fields.setup} required hint={copy.fields.amountHint} error={errors.setup?.message}>
          {(field) => <Input {...field} {...register('setup', amount)} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <Button type="submit" disabled={create.isPending} className="sm:col-span-3 sm:justify-self-start">
          {create.isPending ? copy.submitting : copy.submit}
        </Button>
      </form>
      {made ? <CopyLinkField label={copy.newLink} link={quoteLink(made, window.location.origin)} /> : null}
    </div>
  );
}
