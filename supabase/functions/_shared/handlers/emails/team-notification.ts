import { singleLine } from '../../rules/escape-html.ts';
import { safeGreetingName } from './greeting-name.ts';
import { buttonHtml, detailsTableHtml, headingHtml, layoutHtml, paragraphHtml, type EmailBrand, type EmailContent } from './layout.ts';

export interface TeamNotificationInput {
  brand: EmailBrand;
  /** Where the lead came from, for people: "Contact form", "Guide download", ... */
  sourceLabel: string;
  /** Null when the form asks for no name: the subject names the e-mail address instead. */
  name: string | null;
  email: string;
  /** Everything the visitor sent, in reading order; empty values are left out. */
  fields: readonly { label: string; value: string | null | undefined }[];
  attribution: Readonly<Record<string, string | null | undefined>>;
  /** A warning for the team, e.g. that the human check could not be verified. */
  warning?: string | undefined;
}

function filled(rows: readonly { label: string; value: string | null | undefined }[]): [string, string][] {
  return rows.flatMap(({ label, value }) => (value && value.trim() ? [[label, value.trim()] as [string, string]] : []));
}

/** The team's e-mail about a new lead: every field, the visit's attribution and a link to the admin area. */
export function teamNotificationEmail({ brand, sourceLabel, name, email, fields, attribution, warning }: TeamNotificationInput): EmailContent {
  const rows = filled([{ label: 'Name', value: name }, { label: 'Email', value: email }, ...fields]);
  const visit = filled(Object.entries(attribution).map(([label, value]) => ({ label, value })));
  const adminUrl = `${brand.siteUrl}/admin`;
  // Mail clients show a subject before anyone opens the e-mail, and link what looks like an address there:
  // the visitor's name goes in by the greeting's rule (one line, no address-like word, 40 characters).
  const subject = singleLine(`New lead: ${safeGreetingName(name ?? undefined) ?? email} (${sourceLabel})`);

  const html = layoutHtml({
    brand,
    heading: `New lead from the ${sourceLabel.toLowerCase()}`,
    body: [
      warning ? paragraphHtml(warning, 'padding:12px;border-radius:6px;background:#fef3c7;') : '',
      detailsTableHtml(rows),
      headingHtml('Visit'),
      visit.length > 0 ? detailsTableHtml(visit) : paragraphHtml('No attribution recorded (direct visit).'),
      buttonHtml(adminUrl, 'Open the lead dashboard'),
      paragraphHtml('Reply to this e-mail to answer the visitor directly.'),
    ].join('\n'),
  });

  const textRows = (list: [string, string][]) => list.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`);
  const text = [
    `New lead from the ${sourceLabel.toLowerCase()}`,
    '',
    ...(warning ? [`! ${warning}`, ''] : []),
    ...textRows(rows),
    '',
    'Visit:',
    ...(visit.length > 0 ? textRows(visit) : ['No attribution recorded (direct visit).']),
    '',
    `Lead dashboard: ${adminUrl}`,
    'Reply to this e-mail to answer the visitor directly.',
  ].join('\n');

  return { subject, html, text };
}
