import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchingTotpStep, otpauthUri, totpCode } from './totp.ts';

// RFC 4226 appendix D and RFC 6238 appendix B use the ASCII secret "12345678901234567890" for SHA-1.
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET_BASE32 = base32Encode(RFC_SECRET);

describe('base32', () => {
  it('writes and reads the alphabet authenticator apps use, without padding', () => {
    expect(base32Encode(Buffer.from('Hello!\xde\xad\xbe\xef', 'latin1'))).toBe('JBSWY3DPEHPK3PXP');
    expect(base32Decode('jbsw y3dp ehpk 3pxp').toString('latin1')).toBe('Hello!\xde\xad\xbe\xef');
    expect(base32Decode(RFC_SECRET_BASE32)).toEqual(RFC_SECRET);
    expect(() => base32Decode('NOT-BASE32!')).toThrow(/not base32/);
  });

  it('generates 20-byte secrets, different each time', () => {
    const secrets = new Set(Array.from({ length: 20 }, generateTotpSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) expect(base32Decode(secret)).toHaveLength(20);
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the published codes for counters 0 to 9', () => {
    const codes = Array.from({ length: 10 }, (_, counter) => hotp(RFC_SECRET, counter));
    expect(codes).toEqual(['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it('gives the published 8-digit codes at the published times', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(hotp(RFC_SECRET, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it('shows the last 6 of those digits, as authenticator apps do', () => {
    expect(totpCode(RFC_SECRET_BASE32, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET_BASE32, 1_234_567_890_000)).toBe('005924');
  });
});

describe('matchingTotpStep', () => {
  const now = 1_234_567_890_000;
  const step = Math.floor(now / 30_000);

  it('accepts the current code and one step either side, and says which step matched', () => {
    expect(matchingTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, now), now)).toBe(step);
    expect(matchingTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, now - 30_000), now)).toBe(step - 1);
    expect(matchingTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses a code two steps away, a wrong code and anything that is not 6 digits', () => {
    expect(matchingTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, now - 60_000), now)).toBeNull();
    const right = totpCode(RFC_SECRET_BASE32, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingTotpStep(RFC_SECRET_BASE32, wrong, now)).toBeNull();
    for (const malformed of ['', '12345', '1234567', '12345a', ' 005924']) expect(matchingTotpStep(RFC_SECRET_BASE32, malformed, now)).toBeNull();
  });
});

describe('otpauthUri', () => {
  it('writes the key URI format authenticator apps scan', () => {
    expect(otpauthUri({ issuer: 'LA Agency', accountName: 'ana@agency.test', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/LA%20Agency:ana%40agency.test?algorithm=SHA1&digits=6&issuer=LA+Agency&period=30&secret=JBSWY3DPEHPK3PXP',
    );
  });
});
