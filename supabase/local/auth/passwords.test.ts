import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';

describe('verifyPassword', () => {
  it('accepts $2a$ (pgcrypto) and $2b$ (bcryptjs) hashes of the right password only', async () => {
    const pgcryptoStyle = await bcrypt.hash('right-password', '$2a$04$abcdefghijklmnopqrstuu');
    const bcryptjsStyle = await bcrypt.hash('right-password', 4);
    expect(pgcryptoStyle.startsWith('$2a$')).toBe(true);
    expect(bcryptjsStyle.startsWith('$2b$')).toBe(true);
    for (const hash of [pgcryptoStyle, bcryptjsStyle]) {
      expect(await verifyPassword('right-password', hash)).toBe(true);
      expect(await verifyPassword('wrong-password', hash)).toBe(false);
    }
  });

  it('answers false without a usable hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});

describe('hashPassword and checkPasswordStrength', () => {
  it('hashes with cost 10', async () => {
    const hash = await hashPassword('a-new-password');
    expect(bcrypt.getRounds(hash)).toBe(10);
  });

  it('refuses short passwords (422 weak_password) and ones bcrypt would truncate (400)', () => {
    expect(() => checkPasswordStrength('123456789')).toThrow(expect.objectContaining({ status: 422, code: 'weak_password' }) as Error);
    expect(() => checkPasswordStrength('x'.repeat(73))).toThrow(expect.objectContaining({ status: 400, code: 'validation_failed' }) as Error);
    expect(() => checkPasswordStrength('1234567890')).not.toThrow();
  });
});
