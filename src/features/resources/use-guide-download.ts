import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { guideFormCopy, type Guide } from '@/content/guides';
import { useLeadSubmission } from '@/features/lead-capture';
import {
  checkGuideRequest,
  emptyGuideForm,
  firstInvalidField,
  guideFormErrors,
  type GuideFormErrors,
  type GuideFormField,
  type GuideFormValues,
} from './guide-request';

/** How long the active card shows its success message before the form returns (docs/product.md#guide-downloads). */
export const GUIDE_SUCCESS_MS = 5000;

type Status = 'idle' | 'sending' | 'success';

/**
 * The one form state both guide cards share (docs/product.md#guide-downloads): the fields, which guide was asked for last,
 * and the idle → processing → success (5 s) → idle cycle.
 */
export function useGuideDownload() {
  const [values, setValues] = useState<GuideFormValues>(emptyGuideForm);
  const [website, setWebsite] = useState('');
  const [activeGuideId, setActiveGuideId] = useState<Guide['id'] | null>(null);
  const [errors, setErrors] = useState<GuideFormErrors>({});
  const [status, setStatus] = useState<Exclude<Status, 'sending'>>('idle');
  const lead = useLeadSubmission('submit-resource-download');
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(successTimer.current), []);

  function setField(field: GuideFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  }

  function finishSuccess() {
    setValues(emptyGuideForm);
    setWebsite('');
    setErrors({});
    setActiveGuideId(null);
    setStatus('idle');
  }

  /** Sends the request for `guide`; answers the field to focus when the input needs fixing. */
  async function requestGuide(guide: Guide): Promise<GuideFormField | undefined> {
    // Asking for the other guide while this one's success shows: same details, a new request.
    clearTimeout(successTimer.current);
    setActiveGuideId(guide.id);
    const check = checkGuideRequest(values, guide.title);
    if (!check.ok) {
      setErrors(check.errors);
      return check.firstInvalid;
    }
    setErrors({});
    const outcome = await lead.send((envelope) => ({ ok: true, request: { ...check.request, ...envelope, website } }));
    if (!outcome) return undefined;
    if (outcome.ok) {
      setStatus('success');
      successTimer.current = setTimeout(finishSuccess, GUIDE_SUCCESS_MS);
      return undefined;
    }
    toast({ title: guideFormCopy.failure, variant: 'destructive' });
    if (outcome.reason === 'invalid') {
      const serverErrors = guideFormErrors(outcome.issues);
      setErrors(serverErrors);
      return firstInvalidField(serverErrors);
    }
    return undefined;
  }

  return { values, setField, website, setWebsite, activeGuideId, errors, status: lead.sending ? 'sending' : status, requestGuide };
}

export type GuideDownloadState = ReturnType<typeof useGuideDownload>;
