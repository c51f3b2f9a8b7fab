/**
 * submit-lead (docs/product.md#launch-and-growth-quizzes, #service-agreement): a quiz lead from /quiz/aspirer or /quiz/owner, or the acceptance of the
 * service agreement (the body carries `type: 'agreement-accepted'`; a quiz lead never has `type`).
 *
 * Both go through the shared lead pipeline (lead-intake.ts). A quiz lead's team notification is queued
 * delayed until notify-new-lead releases it (TEAM_NOTIFICATION_DELAY_SECONDS). An acceptance is
 * checked against what the server itself offers (a known package, its own consent wording) and the
 * terms the page showed (fingerprint and date), needs the human check, is capped per client and for
 * everyone (agreement-limits.ts), then stored with its evidence in one transaction (accept_agreement);
 * the signer gets a copy holding only the server's words and the team hears about it at once.
 */
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import { z } from 'zod';
import { agreementTermsText, formatAgreementDate, formatDollars, isCurrentAgreementDate, isOfferedPackageName, termsFingerprint } from '../rules/agreement-rules.ts';
import { acceptanceTermsInput, agreementAcceptanceSchema, type AgreementAcceptance } from '../rules/agreement-acceptance.ts';
import { isQuotedBy, type StoredQuote } from '../rules/agreement-quote.ts';
import { AGREEMENT_CONSENT_TEXT } from '../rules/content/agreement.ts';
import { agreementTerms } from '../rules/content/agreement-terms.ts';
import { agreementLimiterFromEnv, type AgreementLimiter } from './agreement-limits.ts';
import { clientIp } from '../infra/client-address.ts';
import { agreementCopyEmail, agreementRecordRows, type AgreementCopyRecord } from './emails/agreement-copy.ts';
import { firstWord } from './emails/greeting-name.ts';
import { quizConfirmationEmail, quizDocumentNames } from './emails/quiz-confirmations.ts';
import type { EnvReader } from '../infra/env.ts';
import { errorResponse, type Handler } from '../infra/http.ts';
import {
  createLeadIntakePipeline,
  leadIntakeDependenciesFromEnv,
  TEAM_NOTIFICATION_DELAY_SECONDS,
  type IntakeContext,
  type LeadDescription,
  type LeadIntake,
  type LeadIntakeDependencies,
  type LeadRecord,
  type OutboxMessage,
} from './lead-intake.ts';
import { quizLeadRequestSchema, userTypeLabels, type ParsedQuizLead } from '../rules/quiz-lead.ts';
import { clientLimitedPost, tooManyRequests } from '../infra/rate-limit.ts';
import type { Tables } from '../database.types.ts';
import { createServiceClient, type ServiceClient } from '../infra/service-client.ts';
import { MAX_BODY_BYTES } from '../rules/validation.ts';

/** How people read each quiz answer in the team's e-mail. */
const answerLabels: Record<string, string> = {
  stage: 'Stage',
  concept: 'Business idea',
  customer: 'Ideal customer',
  fear: 'Biggest fear',
  businessType: 'Business type',
  improvement: 'Wants to improve',
  currentMethod: 'Gets customers through',
  win: 'Wants most',
};

export const quizLeadIntake: LeadIntake<ParsedQuizLead> = {
  functionName: 'submit-lead',
  schema: quizLeadRequestSchema,
  requiresHumanCheck: () => false,
  answersWithLeadId: true,
  teamNotificationDelaySeconds: TEAM_NOTIFICATION_DELAY_SECONDS,
  describe(body, { brand }) {
    const answers: Record<string, string> = { ...body.quiz_answers };
    const label = userTypeLabels[body.user_type];
    return {
      source: 'quiz',
      sourceLabel: `${label} quiz`,
      name: body.name,
      userType: body.user_type,
      industry: body.user_type === 'owner' ? body.industry : undefined,
      quizAnswers: answers,
      details: {},
      teamFields: [
        { label: 'Type', value: label },
        ...Object.entries(answers).map(([key, value]) => ({ label: answerLabels[key] ?? key, value })),
        { label: 'Promised', value: quizDocumentNames[body.user_type] },
      ],
      visitorEmail: {
        kind: 'visitor-confirmation',
        content: quizConfirmationEmail({ brand, userType: body.user_type, greetingName: firstWord(body.name) }),
      },
    };
  },
};

// Acceptances --------------------------------------------------------------------------------------

export const FINGERPRINT_MISMATCH_MESSAGE =
  'The terms you accepted do not match the current agreement. Please reload the page, review the terms and accept again.';
export const STALE_AGREEMENT_DATE_MESSAGE =
  "This agreement is dated for another day. Please reload the page to see today's agreement and accept again.";
export const INVALID_TERMS_MESSAGE = 'This package and these amounts do not make an agreement the site can show';
/** A package the agency does not offer (agreement-rules.ts offeredPackageNames): its name would reach the e-mails. */
export const UNKNOWN_PACKAGE_ISSUE = { path: 'package', message: 'Please choose one of our packages' } as const;
export const CONSENT_MISMATCH_MESSAGE =
  'The consent wording you accepted is not the current one. Please reload the page, review the terms and accept again.';

/** A row for public.agreement_acceptances, as accept_agreement reads it: the generated columns it takes. */
export type AcceptanceRecord = Pick<
  Tables<'agreement_acceptances'>,
  | 'package_name'
  | 'monthly_investment'
  | 'setup_fee'
  | 'agreement_date'
  | 'accepted_at'
  | 'signer_name'
  | 'signer_email'
  | 'terms_fingerprint'
  | 'terms_text'
  | 'consent_text'
  | 'ip_address'
  | 'user_agent'
  | 'quote_id'
>;

const acceptResultSchema = z.object({
  lead_id: z.string(),
  duplicate: z.boolean(),
  message_ids: z.array(z.string()),
  acceptance_id: z.string().nullable(),
});
export type AcceptAgreementResult = z.infer<typeof acceptResultSchema>;

export interface AgreementStore {
  /** Stores the lead, its acceptance and its messages in one transaction; a known submission id stores nothing. */
  accept(lead: LeadRecord, acceptance: AcceptanceRecord, messages: OutboxMessage[]): Promise<AcceptAgreementResult>;
  /** The agency's quote with this id (public.agreement_quotes), or null when there is none. */
  findQuote(id: string): Promise<StoredQuote | null>;
}

export function rpcAgreementStore(client: ServiceClient): AgreementStore {
  return {
    async accept(lead, acceptance, messages) {
      const { data, error } = await client.rpc('accept_agreement', { lead, acceptance, messages });
      if (error) throw new Error(`accept_agreement failed: ${error.message}`);
      return acceptResultSchema.parse(data);
    },
    async findQuote(id) {
      const { data, error } = await client.from('agreement_quotes').select('package_name, monthly_investment, setup_fee').eq('id', id).maybeSingle();
      if (error) throw new Error(`reading the agreement quote failed: ${error.message}`);
      return data;
    },
  };
}

export interface SubmitLeadDependencies extends LeadIntakeDependencies {
  agreements: AgreementStore;
  /** The caps on acceptances per client and for everyone (agreement-limits.ts). */
  agreementLimiter: AgreementLimiter;
  now: () => Date;
}

const MAX_USER_AGENT_LENGTH = 1000;

/** The outbox kind of the signer's e-mailed copy of the terms. */
const AGREEMENT_COPY_KIND = 'agreement-copy';

/**
 * What an acceptance's checks work out: the terms the server itself offers, their fingerprint, when it
 * arrived, and the agency's quote it carries (null: amounts not quoted by the agency).
 */
interface AcceptedTerms {
  termsText: string;
  fingerprint: string;
  receivedAt: Date;
  quoteId: string | null;
}

const refusal = (path: string, message: string) => ({ issues: [{ path, message }] });

/**
 * The acceptance as a lead. The signer's copy holds only the server's words and a safe greeting name;
 * the team's notification may show what the signer typed (it goes to the agency's own address).
 * Neither carries the IP address or the user agent: those are stored with the acceptance as evidence,
 * and staff read them there.
 */
function describeAcceptance(body: AgreementAcceptance, { brand, prepared: { termsText, fingerprint, receivedAt, quoteId } }: IntakeContext<AcceptedTerms>): LeadDescription {
  const record: AgreementCopyRecord = {
    amountsQuoted: quoteId !== null,
    packageName: body.package,
    monthlyInvestment: formatDollars(body.monthlyInvestment),
    setupFee: formatDollars(body.setupFee),
    agreementDate: formatAgreementDate(body.agreementDate),
    recordedAt: receivedAt.toISOString(),
    consentText: AGREEMENT_CONSENT_TEXT,
    termsFingerprint: fingerprint,
  };
  return {
    source: 'agreement',
    sourceLabel: 'Service agreement',
    name: body.name,
    details: { package: body.package, monthlyInvestment: body.monthlyInvestment, setupFee: body.setupFee, amountsQuoted: quoteId !== null },
    teamFields: [
      ...agreementRecordRows(record).map(([label, value]) => ({ label, value })),
      // The browser's clock when the visitor pressed accept (a validated ISO date and time).
      { label: 'Accepted at (browser)', value: body.timestamp },
    ],
    visitorEmail: { kind: AGREEMENT_COPY_KIND, content: agreementCopyEmail({ brand, greetingName: firstWord(body.name), record, termsText }) },
  };
}

/** The messages with the signer's copy due `delaySeconds` from now, or without it (null: no hour has room). */
function withCopyScheduled(messages: OutboxMessage[], delaySeconds: number | null): OutboxMessage[] {
  if (delaySeconds === 0) return messages;
  return messages.flatMap((message) => {
    if (message.kind !== AGREEMENT_COPY_KIND) return [message];
    return delaySeconds === null ? [] : [{ ...message, delay_seconds: delaySeconds }];
  });
}

/**
 * The acceptance through the lead pipeline: checked against what the server itself offers before any
 * limit is spent, a person's (the human check), and stored with its evidence by accept_agreement. The
 * team hears at once: no notify-new-lead call follows an acceptance.
 */
function agreementIntake(deps: SubmitLeadDependencies): LeadIntake<AgreementAcceptance, AcceptedTerms> {
  return {
    functionName: 'submit-lead',
    schema: agreementAcceptanceSchema,
    // The contact forms' human check: each acceptance e-mails the address typed, so each needs a person.
    requiresHumanCheck: () => true,
    answersWithLeadId: true,
    async prepare(body) {
      const receivedAt = deps.now();
      // The package and the consent wording reach the terms, the store and the signer's copy: only the
      // server's own are taken, so no caller can put their words in an e-mail from the agency.
      if (!isOfferedPackageName(body.package)) return refusal(UNKNOWN_PACKAGE_ISSUE.path, UNKNOWN_PACKAGE_ISSUE.message);
      if (body.consentText !== AGREEMENT_CONSENT_TEXT) return refusal('consentText', CONSENT_MISMATCH_MESSAGE);
      if (!isCurrentAgreementDate(body.agreementDate, receivedAt)) return refusal('agreementDate', STALE_AGREEMENT_DATE_MESSAGE);
      let termsText: string;
      try {
        termsText = agreementTermsText(agreementTerms(acceptanceTermsInput(body)));
      } catch {
        return refusal('package', INVALID_TERMS_MESSAGE);
      }
      // The page fingerprints the terms it shows; a different hash means the visitor saw other terms.
      const fingerprint = await termsFingerprint(termsText);
      if (fingerprint !== body.termsFingerprint) return refusal('termsFingerprint', FINGERPRINT_MISMATCH_MESSAGE);
      // An edited or unsigned link is still accepted (the page showed its amounts), marked as not quoted.
      const quote = body.quote ? await deps.agreements.findQuote(body.quote) : null;
      const quoteId = quote && body.quote && isQuotedBy(quote, body) ? body.quote : null;
      return { prepared: { termsText, fingerprint, receivedAt, quoteId } };
    },
    describe: describeAcceptance,
    async store(lead, messages, { request, body, prepared: { termsText, fingerprint, quoteId }, isStoredRetry }) {
      // Counted only here, where a copy would go out: refused and spam requests spend no one's count.
      const wait = await deps.agreementLimiter.takeForClient(request);
      if (wait > 0 && !(await isStoredRetry())) return tooManyRequests(wait);
      const copyDelaySeconds = await deps.agreementLimiter.scheduleCopy();
      // The evidence on file: what the signer typed, and where from (never e-mailed, see describeAcceptance).
      const acceptance: AcceptanceRecord = {
        package_name: body.package,
        monthly_investment: body.monthlyInvestment,
        setup_fee: body.setupFee,
        agreement_date: body.agreementDate,
        accepted_at: body.timestamp,
        signer_name: body.name,
        signer_email: body.email,
        terms_fingerprint: fingerprint,
        terms_text: termsText,
        consent_text: AGREEMENT_CONSENT_TEXT,
        ip_address: clientIp(request)?.slice(0, 100) ?? null,
        user_agent: request.headers.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) || null,
        quote_id: quoteId,
      };
      return { stored: await deps.agreements.accept(lead, acceptance, withCopyScheduled(messages, copyDelaySeconds)) };
    },
  };
}

/** Whether a JSON body is an agreement acceptance: it names a `type` (a quiz lead never does). */
export function isAgreementBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'type' in body;
}

export function createSubmitLeadHandler(deps: SubmitLeadDependencies): Handler {
  const quiz = createLeadIntakePipeline(quizLeadIntake, deps);
  const agreement = createLeadIntakePipeline(agreementIntake(deps), deps);

  // One count per request whichever branch it takes: quizzes and agreements share the function's limit.
  return clientLimitedPost('submit-lead', deps, async (request) => {
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > MAX_BODY_BYTES) return errorResponse(413, 'Request body is too large');

    // Read once to choose the branch; the branch gets the same text and validates it (bad JSON too).
    const text = await request.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const forward = new Request(request.url, { method: 'POST', headers: request.headers, body: text });
    return isAgreementBody(parsed) ? agreement(forward) : quiz(forward);
  });
}

export function submitLeadDependenciesFromEnv(env: EnvReader): SubmitLeadDependencies {
  return {
    ...leadIntakeDependenciesFromEnv(env),
    agreements: rpcAgreementStore(createServiceClient(env)),
    agreementLimiter: agreementLimiterFromEnv(env),
    now: () => new Date(),
  };
}

export function submitLeadHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('publishable', env, createSubmitLeadHandler(submitLeadDependenciesFromEnv(env)));
}
