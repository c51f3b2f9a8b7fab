import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseMailbox } from '../../handlers/emails/booking-emails.ts';
import { identitySender, siteIdentity } from './site-identity.ts';

describe('identitySender', () => {
  it("is the agency's short name and e-mail address, which the invite's organizer reads back", () => {
    expect(identitySender()).toBe(`${siteIdentity.shortName} <${siteIdentity.email}>`);
    expect(parseMailbox(identitySender())).toEqual({ name: siteIdentity.shortName, address: siteIdentity.email });
  });

  it('quotes a name with a comma, so the header stays one mailbox', () => {
    const sender = identitySender({ shortName: 'Smith, Jones & Co', email: 'hi@smith.test' });
    expect(sender).toBe('"Smith, Jones & Co" <hi@smith.test>');
    expect(parseMailbox(sender)).toEqual({ name: 'Smith, Jones & Co', address: 'hi@smith.test' });
    expect(identitySender({ shortName: 'Say "Hi"', email: 'hi@smith.test' })).toBe('"Say \\"Hi\\"" <hi@smith.test>');
  });
});

describe('siteIdentity', () => {
  const httpsUrl = z.url({ protocol: /^https$/ });
  const identitySchema = z.object({
    name: z.string().min(2),
    shortName: z.string().min(2),
    url: httpsUrl.refine((url) => !url.endsWith('/'), 'url must not end with a slash'),
    phone: z.object({
      display: z.string().min(7),
      e164: z.string().regex(/^\+[1-9]\d{7,14}$/, 'phone.e164 must be in E.164 form, e.g. +15550102030'),
    }),
    email: z.email(),
    supportEmail: z.email(),
    address: z.object({ street: z.string().min(3), city: z.string().min(2), region: z.string(), postalCode: z.string(), country: z.string() }),
    links: z.record(z.string(), httpsUrl),
    social: z
      .array(z.object({ network: z.enum(['Facebook', 'LinkedIn', 'Instagram', 'YouTube', 'Twitter']), url: httpsUrl }))
      .length(5),
  });

  it('is complete and well-formed', () => {
    const result = identitySchema.safeParse(siteIdentity);
    expect(result.success, result.error ? z.prettifyError(result.error) : '').toBe(true);
  });
});
