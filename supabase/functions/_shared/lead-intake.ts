/**
 * The pipeline every lead function shares: per-client rate limit → validate → per-address rate limit →
 * human check → spam rules (honeypot, too fast) → lead and e-mails → one `submit_lead` call → dispatch
 * in the background → answer. Each function describes only what differs (its schema, its lead's
 * fields, the e-mail its visitor gets) as a `LeadIntake`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { runInBackground } from './background.ts';
import type { EmailBrand, EmailContent } from './emails/layout.ts';
import { teamNotificationEmail } from './emails/team-notification.ts';
import type { EnvReader } from './env.ts';
import { clientIp } from './client-address.ts';
import { HUMAN_CHECK_ISSUE, allowedHostnamesFromEnv, humanCheckFromEnv, type HumanCheck } from './human-check.ts';
import { errorResponse, json, preflight, type FieldIssue, type Handler } from './http.ts';
import { outboxDispatcherFromEnv } from './outbox/dispatcher.ts';
import { emailLimitAnswer, leadRateLimiterFromEnv, tooManyRequests, type LeadRateLimiter } from './rate-limit.ts';
import { createServiceClient } from './service-client.ts';
import { MIN_FORM_ELAPSED_MS, spamReasonOf, type Attribution, type LeadFunctionName } from './submission.ts';
import { validateJsonBody } from './validation.ts';

/** A row for public.leads, as submit_lead reads it. */
export interface LeadRecord {
  source: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  user_type: string | null;
  industry: string | null;
  details: Record<string, unknown>;
  attribution: Attribution;
  quiz_answers: Record<string, unknown> | null;
  is_spam: boolean;
  spam_reason: string | null;
  client_submission_id: string | null;
}

/** A row for public.email_outbox; `to_address` null means the team (TEAM_NOTIFICATION_EMAIL). */
export interface OutboxMessage {
  kind: string;
  to_address: string | null;
  reply_to: string | null;
  subject: string;
  html: string;
  text_body: string;
  /** Queued this many seconds from now (the database's clock); absent or 0: due at once. */
  delay_seconds?: number;
}

/**
 * How long a quiz lead's team notification waits for notify-new-lead to release it. Long enough for
 * the browser's notify call to arrive first; short enough that a lead whose browser never calls still
 * reaches the team within minutes (the dispatcher sends it when the delay runs out).
 */
export const TEAM_NOTIFICATION_DELAY_SECONDS = 120;

const submitLeadResultSchema = z.object({
  lead_id: z.string(),
  duplicate: z.boolean(),
  message_ids: z.array(z.string()),
});
export type SubmitLeadResult = z.infer<typeof submitLeadResultSchema>;

/** Where leads go: the database's submit_lead in production, a fake in unit tests. */
export interface LeadStore {
  /** Stores the lead and queues its messages in one transaction; a known client_submission_id stores nothing. */
  submit(lead: LeadRecord, messages: OutboxMessage[]): Promise<SubmitLeadResult>;
  /** Whether a lead with this client submission id is stored already. */
  hasSubmission(clientSubmissionId: string): Promise<boolean>;
}

export function rpcLeadStore(client: SupabaseClient): LeadStore {
  return {
    async submit(lead, messages) {
      const { data, error } = await client.rpc('submit_lead', { lead, messages });
      if (error) throw new Error(`submit_lead failed: ${error.message}`);
      return submitLeadResultSchema.parse(data);
    },
    async hasSubmission(clientSubmissionId) {
      const { data, error } = await client.from('leads').select('id').eq('client_submission_id', clientSubmissionId).maybeSingle();
      if (error) throw new Error(`looking up the submission failed: ${error.message}`);
      return data !== null;
    },
  };
}

/** Settings that shape the e-mails. */
export interface LeadIntakeSettings {
  /** SITE_URL: the site's origin for links in e-mails. */
  siteUrl?: string | undefined;
  /** Hostnames whose Origin header may stand in for SITE_URL (besides loopback, for development). */
  trustedHostnames?: readonly string[];
  brandName: string;
  agencyPhone?: string | undefined;
  /**
   * LEAD_MIN_FORM_ELAPSED_MS: a form sent sooner after it appeared is spam (MIN_FORM_ELAPSED_MS when
   * unset). Browser tests that fill forms at machine speed set 0; production leaves it unset.
   */
  minFormElapsedMs?: number | undefined;
}

export interface LeadIntakeDependencies {
  store: LeadStore;
  humanCheck: HumanCheck;
  rateLimiter: LeadRateLimiter;
  dispatcher: { dispatch(onlyIds?: string[]): Promise<unknown> };
  runInBackground: (task: Promise<unknown>, label: string) => void;
  settings: LeadIntakeSettings;
}

/** What the lead records about the human check: Google's word, the local check, or an outage. */
export type HumanCheckStatus = 'verified' | 'local' | 'unverified';

/** The envelope fields every request body carries (submission.ts). */
export interface IntakeBody {
  email: string;
  clientSubmissionId?: string | undefined;
  humanCheckToken?: string | undefined;
  website?: string | undefined;
  formElapsedMs?: number | undefined;
  attribution?: Attribution | undefined;
}

export interface IntakeContext {
  brand: EmailBrand;
  /** Set when this lead went through the human check. */
  humanCheck: HumanCheckStatus | undefined;
}

/** One lead as a function describes it; the pipeline adds the envelope, the team's e-mail and storage. */
export interface LeadDescription {
  source: string;
  /** The source for people, in the team's subject line: "Contact form", "Guide download", ... */
  sourceLabel: string;
  name: string;
  phone?: string | undefined;
  company?: string | undefined;
  /** leads.user_type, leads.industry and leads.quiz_answers (the quizzes). */
  userType?: string | undefined;
  industry?: string | undefined;
  quizAnswers?: Record<string, unknown> | undefined;
  /** Everything else the form sent, stored in leads.details. */
  details: Record<string, unknown>;
  /** Label and value rows for the team's e-mail, after name and e-mail. */
  teamFields: { label: string; value: string | null | undefined }[];
  /** What the visitor receives, when anything. */
  visitorEmail: { kind: string; content: EmailContent } | null;
}

export interface LeadIntake<Body extends IntakeBody> {
  functionName: LeadFunctionName;
  schema: z.ZodType<Body>;
  requiresHumanCheck(body: Body): boolean;
  /** Issues the schema cannot find (an unknown guide); empty when the body is fine. */
  check?(body: Body): FieldIssue[];
  describe(body: Body, context: IntakeContext): LeadDescription;
  /**
   * Answer `{ success: true, leadId }` with the stored lead's id (not for spam), so the site can call
   * notify-new-lead. Off for the issue-4 functions, whose answers stay `{ success: true }`.
   */
  answersWithLeadId?: boolean;
  /** Queue the team notification this many seconds late, until notify-new-lead releases it. */
  teamNotificationDelaySeconds?: number;
}

/** The brand name when BRAND_NAME is not set. */
export const DEFAULT_BRAND_NAME = 'Westside Growth';

/**
 * 503, not 500: the visitor did nothing wrong and the same request may succeed in a moment. The site
 * keeps the form filled in and the same client submission id, so a retry cannot store the lead twice.
 */
export const STORE_FAILED_MESSAGE = 'Could not store your request. Please try again.';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin for links in e-mails: SITE_URL; else the request's Origin when it is the local site or a
 * configured hostname (an arbitrary Origin would let anyone put their own links in our e-mails);
 * else '' and the links are site-relative.
 */
export function siteUrlFor(request: Request, settings: LeadIntakeSettings): string {
  if (settings.siteUrl) return settings.siteUrl.replace(/\/+$/, '');
  const origin = request.headers.get('origin');
  if (!origin) return '';
  try {
    const url = new URL(origin);
    const trusted = LOOPBACK_HOSTS.has(url.hostname) || (settings.trustedHostnames ?? []).includes(url.hostname.toLowerCase());
    return trusted && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : '';
  } catch {
    return '';
  }
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Drops empty values so leads.details and attribution hold only what was sent. */
export function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

/** How the team's e-mail states the human check's outcome. */
export const HUMAN_CHECK_LABELS: Record<HumanCheckStatus, string> = {
  verified: 'Verified by reCAPTCHA',
  local: 'Local check (no reCAPTCHA configured)',
  unverified: 'NOT verified: reCAPTCHA could not be reached',
};

/** The team's warning on a lead accepted while Google could not be asked. */
export const UNVERIFIED_WARNING =
  'Google reCAPTCHA could not be reached, so this lead was accepted without a verified human check. Treat it with care.';

/** A function's handler: CORS, POST only, the per-client rate limit, then the pipeline. */
export function createLeadIntakeHandler<Body extends IntakeBody>(intake: LeadIntake<Body>, deps: LeadIntakeDependencies): Handler {
  const pipeline = createLeadIntakePipeline(intake, deps);
  return async (request) => {
    const answered = preflight(request);
    if (answered) return answered;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    // Before the body is read: a flood of junk costs a count, not a parse.
    const wait = await deps.rateLimiter.takeForClient(intake.functionName, request);
    if (wait > 0) return tooManyRequests(wait);
    return pipeline(request);
  };
}

/**
 * The pipeline from validation on, for a POST whose client is already counted: submit-lead counts its
 * client once, before it chooses between a quiz lead (this pipeline) and an agreement.
 */
export function createLeadIntakePipeline<Body extends IntakeBody>(intake: LeadIntake<Body>, deps: LeadIntakeDependencies): Handler {
  const refuseHumanCheck = () => errorResponse(400, 'Validation failed', [HUMAN_CHECK_ISSUE]);
  const success = (leadId?: string) => json(leadId ? { success: true, leadId } : { success: true });

  return async (request) => {
    const validated = await validateJsonBody(request, intake.schema);
    if (!validated.ok) return validated.response;
    const body = validated.data;
    const issues = intake.check?.(body) ?? [];
    if (issues.length > 0) return errorResponse(400, 'Validation failed', issues);
    const submissionId = body.clientSubmissionId;
    const isStoredRetry = async () => submissionId !== undefined && (await deps.store.hasSubmission(submissionId));

    try {
      const limited = await emailLimitAnswer(deps.rateLimiter, body.email, isStoredRetry);
      if (limited) return limited;

      let humanCheck: HumanCheckStatus | undefined;
      if (intake.requiresHumanCheck(body)) {
        const result = await deps.humanCheck.verify(body.humanCheckToken, clientIp(request), submissionId);
        if (result.outcome === 'refused') {
          // Tokens are single-use (Google's rule, and our ledger's): a retry of a stored submission (its answer was lost) must still succeed.
          if (await isStoredRetry()) return success();
          return refuseHumanCheck();
        }
        if (result.outcome === 'unavailable') console.warn(`${intake.functionName}: human check unavailable (${result.reason}); storing the lead unverified`);
        humanCheck = result.outcome === 'unavailable' ? 'unverified' : result.outcome;
      }

      const brand: EmailBrand = { name: deps.settings.brandName, siteUrl: siteUrlFor(request, deps.settings), phone: deps.settings.agencyPhone };
      const description = intake.describe(body, { brand, humanCheck });
      const spamReason = spamReasonOf(body, deps.settings.minFormElapsedMs);
      const isSpam = spamReason !== null;
      const attribution = compact(body.attribution ?? {});
      const lead: LeadRecord = {
        source: description.source,
        name: description.name.slice(0, 200),
        email: body.email,
        phone: nonEmpty(description.phone),
        company: nonEmpty(description.company),
        user_type: nonEmpty(description.userType),
        industry: nonEmpty(description.industry),
        // How fast a too-fast form was sent, for staff who judge whether it was a person.
        details: compact({ ...description.details, human_check: humanCheck, form_elapsed_ms: spamReason === 'too-fast' ? body.formElapsedMs : undefined }),
        attribution,
        quiz_answers: description.quizAnswers ?? null,
        // A filled honeypot or a form sent too fast: stored for the record (staff can restore a person
        // taken for a bot), answered like a success so the bot learns nothing, never e-mailed.
        is_spam: isSpam,
        spam_reason: spamReason,
        client_submission_id: body.clientSubmissionId ?? null,
      };
      const messages = isSpam ? [] : messagesFor(description, lead, brand, humanCheck, intake.teamNotificationDelaySeconds);

      const stored = await deps.store.submit(lead, messages);
      if (!stored.duplicate && stored.message_ids.length > 0) {
        deps.runInBackground(deps.dispatcher.dispatch(stored.message_ids), `${intake.functionName}: dispatch e-mails of lead ${stored.lead_id}`);
      }
      // A spam lead gets no id: the site then has nothing to notify, and the bot learns nothing.
      return success(intake.answersWithLeadId && !isSpam ? stored.lead_id : undefined);
    } catch (error) {
      console.error(`${intake.functionName}: could not store the lead: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(503, STORE_FAILED_MESSAGE);
    }
  };
}

function messagesFor(
  description: LeadDescription,
  lead: LeadRecord,
  brand: EmailBrand,
  humanCheck: HumanCheckStatus | undefined,
  teamDelaySeconds: number | undefined,
): OutboxMessage[] {
  const team = teamNotificationEmail({
    brand,
    sourceLabel: description.sourceLabel,
    name: lead.name,
    email: lead.email,
    fields: [...description.teamFields, { label: 'Human check', value: humanCheck ? HUMAN_CHECK_LABELS[humanCheck] : undefined }],
    attribution: lead.attribution,
    warning: humanCheck === 'unverified' ? UNVERIFIED_WARNING : undefined,
  });
  const messages: OutboxMessage[] = [
    {
      kind: 'team-notification',
      to_address: null,
      reply_to: lead.email,
      subject: team.subject,
      html: team.html,
      text_body: team.text,
      ...(teamDelaySeconds ? { delay_seconds: teamDelaySeconds } : {}),
    },
  ];
  if (description.visitorEmail) {
    const { kind, content } = description.visitorEmail;
    messages.push({ kind, to_address: lead.email, reply_to: null, subject: content.subject, html: content.html, text_body: content.text });
  }
  return messages;
}

export function leadIntakeSettingsFromEnv(env: EnvReader): LeadIntakeSettings {
  return {
    siteUrl: env('SITE_URL') || undefined,
    trustedHostnames: allowedHostnamesFromEnv(env),
    brandName: env('BRAND_NAME')?.trim() || DEFAULT_BRAND_NAME,
    agencyPhone: env('AGENCY_PHONE')?.trim() || undefined,
    minFormElapsedMs: minFormElapsedMsFromEnv(env),
  };
}

function minFormElapsedMsFromEnv(env: EnvReader): number | undefined {
  const raw = env('LEAD_MIN_FORM_ELAPSED_MS')?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  console.error(`lead intake: LEAD_MIN_FORM_ELAPSED_MS=${JSON.stringify(raw)} is not a whole number of milliseconds; using ${MIN_FORM_ELAPSED_MS}`);
  return undefined;
}

/** The production wiring: the service-role database, reCAPTCHA, the rate limits, the outbox dispatcher. */
export function leadIntakeDependenciesFromEnv(env: EnvReader): LeadIntakeDependencies {
  return {
    store: rpcLeadStore(createServiceClient(env)),
    humanCheck: humanCheckFromEnv(env),
    rateLimiter: leadRateLimiterFromEnv(env),
    dispatcher: outboxDispatcherFromEnv(env),
    runInBackground,
    settings: leadIntakeSettingsFromEnv(env),
  };
}
