import { describe, expect, it } from 'vitest';
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
