/**
 * What every lead-capturing function receives besides the form's own fields: the browser's id for
 * the submission (idempotency), the human-check token, the honeypot and the visit's attribution.
 * Shared by the site (which builds these bodies) and the functions (which validate them).
 */
import { z } from 'zod';
import { onboardingLeadFormSchema } from './onboarding-lead.ts';
import {
  consultationFormSchema,
  exitIntentSchema,
  isoDateTime,
  resourceDownloadSchema,
  singleLineText,
  smartLeadFormSchema,
  standardLeadFormSchema,
  uuidText,
} from './schemas.ts';

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
 * A submission sent sooner than this after its form appeared is taken for a bot: stored as
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

/** The functions the site calls by name (docs/product.md#lead-fields). */
export const leadFunctionNames = [
  'send-contact-email',
  'submit-resource-download',
  'exit-intent-signup',
  'submit-lead',
  'notify-new-lead',
  'book-call',
] as const;
export type LeadFunctionName = (typeof leadFunctionNames)[number];

/**
 * Every function the site's pages call: the lead functions, the manage link's (/manage-booking), the calendar's,
 * and the staff sign-in code's (/auth).
 */
export type SiteFunctionName = LeadFunctionName | 'manage-booking' | 'booking-availability' | 'approve-sign-in-network' | 'staff-calendar';


/** Which experience sent a send-contact-email request; stored as the lead's source. */
export const contactSources = ['contact', 'smart-lead', 'consultation', 'onboarding'] as const;
export type ContactSource = (typeof contactSources)[number];

/**
 * Of send-contact-email's forms, only the contact section's two need the human check
 * (docs/product.md#human-check).
 */
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
   * When the session's first page was seen (docs/product.md#lead-fields). A malformed value is dropped rather than
   * refused: a visitor's lead must never fail because of tracking data they cannot see.
   */
  timestamp: isoDateTime().optional().catch(undefined),
  /** The hero CTA variant the visitor saw, so the A/B results count leads; dropped when malformed, like timestamp. */
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

/**
 * Body of send-contact-email: one request per form, told apart by `source`, each with the form's own
 * fields under the form's own names (so a refusal lands under the field the visitor typed in) and the
 * envelope. Nothing is packed into text and nothing is invented for a field a form does not have
 * (docs/decisions/014-leads-as-data.md). The forms check their values with the same schemas.
 */
export const contactLeadRequestSchemas = {
  contact: standardLeadFormSchema.extend({ source: z.literal('contact'), ...submissionMetaSchema.shape }),
  'smart-lead': smartLeadFormSchema.extend({ source: z.literal('smart-lead'), ...submissionMetaSchema.shape }),
  consultation: consultationFormSchema.extend({
    source: z.literal('consultation'),
    /** The title of the service page the form is on, so the team knows what the call is about. */
    service: singleLineText().max(100, 'Service must be less than 100 characters').optional(),
    ...submissionMetaSchema.shape,
  }),
  onboarding: onboardingLeadFormSchema.extend({ source: z.literal('onboarding'), ...submissionMetaSchema.shape }),
} as const satisfies { [Source in ContactSource]: z.ZodObject };

export const sendContactEmailRequestSchema = z.discriminatedUnion(
  'source',
  [contactLeadRequestSchemas.contact, contactLeadRequestSchemas['smart-lead'], contactLeadRequestSchemas.consultation, contactLeadRequestSchemas.onboarding],
  { error: `Unknown form: source must be one of ${contactSources.join(', ')}` },
);
export type SendContactEmailRequest = z.input<typeof sendContactEmailRequestSchema>;
export type SendContactEmailBody = z.output<typeof sendContactEmailRequestSchema>;
/** The request of one form, as that form builds it. */
export type ContactLeadRequest<Source extends ContactSource> = z.input<(typeof contactLeadRequestSchemas)[Source]>;

/** Body of submit-resource-download. */
export const resourceDownloadRequestSchema = resourceDownloadSchema.extend(submissionMetaSchema.shape);
export type ResourceDownloadRequest = z.input<typeof resourceDownloadRequestSchema>;

/** Body of exit-intent-signup. */
export const exitIntentRequestSchema = exitIntentSchema.extend(submissionMetaSchema.shape);
export type ExitIntentRequest = z.input<typeof exitIntentRequestSchema>;
