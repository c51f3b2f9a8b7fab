/**
 * The signer's copy of an accepted service agreement: the full terms as shown, and the record of the
 * acceptance (who, when, from where, the consent wording and the terms' SHA-256). Everything the
 * signer typed goes through escapeHtml (detailsTableHtml, paragraphHtml).
 */
import { detailsTableHtml, headingHtml, layoutHtml, paragraphHtml, type EmailBrand, type EmailContent } from './layout.ts';
import { singleLine } from './escape-html.ts';

export interface AcceptanceEvidence {
  signerName: string;
  signerEmail: string;
  packageName: string;
  /** "$2,500" */
  monthlyInvestment: string;
  setupFee: string;
  /** "March 5, 2026" */
  agreementDate: string;
  /** The browser's time of acceptance (ISO 8601). */
  acceptedAt: string;
  /** When the server recorded it (ISO 8601). */
  recordedAt: string;
  ipAddress: string | undefined;
  userAgent: string | undefined;
  consentText: string;
  termsFingerprint: string;
}

/** The evidence as label and value rows, for the signer's copy and the team's notification. */
export function evidenceRows(evidence: AcceptanceEvidence): [string, string][] {
  return [
    ['Signed by', evidence.signerName],
    ['Email', evidence.signerEmail],
    ['Package', evidence.packageName],
    ['Monthly investment', evidence.monthlyInvestment],
    ['Setup fee', evidence.setupFee],
    ['Agreement date', evidence.agreementDate],
    ['Accepted at (browser)', evidence.acceptedAt],
    ['Recorded at (server)', evidence.recordedAt],
    ['IP address', evidence.ipAddress ?? 'unknown'],
    ['Browser', evidence.userAgent ?? 'unknown'],
    ['Consent wording', evidence.consentText],
    ['Terms fingerprint (SHA-256)', evidence.termsFingerprint],
  ];
}

export function agreementCopyEmail({
  brand,
  evidence,
  termsText,
}: {
  brand: EmailBrand;
  evidence: AcceptanceEvidence;
  termsText: string;
}): EmailContent {
  const rows = evidenceRows(evidence);
  const heading = 'Your accepted service agreement';
  const intro = `Thank you for accepting the ${brand.name} service agreement for the ${evidence.packageName}. This e-mail is your copy of the terms you accepted and the record of your acceptance. We'll contact you within 24 hours to begin.`;
  const html = layoutHtml({
    brand,
    heading,
    body: [
      paragraphHtml(intro),
      headingHtml('Record of acceptance'),
      detailsTableHtml(rows),
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
    intro,
    '',
    'RECORD OF ACCEPTANCE',
    ...rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, ' ')}`),
    '',
    'TERMS OF THE AGREEMENT',
    '',
    termsText,
  ].join('\n');
  return { subject: singleLine(`Your service agreement: ${evidence.packageName} – ${brand.name}`), html, text };
}
