import { escapeHtml, singleLine } from '../../rules/escape-html.ts';
import { safeGreetingName } from './greeting-name.ts';
import { buttonHtml, layoutHtml, paragraphHtml, safeHref, type EmailBrand, type EmailContent } from './layout.ts';

export interface VisitorEmailInput {
  brand: EmailBrand;
  subject: string;
  heading: string;
  /** The visitor's first name when the form asked for it (made safe by safeGreetingName); otherwise a neutral greeting. */
  greetingName?: string | undefined;
  paragraphs: readonly string[];
  action?: { label: string; href: string } | undefined;
}

/** Who a visitor e-mail is from and whom it greets: what every visitor e-mail's caller passes. */
export type VisitorEmailAddressee = Pick<VisitorEmailInput, 'brand' | 'greetingName'>;

/** The fixed words of one kind of visitor e-mail: its heading and paragraphs. */
export type VisitorEmailCopy = Pick<VisitorEmailInput, 'heading' | 'paragraphs'>;

function phoneLine(brand: EmailBrand): string | undefined {
  return brand.phone ? `Questions? Call us at ${brand.phone}.` : undefined;
}

/** "Hi Ann," or, without a name that survives safeGreetingName, "Hi there,". */
export function greetingLine(greetingName: string | undefined): string {
  const name = safeGreetingName(greetingName);
  return name ? `Hi ${name},` : 'Hi there,';
}

/**
 * A short e-mail to the visitor: greeting, a few paragraphs, an optional button, the brand's sign-off.
 * Apart from a short greeting name it never repeats what the visitor typed: anyone can type someone
 * else's address into a form, and our e-mail must not carry their words to that inbox. Callers pass
 * only their own words as subject, heading, paragraphs and action.
 */
export function visitorEmail({ brand, subject, heading, greetingName, paragraphs, action }: VisitorEmailInput): EmailContent {
  const greeting = greetingLine(greetingName);
  const closing = [phoneLine(brand), `The ${brand.name} team`].filter((line): line is string => Boolean(line));

  const html = layoutHtml({
    brand,
    heading,
    body: [
      paragraphHtml(greeting),
      ...paragraphs.map((text) => paragraphHtml(text)),
      action ? buttonHtml(action.href, action.label) : '',
      ...closing.map((text) => paragraphHtml(text)),
    ].join('\n'),
    footer: `${escapeHtml(brand.name)}${brand.siteUrl ? ` · <a href="${safeHref(brand.siteUrl)}" style="color:#4b5563;">${escapeHtml(brand.siteUrl.replace(/^https?:\/\//, ''))}</a>` : ''}`,
  });

  const text = [greeting, '', ...paragraphs.flatMap((text) => [text, '']), ...(action ? [`${action.label}: ${action.href}`, ''] : []), ...closing].join('\n');
  return { subject: singleLine(subject), html, text };
}
