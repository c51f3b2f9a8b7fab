/**
 * The signer's copy of an accepted service agreement: the full terms as shown and the record of the
 * acceptance. The copy goes to whatever address was typed, so it carries only what the server itself
 * knows: a package it offers, amounts and a date it formatted, its own consent wording, the
 * terms it rebuilt and their SHA-256, the time it recorded. Of the signer's own text only a safe greeting
 * name (safeGreetingName); the full name, the address, the IP and the browser stay on file.
 */
import { detailsTableHtml, headingHtml, layoutHtml, paragraphHtml, type EmailBrand, type EmailContent } from './layout.ts';
import { singleLine } from '../../rules/escape-html.ts';
import { greetingLine } from './visitor-email.ts';
import { quoteLabels } from '../../rules/agreement-quote.ts';

/** The record of an acceptance as the signer's copy shows it: the server's values only. */
export interface AgreementCopyRecord {
  /** Whether the package and amounts are a quote the agency made (agreement-quote.ts); else they are to be confirmed. */
  amountsQuoted: boolean;
  /** One of the packages the server offers (agreement-rules.ts offeredPackageNames). */
  packageName: string;
  /** "$2,500" */
  monthlyInvestment: string;
  setupFee: string;
  /** "March 5, 2026" */
  agreementDate: string;
  /** When the server recorded the acceptance (ISO 8601). */
  recordedAt: string;
  /** The server's consent wording (content/agreement.ts AGREEMENT_CONSENT_TEXT). */
  consentText: string;
  termsFingerprint: string;
}

/** The record as label and value rows. */
export function agreementRecordRows(record: AgreementCopyRecord): [string, string][] {
  return [
    ['Package', record.packageName],
    ['Monthly investment', record.monthlyInvestment],
    ['Setup fee', record.setupFee],
    ['Amounts', record.amountsQuoted ? quoteLabels.quoted : `${quoteLabels.notQuoted}: to be confirmed`],
    ['Agreement date', record.agreementDate],
    ['Accepted at', record.recordedAt],
    ['Consent wording', record.consentText],
    ['Terms fingerprint (SHA-256)', record.termsFingerprint],
  ];
}

/** Why amounts the agency did not quote are to be confirmed: the page shows whatever amounts its link names. */
function toBeConfirmed(brandName: string): string {
  return `The package and amounts above were not quoted by ${brandName} for this agreement link, so they are to be confirmed: we will confirm them with you before any work or billing begins.`;
}

const ON_FILE =
  'We keep the full record of your acceptance on file: the name and e-mail address you typed, the time and the network details of your browser. If you did not accept this agreement, reply to this e-mail and we will remove it.';

export function agreementCopyEmail({
  brand,
  greetingName,
  record,
  termsText,
}: {
  brand: EmailBrand;
  /** The signer's first name, as they typed it; made safe by safeGreetingName. */
  greetingName?: string | undefined;
  record: AgreementCopyRecord;
  termsText: string;
}): EmailContent {
  const rows = agreementRecordRows(record);
  const heading = 'Your accepted service agreement';
  const greeting = greetingLine(greetingName);
  const intro = `Thank you for accepting the ${brand.name} service agreement for the ${record.packageName}. This e-mail is your copy of the terms you accepted and the record of your acceptance. We'll contact you within 24 hours to begin.`;
  const html = layoutHtml({
    brand,
    heading,
    body: [
      paragraphHtml(greeting),
      paragraphHtml(intro),
      headingHtml('Record of acceptance'),
      detailsTableHtml(rows),
      ...(record.amountsQuoted ? [] : [paragraphHtml(toBeConfirmed(brand.name))]),
      paragraphHtml(ON_FILE, 'font-size:14px;'),
      headingHtml('Terms of the agreement'),
      // Paragraphs of the canonical text are separated by blank lines.
      ...termsText.trimEnd().split('\n\n').map((paragraph) => paragraphHtml(paragraph, 'font-size:14px;')),
      paragraphHtml(
        'The fingerprint above is the SHA-256 hash of the exact terms text shown when you accepted; any change to the text would change it.',
        'font-size:13px;color:#4b5563;',
      ),
    ].join('\n'),
  });
  const text = [
    greeting,
    '',
    intro,
    '',
    'RECORD OF ACCEPTANCE',
    ...rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, ' ')}`),
    '',
    ...(record.amountsQuoted ? [] : [toBeConfirmed(brand.name), '']),
    ON_FILE,
    '',
    'TERMS OF THE AGREEMENT',
    '',
    termsText,
  ].join('\n');
  return { subject: singleLine(`Your service agreement: ${record.packageName} – ${brand.name}`), html, text };
}
