export { parseAgreementQuery, type AgreementQuery } from './agreement-query';
export { agreementCopy } from '@/content/agreement';
export { formatUsd } from '@/lib/money';
export {
  AGREEMENT_ACCEPTED_TYPE,
  DEFAULT_PACKAGE_NAME,
  agreementAcceptanceSchema,
  agreementDateOf,
  agreementPackages,
  agreementTerms,
  agreementTermsText,
  expectedFingerprint,
  formatAgreementDate,
  packageScope,
  termsFingerprint,
  type AgreementAcceptance,
  type AgreementAcceptanceRequest,
  type AgreementPackage,
  type AgreementPackageScope,
  type AgreementSection,
  type AgreementTermsInput,
} from '@shared/agreement.ts';
