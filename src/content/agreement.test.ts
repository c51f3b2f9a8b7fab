import { z } from 'zod';
import { agreementAcceptanceSchema } from '@shared/agreement-acceptance.ts';
import { AGREEMENT_ACCEPTED_TYPE, MAX_CONSENT_TEXT_LENGTH } from '@shared/agreement-rules.ts';
import { agreementPolicy } from '@/content/agreement';
import { standardFormCopy } from '@/content/contact';
import { agreementCopy } from './agreement';

/** Guards the agreement page's copy a marketer edits; every failure names the field. */
const label = z.string().trim().min(1).max(60);
const sentence = z.string().trim().min(10).max(200);

const agreementCopySchema = z.object({
  summary: z.object({
    heading: label,
    package: label,
    monthlyInvestment: label,
    setupFee: label,
    agreementDate: label,
    perMonth: label,
    oneTime: label,
  }),
  scope: z.object({ servicesHeading: label, kpisHeading: label, kpisIntro: sentence }),
  terms: z.object({ heading: label, anchorId: z.string().regex(/^[a-z][a-z0-9-]*$/) }),
  signer: z.object({ heading: label, nameLabel: label, nameHint: sentence, emailLabel: label, emailHint: sentence }),
  consent: z.object({
    text: z.string().trim().min(1).max(MAX_CONSENT_TEXT_LENGTH),
    linkText: label,
    linkHref: z.string().startsWith('#'),
  }),
  accept: z.object({ label, busyLabel: label }),
  messages: z.object({ success: sentence, failure: sentence, humanCheckMissing: sentence }),
  timing: z.object({ successNoticeMs: z.number().int().positive(), redirectDelayMs: z.number().int().positive() }),
  afterAcceptancePath: z.string().startsWith('/'),
});

describe('agreement content', () => {
  it('is well-formed', () => {
    const result = agreementCopySchema.safeParse(agreementCopy);
    expect(result.success, result.error ? z.prettifyError(result.error) : '').toBe(true);
  });

  it('says something different on success and on failure, and promises contact within 24 hours on success', () => {
    expect(agreementCopy.messages.success).not.toBe(agreementCopy.messages.failure);
    expect(agreementCopy.messages.success).toContain('within 24 hours');
  });

  it('shows the success notice for 5 s and moves on to booking after 2 s, while it is still showing', () => {
    expect(agreementCopy.timing).toEqual({ successNoticeMs: 5000, redirectDelayMs: 2000 });
  });

  it('asks for the human check in the standard form’s words, which the server’s refusal carries too', () => {
    expect(agreementCopy.messages.humanCheckMissing).toBe(standardFormCopy.notices.humanCheckMissing.title);
  });

  it('sends an accepted visitor to the booking page with the acceptance type', () => {
    const url = new URL(agreementCopy.afterAcceptancePath, 'https://example.com');
    expect(url.pathname).toBe('/call-booking');
    expect(url.searchParams.get('type')).toBe(AGREEMENT_ACCEPTED_TYPE);
  });

  it('states the performance window the terms use', () => {
    expect(agreementCopy.scope.kpisIntro).toContain(`${agreementPolicy.performanceWindowDays}-day performance window`);
  });
});

describe('consent wording', () => {
  const { text, linkText, linkHref } = agreementCopy.consent;

  it('opens with "By checking this box you agree" and says the box is the signature', () => {
    expect(text).toMatch(/^By checking this box you agree /);
    expect(text).toContain('electronic signature');
    expect(text).toContain('copy of the agreement');
  });

  it('links to the terms exactly once, at the terms’ anchor', () => {
    expect(text.split(linkText)).toHaveLength(2);
    expect(linkHref).toBe(`#${agreementCopy.terms.anchorId}`);
  });

  it('passes the acceptance schema unchanged, so the server stores exactly what was shown', () => {
    expect(agreementAcceptanceSchema.shape.consentText.parse(text)).toBe(text);
  });
});
