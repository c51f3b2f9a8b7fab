/**
 * What submit-lead receives when a visitor accepts the service agreement (docs/product.md, "Service
 * agreement"), and the terms an accepted payload stands for. Apart from agreement-rules.ts because it needs zod:
 * the page loads it with the acceptance form, when the visitor comes near it.
 */
import { z } from 'zod';
import {
  AGREEMENT_ACCEPTED_TYPE,
  formatDollars,
  isSingleLine,
  MAX_AGREEMENT_AMOUNT,
  MAX_CONSENT_TEXT_LENGTH,
  MAX_PACKAGE_NAME_LENGTH,
  type AgreementTermsInput,
} from './agreement-rules.ts';
import { contactFormSchema, isoDateTime, leadEmail, lengthCap, uuidText } from './schemas.ts';
import { submissionMetaSchema } from './submission.ts';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** A whole number of dollars from 0 to MAX_AGREEMENT_AMOUNT, with the page's messages. */
export function agreementAmount(label: 'Monthly investment' | 'Setup fee') {
  return z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number of dollars`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_AGREEMENT_AMOUNT, `${label} must be at most ${formatDollars(MAX_AGREEMENT_AMOUNT)}`);
}

/**
 * The body submit-lead receives when a visitor accepts the agreement: the documented type, package,
 * monthlyInvestment, setupFee and timestamp (docs/product.md#service-agreement), plus the evidence of who accepted what.
 * IP address and user agent come from the request, not the body.
 */
export const agreementAcceptanceSchema = z.object({
  type: z.literal(AGREEMENT_ACCEPTED_TYPE, `type must be "${AGREEMENT_ACCEPTED_TYPE}"`),
  package: z
    .string('Package name is required')
    .trim()
    .min(1, 'Package name is required')
    .max(MAX_PACKAGE_NAME_LENGTH, lengthCap(`Package name must be less than ${MAX_PACKAGE_NAME_LENGTH} characters`))
    .refine(isSingleLine, 'Package name must be a single line of text'),
  monthlyInvestment: agreementAmount('Monthly investment'),
  setupFee: agreementAmount('Setup fee'),
  /** When the visitor pressed accept, by the browser's clock (ISO 8601); the server records its own time too. */
  timestamp: isoDateTime('Timestamp must be an ISO 8601 date and time'),
  /** The date the terms showed, YYYY-MM-DD in Los Angeles; part of the fingerprinted text. */
  // zod's ISO date checks the calendar too: 2026-02-30 is refused.
  agreementDate: z
    .string('Agreement date must be a date (YYYY-MM-DD)')
    .max('YYYY-MM-DD'.length, lengthCap('Agreement date must be a date (YYYY-MM-DD)'))
    .pipe(z.iso.date('Agreement date must be a date (YYYY-MM-DD)')),
  /** The signer's full name, typed by them: the site's name rule. */
  name: contactFormSchema.shape.name,
  /** The signer's e-mail, where the copy of the terms goes: the 100-character e-mail rule of the lead forms. */
  email: leadEmail,
  termsFingerprint: z
    .string('Terms fingerprint is required')
    .trim()
    .max(64, lengthCap('Terms fingerprint must be a SHA-256 hash (64 hexadecimal characters)'))
    .toLowerCase()
    .regex(SHA256_HEX, 'Terms fingerprint must be a SHA-256 hash (64 hexadecimal characters)'),
  /** The consent wording shown next to the checkbox, as shown. */
  consentText: z
    .string('Consent wording is required')
    .trim()
    .min(1, 'Consent wording is required')
    .max(MAX_CONSENT_TEXT_LENGTH, `Consent wording must be less than ${MAX_CONSENT_TEXT_LENGTH} characters`),
  /**
   * The id of the agency's quote the link carried (agreement-quote.ts), when staff made the link: the
   * acceptance counts as quoted only when that quote holds the same package and amounts.
   */
  quote: uuidText('Quote must be the id of an agreement link').optional(),
  ...submissionMetaSchema.shape,
});
export type AgreementAcceptance = z.infer<typeof agreementAcceptanceSchema>;
export type AgreementAcceptanceRequest = z.input<typeof agreementAcceptanceSchema>;

/** The terms input an accepted payload stands for, to recompute its fingerprint. */
export function acceptanceTermsInput(acceptance: AgreementAcceptance): AgreementTermsInput {
  return {
    packageName: acceptance.package,
    monthly: acceptance.monthlyInvestment,
    setup: acceptance.setupFee,
    date: acceptance.agreementDate,
  };
}
