import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchingTotpStep, otpauthUri, totpCode } from './totp.ts';

// RFC 4226 appendix D and RFC 6238 appendix B use the ASCII secret "12345678901234567890" for SHA-1.
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('generateTotpSecret', () => {
  it('generates 20-byte secrets in unpadded base32, different each time', () => {
    const secrets = new Set(Array.from({ length: 20 }, generateTotpSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    }
  });
});

describe('totpCode', () => {
  it('reads the RFC secret as written in base32', () => {
    expect(Secret.fromLatin1('12345678901234567890').base32).toBe(RFC_SECRET_BASE32);
  });

  it('gives RFC 4226 appendix D codes at the start of steps 0 to 9', () => {
    const codes = Array.from({ length: 10 }, (_, step) => totpCode(RFC_SECRET_BASE32, step * 30_000));
    expect(codes).toEqual(['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']);
  });

  it('shows the last 6 digits of the RFC 6238 appendix B SHA-1 codes at the published times', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET_BASE32, seconds * 1000)).toBe(code.slice(-6));
  });

  it('changes every 30 seconds', () => {
    expect(totpCode(RFC_SECRET_BASE32, 30_000)).toBe(totpCode(RFC_SECRET_BASE32, 59_999));
    expect(totpCode(RFC_SECRET_BASE32, 59_999)).not.toBe(totpCode(RFC_SECRET_BASE32, 60_000));
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
    expect(matchingTotpStep(RFC_SECRET_BASE32, totpCode(RFC_SECRET_BASE32, now + 60_000), now)).toBeNull();
    const right = totpCode(RFC_SECRET_BASE32, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingTotpStep(RFC_SECRET_BASE32, wrong, now)).toBeNull();
    for (const malformed of ['', '12345', '1234567', '12345a', ' 005924', '00592é', '００５９２４']) {
      expect(matchingTotpStep(RFC_SECRET_BASE32, malformed, now)).toBeNull();
    }
  });
});

describe('otpauthUri', () => {
  it('writes the key URI format authenticator apps scan', () => {
    const uri = new URL(otpauthUri({ issuer: 'LA Agency', accountName: 'ana@agency.test', secret: 'JBSWY3DPEHPK3PXP' }));
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe('otpauth://totp/LA%20Agency:ana%40agency.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'LA Agency',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
