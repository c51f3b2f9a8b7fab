import { z } from 'zod';
import { consentBannerCopy, privacyChoicesCopy, privacyWordingVersion } from './privacy';

const text = (label: string, min = 2) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, { error: `${label} needs at least ${min} characters` });

const version = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'the wording version is a date, YYYY-MM-DD' });

// Rejecting must be as easy as accepting: both buttons are named plainly, and the banner says what
// is collected and what never is.
const bannerSchema = z.strictObject({
  version,
  title: text('title'),
  body: text('body', 40).refine((value) => /click/i.test(value) && /scroll/i.test(value) && /load/i.test(value), {
    error: 'body must name clicks, scroll depth and page speed',
  }),
  never: text('never', 20).refine((value) => /never record what you type/i.test(value), { error: 'never must say typing is never recorded' }),
  accept: z.literal('Accept analytics'),
  reject: z.literal('Reject'),
  details: z.literal('Privacy choices'),
});

const sectionSchema = z.strictObject({ title: text('section title'), body: text('section body', 20) });

const dialogSchema = z.strictObject({
  version,
  title: text('title'),
  description: text('description', 20),
  necessary: sectionSchema,
  analytics: sectionSchema,
  retention: sectionSchema,
  status: z.strictObject({
    on: text('status.on'),
    off: text('status.off'),
    undecided: text('status.undecided'),
    gpc: z.literal('Global Privacy Control detected: analytics is off.'),
  }),
  gpcNote: text('gpcNote', 20),
  proof: text('proof', 20),
  accept: z.literal('Accept analytics'),
  reject: z.literal('Reject'),
  close: text('close'),
});

describe('privacy copy', () => {
  it('is well-formed', () => {
    expect(() => bannerSchema.parse(consentBannerCopy)).not.toThrow();
    expect(() => dialogSchema.parse(privacyChoicesCopy)).not.toThrow();
  });

  it('names one wording version everywhere', () => {
    expect(consentBannerCopy.version).toBe(privacyWordingVersion);
    expect(privacyChoicesCopy.version).toBe(privacyWordingVersion);
  });

  it('refuses a banner whose reject button reads anything but "Reject"', () => {
    expect(bannerSchema.safeParse({ ...consentBannerCopy, reject: 'No thanks' }).success).toBe(false);
  });
});
