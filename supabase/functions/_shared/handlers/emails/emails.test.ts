import { describe, expect, it } from 'vitest';
import { AGREEMENT_CONSENT_TEXT } from '../../rules/content/agreement.ts';
import { agreementCopyEmail } from './agreement-copy.ts';
import { contactConfirmationEmail, documentDeliveryEmail, type ContactConfirmationKind } from './confirmations.ts';
import { safeHref, type EmailBrand, type EmailContent } from './layout.ts';
import { quizConfirmationEmail } from './quiz-confirmations.ts';
import { teamNotificationEmail } from './team-notification.ts';

const brand: EmailBrand = { name: 'Westside Growth', siteUrl: 'https://www.example.com' };
const SCRIPT = '<script>alert(1)</script>';

describe('teamNotificationEmail', () => {
  const email = teamNotificationEmail({
    brand,
    sourceLabel: 'Contact form',
    name: 'Ann Archer',
    email: 'ann@example.com',
    fields: [
      { label: 'Phone', value: '555 0100' },
      { label: 'Company', value: `Acme ${SCRIPT}` },
      { label: 'Budget', value: undefined },
      { label: 'Goals', value: 'Line one\nLine two' },
    ],
    attribution: { utm_source: 'google', utm_campaign: 'spring', gclid: undefined },
  });

  it('names the lead and its source in the subject', () => {
    expect(email.subject).toBe('New lead: Ann Archer (Contact form)');
  });

  it('lists every field the visitor filled in, in the HTML and the text', () => {
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Ann Archer');
      expect(part).toContain('ann@example.com');
      expect(part).toContain('555 0100');
      expect(part).toContain('Line one');
      expect(part).not.toContain('Budget');
    }
    expect(email.html).toContain('Line one<br>Line two');
    expect(email.text).toContain('Goals: Line one\n  Line two');
  });

  it('escapes markup the visitor typed', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Acme &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.text).toContain(`Acme ${SCRIPT}`);
  });

  it('shows the visit’s attribution and links to the admin dashboard', () => {
    expect(email.text).toContain('utm_source: google');
    expect(email.text).toContain('utm_campaign: spring');
    expect(email.text).not.toContain('gclid');
    expect(email.html).toContain('href="https://www.example.com/admin"');
    expect(email.text).toContain('Lead dashboard: https://www.example.com/admin');
  });

  it('says when no attribution was recorded and shows a warning when given', () => {
    const direct = teamNotificationEmail({ ...minimal(), warning: 'Human check not verified' });
    expect(direct.text).toContain('No attribution recorded (direct visit).');
    expect(direct.text).toContain('! Human check not verified');
    expect(direct.html).toContain('Human check not verified');
  });

  it('keeps the subject on one line whatever the name holds', () => {
    const sneaky = teamNotificationEmail({ ...minimal(), name: 'Ann\r\nBcc: someone' });
    expect(sneaky.subject).toBe('New lead: Ann Bcc: someone (Guide download)');
    expect(sneaky.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps a link and a lure out of the subject: no address-like word, and 40 characters of the name at most', () => {
    const lure = teamNotificationEmail({ ...minimal(), name: 'Your Microsoft 365 password expires today - renew at https://evil.example/m365' });
    expect(lure.subject).toBe('New lead: Your Microsoft 365 password expires (Guide download)');
    expect(teamNotificationEmail({ ...minimal(), name: 'Ann evil\u2024com' }).subject).toBe('New lead: Ann (Guide download)');
    // Nothing left of the name: the visitor's address, which the form's schema has checked, names the lead.
    expect(teamNotificationEmail({ ...minimal(), name: 'https://evil.example' }).subject).toBe('New lead: ann@example.com (Guide download)');
  });
});

function minimal() {
  return { brand, sourceLabel: 'Guide download', name: 'Ann', email: 'ann@example.com', fields: [], attribution: {} };
}

describe('contactConfirmationEmail', () => {
  it('promises a reply within 24 hours by default', () => {
    const email = contactConfirmationEmail({ brand, kind: 'contact', greetingName: 'Ann' });
    expect(email.subject).toBe('We received your request – Westside Growth');
    expect(email.text).toContain('Hi Ann,');
    expect(email.text).toContain('within 24 hours');
    expect(email.html).toContain('within 24 hours');
    expect(email.text).not.toContain('2 hours');
  });

  it('promises contact within 2 hours for a high-priority lead', () => {
    const email = contactConfirmationEmail({ brand, kind: 'priority', greetingName: 'Ann' });
    expect(email.subject).toContain('within 2 hours');
    expect(email.text).toContain('within 2 hours');
    expect(email.text).not.toContain('24 hours');
  });

  it('promises contact within 24 hours after the consultation and onboarding forms, greeting a visitor without a name', () => {
    for (const kind of ['consultation', 'onboarding'] as const) {
      const email = contactConfirmationEmail({ brand, kind });
      expect(email.text, kind).toContain('within 24 hours');
      expect(email.html, kind).toContain('within 24 hours');
      expect(email.text, kind).not.toContain('2 hours');
      expect(email.text.split('\n')[0], kind).toBe('Hi there,');
    }
  });

  it('mentions the agency phone only when one is configured', () => {
    expect(contactConfirmationEmail({ brand, kind: 'contact' }).text).not.toContain('Call us');
    const withPhone = contactConfirmationEmail({ brand: { ...brand, phone: '(555) 010-2030' }, kind: 'contact' });
    expect(withPhone.text).toContain('Call us at (555) 010-2030');
  });

  it('escapes the greeting name in the HTML', () => {
    const email = contactConfirmationEmail({ brand, kind: 'contact', greetingName: SCRIPT });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hi &lt;script&gt;');
  });

  it('keeps a greeting name short, on one line and without addresses', () => {
    const email = contactConfirmationEmail({ brand, kind: 'contact', greetingName: `Ann\nVisit cheap-pills.example ${'x'.repeat(100)}` });
    const greeting = email.text.split('\n')[0] ?? '';
    expect(greeting).toBe('Hi Ann Visit,');
    expect(email.text).not.toContain('cheap-pills');
    expect(greeting.length).toBeLessThanOrEqual('Hi ,'.length + 40);
  });

  it('is a complete, mobile-friendly HTML document', () => {
    const { html } = contactConfirmationEmail({ brand, kind: 'contact' });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('name="viewport"');
    expect(html).toContain('max-width:600px');
  });
});

describe('documentDeliveryEmail', () => {
  it('links the document and names it', () => {
    const email = documentDeliveryEmail({
      brand,
      title: 'The Google Ads Budget Blueprint',
      url: 'https://www.example.com/guides/google-ads-budget-blueprint.html',
      greetingName: 'Ann',
    });
    expect(email.subject).toBe('Your download: The Google Ads Budget Blueprint');
    expect(email.text).toContain('Here is your copy of "The Google Ads Budget Blueprint".');
    expect(email.html).toContain('href="https://www.example.com/guides/google-ads-budget-blueprint.html"');
    expect(email.text).toContain('Download the guide: https://www.example.com/guides/google-ads-budget-blueprint.html');
  });
});

describe('safeHref', () => {
  it('allows web and site-relative links only', () => {
    expect(safeHref('https://www.example.com/a?b=1&c=2')).toBe('https://www.example.com/a?b=1&amp;c=2');
    expect(safeHref('/guides/x.html')).toBe('/guides/x.html');
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('//evil.example/')).toBe('#');
  });
});

describe('every e-mail to a visitor-given address', () => {
  const HOSTILE_NAME = 'Visit https://evil.example now';
  const contactKinds: ContactConfirmationKind[] = ['contact', 'priority', 'consultation', 'onboarding'];
  const builders: [string, (greetingName: string) => EmailContent][] = [
    ...contactKinds.map((kind): [string, (greetingName: string) => EmailContent] => [`contact confirmation (${kind})`, (greetingName) => contactConfirmationEmail({ brand, kind, greetingName })]),
    ['guide download', (greetingName) => documentDeliveryEmail({ brand, title: 'The Google Ads Budget Blueprint', url: 'https://www.example.com/guides/x.html', greetingName })],
    ['aspirer quiz confirmation', (greetingName) => quizConfirmationEmail({ brand, userType: 'aspirer', greetingName })],
    ['owner quiz confirmation', (greetingName) => quizConfirmationEmail({ brand, userType: 'owner', greetingName })],
    [
      'agreement copy',
      (greetingName) =>
        agreementCopyEmail({
          brand,
          greetingName,
          record: {
            amountsQuoted: true,
            packageName: 'Growth Engine',
            monthlyInvestment: '$3,500',
            setupFee: '$5,000',
            agreementDate: 'March 5, 2026',
            recordedAt: '2026-03-05T20:00:00.000Z',
            consentText: AGREEMENT_CONSENT_TEXT,
            termsFingerprint: '0'.repeat(64),
          },
          termsText: '1. Parties and Services\n\nTerms.\n',
        }),
    ],
  ];

  it.each(builders)('%s: greets a first name like "Visit https://evil.example now" without the URL', (_label, build) => {
    const email = build(HOSTILE_NAME);
    for (const part of [email.subject, email.html, email.text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('https://evil');
    }
    expect(email.text).toMatch(/^Hi Visit now,\n/);
    expect(email.html).toContain('Hi Visit now,');
  });

  it.each(builders)('%s: caps the greeting name at 40 characters and greets "Hi there," when nothing is left', (_label, build) => {
    expect(build(`Ann ${'x'.repeat(60)}`).text).toMatch(/^Hi Ann,\n/);
    expect(build('www.evil.example').text).toMatch(/^Hi there,\n/);
  });
});
