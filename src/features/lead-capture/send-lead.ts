import type { Attribution, LeadFunctionName, SubmissionMeta } from '@shared/submission.ts';
import { callFunction, type FunctionResult } from '@/lib/call-function';
import { readAttribution } from './attribution';
import { getLeadTracking, leadConversions } from './lead-tracking';
import { rememberLeadSubmitted } from './lead-memory';

/**
 * A lead function's result: FunctionResult, whose success may leave out `data` (a lead's answer adds only
 * submit-lead's and book-call's ids), so a test that stands in for the server can answer `{ ok: true }`.
 */
export type SubmitResult<Name extends LeadFunctionName = LeadFunctionName> =
  | Exclude<FunctionResult<Name>, { ok: true }>
  | { ok: true; data?: Extract<FunctionResult<Name>, { ok: true }>['data'] };

/** A lead function's request: the form's fields and the envelope; send-lead adds the attribution. */
export type LeadBody = Record<string, unknown> & Omit<SubmissionMeta, 'attribution'>;

function leadAttribution(): Attribution | undefined {
  const attribution = readAttribution();
  const variant = getLeadTracking()?.abVariant() ?? null;
  return variant ? { ...attribution, ab_variant: variant } : attribution;
}

/**
 * Sends a lead to one of the lead functions with the visit's attribution. A success is remembered in
 * this browser (the exit-intent offer is not shown to someone who already became a lead).
 */
export async function submitLead<Name extends LeadFunctionName>(name: Name, body: LeadBody): Promise<SubmitResult<Name>> {
  const result = await callFunction(name, { ...body, attribution: leadAttribution() });
  if (result.ok) {
    rememberLeadSubmitted();
    const conversion = leadConversions[name];
    try {
      if (conversion) getLeadTracking()?.onConversion(conversion);
    } catch {
      // The lead is saved; tracking must not turn that success into a failure.
    }
  }
  return result;
}

/** A new id for one submission: a retry of the same submission reuses it, so the server stores one lead. */
export function newSubmissionId(): string {
  return crypto.randomUUID();
}
