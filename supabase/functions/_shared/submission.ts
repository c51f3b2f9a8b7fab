/**
 * What every lead-capturing function receives besides the form's own fields: the browser's id for
 * the submission (idempotency), the human-check token, the honeypot and the visit's attribution.
 * Shared by the site (which builds these bodies) and the functions (which validate them).
 */
import { z } from 'zod';
import { exitIntentSchema, isoDateTime, leadRequestSchema, resourceDownloadSchema, singleLineText, uuidText } from './schemas.ts';

/** What every token of the local human check (a box the visitor ticks, when no reCAPTCHA keys are configured) starts with. */
export const LOCAL_HUMAN_CHECK_TOKEN_PREFIX = 'local-human-check:';

const LOCAL_HUMAN_CHECK_TOKEN_PATTERN = /^local-human-check:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A fresh token for one tick of the local check. Each is new, like a reCAPTCHA token, so the server's
 * ledger of spent tokens works the same with and without Google. Accepted only while
 * RECAPTCHA_SECRET_KEY is unset.
 */
export function newLocalHumanCheckToken(): string {
  return `${LOCAL_HUMAN_CHECK_TOKEN_PREFIX}${crypto.randomUUID()}`;
}

/** Whether a token has the local check's shape (the prefix and a UUID). */
export function isLocalHumanCheckToken(token: string): boolean {
  return LOCAL_HUMAN_CHECK_TOKEN_PATTERN.test(token);
}

/**
 * A submission sent sooner than this after its form appeared is taken for a bot (issue 9): stored as
 * spam, never e-mailed. A person needs longer to read and fill in even a one-field form.
 */
export const MIN_FORM_ELAPSED_MS = 3_000;
/** 30 days: the longest time from form to submit the server takes as a number; the site sends no more. */
export const MAX_FORM_ELAPSED_MS = 30 * 24 * 60 * 60 * 1000;

/** Why a submission is spam: a filled honeypot, a form sent too fast, or null for neither. */
export type SpamReason = 'honeypot' | 'too-fast';

/** `minFormElapsedMs`: the too-fast threshold, MIN_FORM_ELAPSED_MS unless the functions are configured otherwise. */
export function spamReasonOf(
  meta: { website?: string | undefined; formElapsedMs?: number | undefined },
  minFormElapsedMs: number = MIN_FORM_ELAPSED_MS,
): SpamReason | null {
  if (meta.website?.trim()) return 'honeypot';
  // Absent (an older tab, another client) is not evidence: only a measured fast submission counts.
  if (meta.formElapsedMs !== undefined && meta.formElapsedMs < minFormElapsedMs) return 'too-fast';
  return null;
}

/** The functions the site calls by name (spec 1 §7 and spec 2 §7, plus the exit-intent capture). */
export const leadFunctionNames = [
  'send-contact-email',
  'submit-resource-download',
  'exit-intent-signup',
  'submit-lead',
  'notify-new-lead',
  'book-call',
] as const;
export type LeadFunctionName = (typeof leadFunctionNames)[number];

/** Which experience sent a send-contact-email request; stored as the lead's source. */
export const contactSources = ['contact', 'smart-lead', 'consultation', 'onboarding'] as const;
export type ContactSource = (typeof contactSources)[number];

/** The spec asks for the human check on the contact section's two forms only. */
export const sourcesRequiringHumanCheck: readonly ContactSource[] = ['contact', 'smart-lead'];

const attributionValue = singleLineText().max(500).optional();

/** The visit that converted: UTM parameters, click ids, landing page, referrer, first-seen time and A/B variant (unknown keys dropped). */
export const attributionSchema = z.object({
  utm_source: attributionValue,
  utm_medium: attributionValue,
  utm_campaign: attributionValue,
  utm_term: attributionValue,
  utm_content: attributionValue,
  gclid: attributionValue,
  fbclid: attributionValue,
  landing_page: attributionValue,
  referrer: attributionValue,
  /**
   * When the session's first page was seen (spec 2 §3). A malformed value is dropped rather than
   * refused: a visitor's lead must never fail because of tracking data they cannot see.
   */
  timestamp: isoDateTime().optional().catch(undefined),
  /** The hero CTA variant the visitor saw (issue 8), so the A/B results count leads; dropped when malformed, like timestamp. */
  ab_variant: z.enum(['A', 'B']).optional().catch(undefined),
});
export type Attribution = z.infer<typeof attributionSchema>;

/** The envelope fields; the honeypot is named `website` because bots fill in fields with that name. */
export const submissionMetaSchema = z.object({
  clientSubmissionId: uuidText('Invalid submission id').optional(),
  humanCheckToken: z.string().max(4096).optional(),
  website: z.string().max(500).optional(),
  /** Milliseconds from the form's first render to this submission (MIN_FORM_ELAPSED_MS). */
  formElapsedMs: z
    .number('Form time must be a number')
    .int('Form time must be whole milliseconds')
    .min(0, 'Form time cannot be negative')
    .max(MAX_FORM_ELAPSED_MS, 'Form time is too long')
    .optional(),
  attribution: attributionSchema.optional(),
});
export type SubmissionMeta = z.infer<typeof submissionMetaSchema>;

/** Body of send-contact-email: the lead request of spec 1 §3 plus its source and the envelope. */
export const sendContactEmailRequestSchema = leadRequestSchema.extend({
  source: z.enum(contactSources).default('contact'),
  ...submissionMetaSchema.shape,
});
export type SendContactEmailRequest = z.input<typeof sendContactEmailRequestSchema>;

/** Body of submit-resource-download. */
export const resourceDownloadRequestSchema = resourceDownloadSchema.extend(submissionMetaSchema.shape);
export type ResourceDownloadRequest = z.input<typeof resourceDownloadRequestSchema>;

/** Body of exit-intent-signup. */
export const exitIntentRequestSchema = exitIntentSchema.extend(submissionMetaSchema.shape);
export type ExitIntentRequest = z.input<typeof exitIntentRequestSchema>;
