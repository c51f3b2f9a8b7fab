import { useRef, useState } from 'react';
import type { FieldIssue } from '@shared/field-issue.ts';
import type { LeadFunctionName, SubmissionMeta } from '@shared/submission.ts';
import { submitLead, type LeadBody, type SubmitResult } from './send-lead';
import { useHumanCheckToken } from './use-human-check-token';
import { useSubmissionId } from './use-submission-id';

/** Where the server puts its refusal of the human check's token (a 400 with this one issue). */
const HUMAN_CHECK_TOKEN_FIELD: keyof SubmissionMeta = 'humanCheckToken';

/** What every lead request carries besides the form's own fields. */
export interface LeadEnvelope {
  clientSubmissionId: string;
  formElapsedMs: number;
  /** The human check's token, on forms that ask for one. */
  humanCheckToken?: string;
}

/** A form's request, checked in the browser before it is sent (with the schema the function applies, where the form has one). */
export type CheckedLeadRequest = { ok: true; request: LeadBody } | { ok: false; issues: readonly FieldIssue[] };

/** Anything but a 400: the network, a conflict (409), a rate limit (429), the store (503). The form keeps its input. */
export type LeadFailure<Name extends LeadFunctionName = LeadFunctionName> = Extract<SubmitResult<Name>, { reason: 'failed' }>;

export type LeadOutcome<Name extends LeadFunctionName = LeadFunctionName> =
  /** `data` is the function's answer, as its schema says (submit-lead's carries the stored lead's id). */
  | Extract<SubmitResult<Name>, { ok: true }>
  /** The visitor has not done the human check (nothing was sent), or the server refused its token (400). */
  | { ok: false; reason: 'human-check-missing' }
  /** The request needs fixing: found by the form's own check (nothing was sent) or by the server's (400). */
  | { ok: false; reason: 'invalid'; refusedBy: 'form' | 'server'; issues: readonly FieldIssue[] }
  | LeadFailure<Name>;

export interface LeadSubmissionOptions {
  /** The form shows `<HumanCheck>` and the function refuses a request without its token. */
  humanCheck?: boolean;
}

/**
 * The send sequence every lead form shares: the human check, the submission id and the form's timing
 * in the envelope, the form's own check of its request, the call, and what follows each answer.
 * A retry after a failure reuses the submission id, so the server stores one lead; after a success,
 * or a 400 (which stored nothing), the next request is a new submission. Each call to the server
 * spends the human check's single-use token, so the check starts over after every one.
 */
export function useLeadSubmission<Name extends LeadFunctionName>(functionName: Name, { humanCheck: needsHumanCheck = false }: LeadSubmissionOptions = {}) {
  const submission = useSubmissionId();
  const humanCheck = useHumanCheckToken();
  const [sending, setSending] = useState(false);
  // A second click before React re-renders the disabled button must not send a second request.
  const inFlight = useRef(false);

  /**
   * Builds the request from the envelope (checking it; the build may await what it needs, such as a
   * schema loaded on the first submission), sends it and answers what happened; never throws. Null
   * when a send is already under way: that click does nothing.
   */
  async function send(build: (envelope: LeadEnvelope) => CheckedLeadRequest | Promise<CheckedLeadRequest>): Promise<LeadOutcome<Name> | null> {
    if (inFlight.current) return null;
    const token = humanCheck.token;
    if (needsHumanCheck && !token) return { ok: false, reason: 'human-check-missing' };
    const envelope: LeadEnvelope = {
      clientSubmissionId: submission.current(),
      formElapsedMs: submission.elapsedMs(),
      ...(needsHumanCheck && token ? { humanCheckToken: token } : {}),
    };
    inFlight.current = true;
    setSending(true);
    // One async function from the click to the answer (no awaits on values already there): a form's
    // notices follow the answer as soon as it arrives.
    let result: SubmitResult<Name>;
    try {
      const built = build(envelope);
      const checked = built instanceof Promise ? await built : built;
      if (!checked.ok) return { ok: false, reason: 'invalid', refusedBy: 'form', issues: checked.issues };
      result = await submitLead(functionName, checked.request);
    } catch (error) {
      result = { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    if (needsHumanCheck) humanCheck.reset();
    if (result.ok || result.reason === 'invalid') submission.renew();
    if (result.ok) return result;
    if (result.reason === 'failed') return result;
    if (needsHumanCheck && result.issues.every((issue) => issue.path === HUMAN_CHECK_TOKEN_FIELD)) return { ok: false, reason: 'human-check-missing' };
    return { ok: false, reason: 'invalid', refusedBy: 'server', issues: result.issues };
  }

  return {
    send,
    /** True from the click until the answer: the form disables its button and says it is sending. */
    sending,
    /** For `<HumanCheck onChange resetKey>`, and `token` for a button that waits for it. */
    humanCheck: { token: humanCheck.token, onChange: humanCheck.onChange, resetKey: humanCheck.resetKey },
    /** Starts a new submission after a refusal that changes the request (a slot someone else took). */
    renewSubmission: submission.renew,
  };
}

export type LeadSubmission = ReturnType<typeof useLeadSubmission>;
