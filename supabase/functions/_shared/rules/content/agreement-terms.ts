/**
 * The agreement's legal copy: the eleven terms sections for one package, amount pair and date, and their
 * fingerprint. Every word here is fingerprinted (../agreement-rules.ts writes the sections' canonical text and
 * hashes it), so changing a line changes the fingerprint of every new acceptance.
 */
import {
  agreementTermsText,
  formatAgreementDate,
  formatDollars,
  isValidAgreementAmount,
  isValidPackageName,
  packageScope,
  termsFingerprint,
  type AgreementSection,
  type AgreementTermsInput,
} from '../agreement-rules.ts';
import { agreementPolicy } from './agreement.ts';

/** "(a) ", "(b) ", … for the lists inside the terms. */
function lettered(items: readonly string[]): string[] {
  return items.map((item, index) => `(${String.fromCharCode(97 + index)}) ${item}`);
}

/**
 * The eleven terms sections for one package, amount pair and date. Sections are numbered by position
 * (the text and the page both show "1." to "11."), and the paragraphs refer to one another by those
 * numbers. Throws a RangeError for amounts or a date the page could never show.
 */
export function agreementTerms({ packageName, monthly, setup, date }: AgreementTermsInput): AgreementSection[] {
  if (!isValidPackageName(packageName)) throw new RangeError('Invalid package name');
  if (!isValidAgreementAmount(monthly) || !isValidAgreementAmount(setup)) throw new RangeError('Invalid amount');
  const day = formatAgreementDate(date);
  const scope = packageScope(packageName);
  const policy = agreementPolicy;

  return [
    {
      heading: 'Parties and Services',
      paragraphs: [
        `This Service Agreement (the "Agreement") is made on ${day} between the agency presenting it on this website (the "Agency") and the business or person who accepts it online (the "Client"), for the package named "${packageName}" (the "Package").`,
        `Under the Package the Agency will provide the services of its ${scope.name}:`,
        ...lettered(scope.services),
        'The Agency will perform these services professionally and in line with generally accepted industry practice. Work outside this list needs a separate written agreement.',
      ],
    },
    {
      heading: 'Performance Guarantee',
      paragraphs: [
        'The Agency commits to the following key performance indicators (the "KPIs") for the Package:',
        ...lettered(scope.kpis),
        `The KPIs are measured over a performance window of ${policy.performanceWindowDays} days that starts when the Agency begins work. Only results verified as described in Section 6 count toward the KPIs.`,
        `If the KPIs are not met at the end of the ${policy.performanceWindowDays}-day performance window, the Agency will keep working on the Package at no cost to the Client until they are met, and no monthly investment is due for that period.`,
      ],
    },
    {
      heading: 'Investment and Payment',
      paragraphs: [
        setup > 0
          ? `The Client will pay a one-time setup fee of ${formatDollars(setup)}, due on acceptance of this Agreement and before work begins.`
          : 'No setup fee is charged for the Package.',
        monthly > 0
          ? `The Client will pay a monthly investment of ${formatDollars(monthly)}, invoiced at the start of each month of service from the day work begins.`
          : 'The monthly investment for the Package will be set out in a written quote, and no monthly fee is charged until the Client approves that quote in writing.',
        'All amounts are in US dollars and are due on receipt of the Agency\'s invoice. Advertising spend paid directly to advertising platforms is not included and is only incurred with the Client\'s prior approval.',
      ],
    },
    {
      heading: 'Term',
      paragraphs: [
        `This Agreement starts on ${day} and continues from month to month until either party ends it as described in Section 7.`,
      ],
    },
    {
      heading: 'Client Responsibilities',
      paragraphs: [
        'The Client will give the Agency timely access to the accounts, assets and information the services need, such as its website, analytics, advertising and business-listing accounts, and confirms that it has the right to use any content it supplies.',
        `The Client will reply to the Agency's requests for approvals, information or feedback within ${policy.clientReplyBusinessDays} business days. If the Client replies later, the performance window in Section 2 is extended by the length of the delay.`,
      ],
    },
    {
      heading: 'Reporting and Verification',
      paragraphs: [
        'The Agency will report progress against each KPI at least once a month, using data from the analytics, search, advertising and review platforms involved, and will give the Client access to that data on request.',
        'A result is verified when it appears in such a report and is supported by that data.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        `The Client may end this Agreement at any time, for any reason, by giving the Agency ${policy.clientNoticeDays} days' written notice.`,
        `The Agency may end this Agreement by giving the Client ${policy.agencyNoticeDays} days' written notice if the Client fails to meet its obligations under this Agreement, such as paying amounts when due or replying within the time set in Section 5.`,
        'When this Agreement ends, the Client pays for the services provided up to the end of the notice period, and Sections 8, 9 and 10 continue to apply.',
      ],
    },
    {
      heading: 'Ownership and Confidentiality',
      paragraphs: [
        'Once the amounts due have been paid, the Client owns the website content, designs and other deliverables created specifically for it under this Agreement. The Agency keeps its pre-existing tools, templates and know-how and grants the Client a perpetual license to use any of them that form part of the deliverables. The Client\'s own accounts, data and content remain the Client\'s property.',
        'Each party will keep the other\'s non-public business information confidential and use it only to perform this Agreement.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        `The Agency's total liability arising out of or relating to this Agreement is limited to the amounts the Client paid the Agency under this Agreement in the ${policy.liabilityLookbackMonths} months before the event giving rise to the claim.`,
        'Neither party is liable for indirect, incidental or consequential damages or for lost profits, except where the law does not allow such a limit.',
      ],
    },
    {
      heading: 'Governing Law and Dispute Resolution',
      paragraphs: [
        `This Agreement is governed by the laws of the State of ${policy.governingLaw}, without regard to its conflict-of-law rules.`,
        `Any dispute arising out of or relating to this Agreement will be resolved by binding arbitration in ${policy.arbitrationPlace} before a single arbitrator, and judgment on the award may be entered in any court with jurisdiction.`,
      ],
    },
    {
      heading: 'Entire Agreement and Electronic Acceptance',
      paragraphs: [
        'This Agreement, including the services and KPIs in Sections 1 and 2 and the amounts in Section 3, is the entire agreement between the parties about its subject and replaces any earlier proposal or understanding. Changes must be agreed in writing; e-mail counts as writing.',
        'The Client accepts this Agreement electronically when the person accepting for the Client types their full name and e-mail address, checks the consent box and selects the accept button. That acceptance has the same effect as a handwritten signature. The Agency will e-mail the Client a copy of this Agreement with a record of the acceptance.',
      ],
    },
  ];
}

/** The fingerprint of the terms the page shows for `input`: what the server compares the client's with. */
export function expectedFingerprint(input: AgreementTermsInput): Promise<string> {
  return termsFingerprint(agreementTermsText(agreementTerms(input)));
}
