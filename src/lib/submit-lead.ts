import type { FieldIssue } from '@shared/field-issue.ts';
import type { Attribution, LeadFunctionName, SubmissionMeta } from '@shared/submission.ts';
import { readAttribution } from './attribution';
import { getLeadTracking, leadConversions } from './lead-tracking';
import { rememberLeadSubmitted } from './lead-memory';

export type SubmitResult =
  /** `data` is the function's JSON answer (submit-lead answers with the stored lead's id). */
  | { ok: true; data?: unknown }
  /** The server refused the input: its field issues (path and message), as the form shows them. */
  | { ok: false; reason: 'invalid'; message: string; issues: FieldIssue[] }
  /**
   * Anything else: network down, server error, rate limit (429, with the server's Retry-After in
   * seconds), a conflict (409, with the field issues the server named). The form keeps what the visitor typed.
   */
  | { ok: false; reason: 'failed'; message: string; status?: number; retryAfterSeconds?: number; issues?: FieldIssue[] };

type LeadBody = Record<string, unknown> & Omit<SubmissionMeta, 'attribution'>;

export { leadConversions, setLeadTracking, type LeadConversion, type LeadTracking } from './lead-tracking';

function leadAttribution(): Attribution | undefined {
  const attribution = readAttribution();
  const variant = getLeadTracking()?.abVariant() ?? null;
  return variant ? { ...attribution, ab_variant: variant } : attribution;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return typeof value === 'object' && value !== null && 'path' in value && 'message' in value;
}

/** Reads `{ error, issues }` from a function's error answer; null when the body is not that shape. */
async function errorBody(response: unknown): Promise<{ error: string; issues: FieldIssue[] } | null> {
  if (!(response instanceof Response)) return null;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return null;
    const error = 'error' in body && typeof body.error === 'string' ? body.error : response.statusText;
    const issues = 'issues' in body && Array.isArray(body.issues) ? body.issues.filter(isFieldIssue) : [];
    return { error, issues };
  } catch {
    return null;
  }
}

/**
 * Sends a lead to one of the lead functions with the visit's attribution. supabase-js loads on the
 * first submission, so it never weighs on a page's first load. A success is remembered in this
 * browser (the exit-intent offer is not shown to someone who already became a lead).
 */
export async function submitLead(name: LeadFunctionName, body: LeadBody): Promise<SubmitResult> {
  try {
    const { getSupabase } = await import('./supabase');
    const { data, error } = await getSupabase().functions.invoke<unknown>(name, { body: { ...body, attribution: leadAttribution() } });
    if (!error) {
      rememberLeadSubmitted();
      const conversion = leadConversions[name];
      try {
        if (conversion) getLeadTracking()?.onConversion(conversion);
      } catch {
        // The lead is saved; tracking must not turn that success into a failure.
      }
      return { ok: true, data };
    }
    const context: unknown = 'context' in error ? error.context : undefined;
    const parsed = await errorBody(context);
    if (parsed && context instanceof Response && context.status === 400 && parsed.issues.length > 0) {
      return { ok: false, reason: 'invalid', message: parsed.error, issues: parsed.issues };
    }
    const status = context instanceof Response ? context.status : undefined;
    const retryAfter = context instanceof Response && status === 429 ? Number(context.headers.get('retry-after')) : Number.NaN;
    return {
      ok: false,
      reason: 'failed',
      message: parsed?.error ?? error.message,
      ...(status ? { status } : {}),
      ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      ...(parsed && parsed.issues.length > 0 ? { issues: parsed.issues } : {}),
    };
  } catch (error) {
    return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** A new id for one submission: a retry of the same submission reuses it, so the server stores one lead. */
export function newSubmissionId(): string {
  return crypto.randomUUID();
}
