/**
 * The pipeline every lead-creating function shares: per-client rate limit → validate → the function's
 * own checks → per-address rate limit → human check → the function's limit for everyone → spam rules (honeypot, too fast) → lead and
 * e-mails → store (`submit_lead`, or the function's own transaction) → dispatch in the background →
 * answer; 503 when the store fails. Each function describes only what differs (its schema, its checks,
 * its lead's fields, the e-mail its visitor gets, and where a real lead goes) as a `LeadIntake`.
 */
import { z } from 'zod';
import { runInBackground } from '../infra/background.ts';
import type { EmailBrand, EmailContent } from './emails/layout.ts';
import { teamNotificationEmail } from './emails/team-notification.ts';
import type { EnvReader } from '../infra/env.ts';
import { clientIp } from '../infra/client-address.ts';
import { HUMAN_CHECK_ISSUE, allowedHostnamesFromEnv, humanCheckFromEnv, type HumanCheck } from '../infra/human-check.ts';
import { errorResponse, json, type FieldIssue, type Handler } from '../infra/http.ts';
import { outboxDispatcherFromEnv, type OutboxEmail } from '../infra/outbox/dispatcher.ts';
import { clientLimitedPost, emailLimitAnswer, everyoneLimitAnswer, leadRateLimiterFromEnv, type LeadRateLimiter } from '../infra/rate-limit.ts';
import type { MonthlyBudget } from '../rules/schemas.ts';
import type { Tables } from '../database.types.ts';
import { createServiceClient, type JsonObject, type ServiceClient } from '../infra/service-client.ts';
import { siteIdentity } from '../rules/content/site-identity.ts';
import type { LeadPriority } from '../rules/smart-lead.ts';
import type { BookCallAnswer, SubmitLeadAnswer } from '../rules/function-answers.ts';
import { MIN_FORM_ELAPSED_MS, spamReasonOf, type Attribution, type LeadFunctionName } from '../rules/submission.ts';
import { validateJsonBody } from '../infra/request-body.ts';

/**
 * A row for public.leads, as submit_lead reads it: the generated columns, narrowed where the schema cannot
 * say (the priority's values, the jsonb columns' shapes). Null: the visitor did not give it. message is what
 * the visitor wrote in their own words (a message, their challenges, the wizard's details); priority is the
 * smart form's, worked out from the urgency; the budget is the monthly one the visitor chose, in US cents,
 * max null for an open top.
 */
export type LeadRecord = Pick<
  Tables<'leads'>,
  | 'source'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'message'
  | 'budget_min_cents'
  | 'budget_max_cents'
  | 'user_type'
  | 'industry'
  | 'is_spam'
  | 'spam_reason'
  | 'client_submission_id'
> & {
  priority: LeadPriority | null;
  details: JsonObject;
  attribution: Attribution;
  quiz_answers: JsonObject | null;
};

/** A file of an outbox message, in the email_outbox.attachments column's (jsonb) shape. */
export type OutboxAttachment = {
  filename: string;
  content_type: string;
  content_base64: string;
};

/**
 * A row for public.email_outbox, as submit_lead and book_call queue it. delay_seconds: queued this many
 * seconds from now (the database's clock), absent or 0 due at once; attachments absent: none; booking_id:
 * the booking the message describes as it stands, withdrawn with it when it moves or is cancelled.
 */
export type OutboxMessage = OutboxEmail & {
  delay_seconds?: number;
  attachments?: OutboxAttachment[];
  booking_id?: string;
};

/** An e-mail to the visitor: what it says, its files, how long after now it is due, and the booking it describes. */
export interface VisitorMessage {
  kind: string;
  content: EmailContent;
  attachments?: OutboxAttachment[] | undefined;
  delaySeconds?: number | undefined;
  bookingId?: string | undefined;
}

/** A visitor message as the outbox row that sends it to `address`. */
export function visitorOutboxMessage({ kind, content, attachments, delaySeconds, bookingId }: VisitorMessage, address: string): OutboxMessage {
  return {
    kind,
    to_address: address,
    reply_to: null,
    subject: content.subject,
    html: content.html,
    text_body: content.text,
    ...(attachments ? { attachments } : {}),
    ...(delaySeconds ? { delay_seconds: delaySeconds } : {}),
    ...(bookingId ? { booking_id: bookingId } : {}),
  };
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

export function rpcLeadStore(client: ServiceClient): LeadStore {
  return {
    async submit(lead, messages) {
      const { data, error } = await client.rpc('submit_lead', { lead, messages });
      if (error) throw new Error(`submit_lead failed: ${error.message}`);
      return submitLeadResultSchema.parse(data);
    },
    hasSubmission: (clientSubmissionId) => hasClientSubmission(client, 'leads', clientSubmissionId),
  };
}

/** Whether `table` holds the row of this client submission id already (a retry whose answer was lost). */
export async function hasClientSubmission(client: ServiceClient, table: 'leads' | 'call_bookings', clientSubmissionId: string): Promise<boolean> {
  const { data, error } = await client.from(table).select('id').eq('client_submission_id', clientSubmissionId).maybeSingle();
  if (error) throw new Error(`looking up the submission in ${table} failed: ${error.message}`);
  return data !== null;
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

export interface IntakeContext<Prepared = undefined> {
  brand: EmailBrand;
  /** Set when this lead went through the human check. */
  humanCheck: HumanCheckStatus | undefined;
  /** Taken for a bot (honeypot, too fast): stored as a spam lead, e-mailed to no one. */
  isSpam: boolean;
  /** What the intake's `prepare` worked out for this request. */
  prepared: Prepared;
}

/** What a store step gets besides the lead and its e-mails. */
export interface StoreContext<Body, Prepared> extends IntakeContext<Prepared> {
  request: Request;
  body: Body;
  /** Whether this request is the retry of a submission stored already (its answer was lost). */
  isStoredRetry: () => Promise<boolean>;
}

/** A lead function's answer: `{ success: true }`, with the stored row's id where the site needs it (submission.ts, booking/schema.ts). */
type LeadAnswer = SubmitLeadAnswer | BookCallAnswer;

/** What a lead function's answer adds to `success: true`. */
export type LeadAnswerExtras = Omit<SubmitLeadAnswer, 'success'> | Omit<BookCallAnswer, 'success'>;

/** What a store step did: the stored lead and its queued e-mails, and what the answer adds to `success: true`. */
export interface StoreOutcome {
  stored: SubmitLeadResult;
  answer?: LeadAnswerExtras;
}

/** What `prepare` answers: field issues that refuse the request, or what it worked out for the later steps. */
export type Preparation<Prepared> = { issues: FieldIssue[] } | { prepared: Prepared };

/** One lead as a function describes it; the pipeline adds the envelope, the team's e-mail and storage. */
export interface LeadDescription {
  source: string;
  /** The source for people, in the team's subject line: "Contact form", "Guide download", ... */
  sourceLabel: string;
  /** Absent when the form asks for no name (the onboarding wizard, the exit-intent offer, a booking). */
  name?: string | undefined;
  phone?: string | undefined;
  company?: string | undefined;
  message?: string | undefined;
  priority?: LeadPriority | undefined;
  budget?: MonthlyBudget | undefined;
  /** leads.user_type, leads.industry and leads.quiz_answers (the quizzes). */
  userType?: string | undefined;
  industry?: string | undefined;
  quizAnswers?: JsonObject | undefined;
  /** Everything else the form sent, stored in leads.details under typed keys (never packed text). */
  details: JsonObject;
  /** Label and value rows for the team's e-mail, after name and e-mail. */
  teamFields: { label: string; value: string | null | undefined }[];
  /** What the visitor receives at once, when anything. */
  visitorEmail: VisitorMessage | null;
  /** What the visitor receives later (a booked call's reminders). */
  laterVisitorEmails?: VisitorMessage[];
}

export interface LeadIntake<Body extends IntakeBody, Prepared = undefined> {
  functionName: LeadFunctionName;
  /** The body's schema, or what builds it for each request (book-call's rules move with the clock). */
  schema: z.ZodType<Body> | (() => z.ZodType<Body>);
  requiresHumanCheck(body: Body): boolean;
  /**
   * Checks the schema cannot make (an unknown guide, the agreement's terms), before any limit is spent,
   * and what they work out for `describe` and `store`. Without it `prepared` is undefined. A throw (the
   * database it reads is down) answers 503.
   */
  prepare?(body: Body): Preparation<Prepared> | Promise<Preparation<Prepared>>;
  describe(body: Body, context: IntakeContext<Prepared>): LeadDescription;
  /**
   * Where a lead that is not spam goes, instead of `submit_lead`: a transaction of the function's own
   * (an agreement with its evidence, a booking), or a refusal (a Response) it alone can decide. A spam
   * lead always goes to `submit_lead` without e-mails.
   */
  store?(lead: LeadRecord, messages: OutboxMessage[], context: StoreContext<Body, Prepared>): Promise<StoreOutcome | Response>;
  /**
   * Answer `{ success: true, leadId }` with the stored lead's id (not for spam), so the site can call
   * notify-new-lead. Off for send-contact-email, submit-resource-download and exit-intent-signup, whose
   * answers stay `{ success: true }`.
   */
  answersWithLeadId?: boolean;
  /**
   * The retry of a stored submission whose (single-use) token the human check refuses as spent goes on
   * to the store, which answers it as a duplicate, instead of a bare `{ success: true }` at once.
   */
  retryWithSpentTokenIsStored?: boolean;
  /** Queue the team notification this many seconds late, until notify-new-lead releases it. */
  teamNotificationDelaySeconds?: number;
}

/** The brand name when BRAND_NAME is not set: the agency's short name (site-identity.ts). */
export const DEFAULT_BRAND_NAME = siteIdentity.shortName;

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
export function createLeadIntakeHandler<Body extends IntakeBody, Prepared>(intake: LeadIntake<Body, Prepared>, deps: LeadIntakeDependencies): Handler {
  return clientLimitedPost(intake.functionName, deps, createLeadIntakePipeline(intake, deps));
}

/**
 * The pipeline from validation on, for a POST whose client is already counted: submit-lead counts its
 * client once, before it chooses between a quiz lead and an agreement (both this pipeline).
 */
export function createLeadIntakePipeline<Body extends IntakeBody, Prepared>(intake: LeadIntake<Body, Prepared>, deps: LeadIntakeDependencies): Handler {
  const refuseHumanCheck = () => errorResponse(400, 'Validation failed', [HUMAN_CHECK_ISSUE]);
  const success = (extras: LeadAnswerExtras = {}) => json({ success: true, ...extras } satisfies LeadAnswer);

  return async (request) => {
    const validated = await validateJsonBody(request, typeof intake.schema === 'function' ? intake.schema() : intake.schema);
    if (!validated.ok) return validated.response;
    const body = validated.data;
    let preparation: Preparation<Prepared>;
    try {
      preparation = intake.prepare ? await intake.prepare(body) : { prepared: undefined as Prepared };
    } catch (error) {
      // What prepare reads (an agreement's quote) is in the database the store uses: the same 503.
      console.error(`${intake.functionName}: could not check the request: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(503, STORE_FAILED_MESSAGE);
    }
    if ('issues' in preparation) return errorResponse(400, 'Validation failed', preparation.issues);
    const { prepared } = preparation;
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
          if (!(await isStoredRetry())) return refuseHumanCheck();
          if (!intake.retryWithSpentTokenIsStored) return success();
        }
        if (result.outcome === 'unavailable') console.warn(`${intake.functionName}: human check unavailable (${result.reason}); storing the lead unverified`);
        humanCheck = result.outcome === 'verified' || result.outcome === 'local' ? result.outcome : 'unverified';
      }
      // Only now, with every check passed, does the request spend the function's budget for everyone.
      const capped = await everyoneLimitAnswer(deps.rateLimiter, intake.functionName);
      if (capped) return capped;

      const brand: EmailBrand = { name: deps.settings.brandName, siteUrl: siteUrlFor(request, deps.settings), phone: deps.settings.agencyPhone };
      const spamReason = spamReasonOf(body, deps.settings.minFormElapsedMs);
      const isSpam = spamReason !== null;
      const context: IntakeContext<Prepared> = { brand, humanCheck, isSpam, prepared };
      const description = intake.describe(body, context);
      const lead: LeadRecord = {
        source: description.source,
        name: nonEmpty(description.name)?.slice(0, 200) ?? null,
        email: body.email,
        phone: nonEmpty(description.phone),
        company: nonEmpty(description.company),
        message: nonEmpty(description.message),
        priority: description.priority ?? null,
        budget_min_cents: description.budget?.minCents ?? null,
        budget_max_cents: description.budget?.maxCents ?? null,
        user_type: nonEmpty(description.userType),
        industry: nonEmpty(description.industry),
        // How fast a too-fast form was sent, for staff who judge whether it was a person.
        details: compact({ ...description.details, human_check: humanCheck, form_elapsed_ms: spamReason === 'too-fast' ? body.formElapsedMs : undefined }),
        attribution: compact(body.attribution ?? {}),
        quiz_answers: description.quizAnswers ?? null,
        // A filled honeypot or a form sent too fast: stored for the record (staff can restore a person
        // taken for a bot), answered like a success so the bot learns nothing, never e-mailed, and
        // nothing beyond the lead (no acceptance on file, no booking holding a slot).
        is_spam: isSpam,
        spam_reason: spamReason,
        client_submission_id: body.clientSubmissionId ?? null,
      };

      let outcome: StoreOutcome | Response;
      if (isSpam) {
        outcome = { stored: await deps.store.submit(lead, []) };
      } else {
        const messages = messagesFor(description, lead, brand, humanCheck, intake.teamNotificationDelaySeconds);
        outcome = intake.store
          ? await intake.store(lead, messages, { ...context, request, body, isStoredRetry })
          : { stored: await deps.store.submit(lead, messages) };
      }
      if (outcome instanceof Response) return outcome;
      const { stored } = outcome;
      if (!stored.duplicate && stored.message_ids.length > 0) {
        deps.runInBackground(deps.dispatcher.dispatch(stored.message_ids), `${intake.functionName}: dispatch e-mails of lead ${stored.lead_id}`);
      }
      // A spam lead gets no id: the site then has nothing to notify, and the bot learns nothing.
      if (isSpam) return success();
      return success(outcome.answer ?? (intake.answersWithLeadId ? { leadId: stored.lead_id } : {}));
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
  const visitorMessages = [...(description.visitorEmail ? [description.visitorEmail] : []), ...(description.laterVisitorEmails ?? [])];
  return [...messages, ...visitorMessages.map((message) => visitorOutboxMessage(message, lead.email))];
}

export function leadIntakeSettingsFromEnv(env: EnvReader): LeadIntakeSettings {
  return {
    siteUrl: env('SITE_URL') || undefined,
    trustedHostnames: allowedHostnamesFromEnv(env),
    brandName: env('BRAND_NAME')?.trim() || DEFAULT_BRAND_NAME,
    agencyPhone: env('AGENCY_PHONE')?.trim() || siteIdentity.phone.display,
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
