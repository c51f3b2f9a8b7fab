import { useEffect, useRef, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Icon } from '@/components/icon';
import { CheckList } from '@/components/sections/check-list';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { guideFormCopy, type Guide } from '@/content/guides';
import type { GuideFormField } from './guide-request';
import type { GuideDownloadState } from './use-guide-download';

interface GuideCardProps {
  guide: Guide;
  form: GuideDownloadState;
}

const fieldCopy: Record<GuideFormField, { label: string; type: string; autoComplete: string; required: boolean }> = {
  email: { label: 'Email', type: 'email', autoComplete: 'email', required: true },
  name: { label: 'Name', type: 'text', autoComplete: 'name', required: true },
  phone: { label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', required: false },
  company: { label: 'Company (optional)', type: 'text', autoComplete: 'organization', required: false },
};

const fieldOrder: readonly GuideFormField[] = ['email', 'name', 'phone', 'company'];

/** One guide with its inline form; the fields show the state both cards share. */
export function GuideCard({ guide, form }: GuideCardProps) {
  const isActive = form.activeGuideId === guide.id;
  const sending = isActive && form.status === 'sending';
  const succeeded = isActive && form.status === 'success';
  const errors = isActive ? form.errors : {};
  const titleId = `${guide.id}-title`;

  const titleRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const showedSuccess = useRef(false);
  // Focus follows the card's content: onto the success message, then back to the card when the form returns.
  useEffect(() => {
    if (succeeded) panelRef.current?.focus();
    else if (showedSuccess.current) titleRef.current?.focus();
    showedSuccess.current = succeeded;
  }, [succeeded]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const invalid = await form.requestGuide(guide);
    if (!invalid) return;
    const control = formElement.elements.namedItem(invalid);
    if (control instanceof HTMLElement) control.focus();
  }

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
      <div className="flex-1">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Icon name={guide.icon} className="size-6" />
          </span>
          <div>
            <h3 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl leading-tight font-bold text-foreground outline-none">
              {guide.title}
            </h3>
            <p className="mt-1 font-medium text-primary">{guide.subtitle}</p>
          </div>
        </div>
        <p className="mt-4 text-muted-foreground">{guide.description}</p>
        <h4 className="mt-5 text-sm font-bold tracking-wide text-foreground uppercase">{guideFormCopy.benefitsHeading}</h4>
        <CheckList items={guide.benefits} className="mt-3 text-base text-foreground" />
      </div>

      {/* The form and the success message share one cell, so the card keeps its height when they swap. */}
      <div className="mt-6 grid border-t border-border pt-6">
        <form
          noValidate
          aria-label={`Download ${guide.title}`}
          onSubmit={onSubmit}
          inert={succeeded}
          style={succeeded ? { visibility: 'hidden' } : undefined}
          className="relative col-start-1 row-start-1 grid gap-4"
        >
          <p aria-hidden="true" className="text-sm text-muted-foreground">
            <span className="text-destructive">*</span> Required
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {fieldOrder.map((field) => {
              const copy = fieldCopy[field];
              return (
                <FormField key={field} id={`${guide.id}-${field}`} label={copy.label} required={copy.required} error={errors[field]}>
                  {(control) => (
                    <Input
                      {...control}
                      name={field}
                      type={copy.type}
                      autoComplete={copy.autoComplete}
                      value={form.values[field]}
                      onChange={(event) => form.setField(field, event.target.value)}
                    />
                  )}
                </FormField>
              );
            })}
          </div>
          <HoneypotField value={form.website} onChange={(event) => form.setWebsite(event.target.value)} />
          <Button
            type="submit"
            variant="accent"
            size="lg"
            disabled={form.status === 'sending'}
            aria-describedby={titleId}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {sending ? guideFormCopy.submitting : guideFormCopy.submit}
          </Button>
        </form>
        {succeeded ? (
          <div
            ref={panelRef}
            role="status"
            tabIndex={-1}
            className="col-start-1 row-start-1 flex flex-col items-center justify-center gap-3 rounded-lg bg-success/10 p-6 text-center outline-none focus-visible:outline-3 focus-visible:outline-ring"
          >
            <CircleCheck aria-hidden="true" className="size-10 text-success" />
            <p className="text-lg font-semibold text-foreground">{guideFormCopy.success}</p>
          </div>
        ) : null}
      </div>
    </article>
  );
}
