import { describe, expect, it } from 'vitest';
import { hashManageToken, manageBookingUrl, manageTokenSchema, newManageToken } from './manage-link.ts';

describe('the manage link token', () => {
  it('is 43 base64url characters, different every time', () => {
    const tokens = Array.from({ length: 200 }, newManageToken);
    for (const token of tokens) expect(manageTokenSchema.safeParse(token).success).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('is stored as its SHA-256 in hex, which does not contain it', async () => {
    const token = newManageToken();
    const hash = await hashManageToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(await hashManageToken(token)).toBe(hash);
    expect(await hashManageToken(newManageToken())).not.toBe(hash);
  });

  it.each([
    ['a truncated link', 'a'.repeat(42)],
    ['a longer text', 'a'.repeat(44)],
    ['characters outside base64url', `${'a'.repeat(42)}+`],
    ['padding', `${'a'.repeat(42)}=`],
    ['nothing', ''],
  ])('refuses %s with a message the page can show', (_label, token) => {
    const result = manageTokenSchema.safeParse(token);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This link is not complete. Please open it from your confirmation email.');
  });

  it('travels in the fragment of the site address, which browsers send to no server', () => {
    const url = new URL(manageBookingUrl('https://agency.example/', 'abc_DEF-123'));
    expect(url.origin).toBe('https://agency.example');
    expect(url.pathname).toBe('/manage-booking');
    expect(url.search).toBe('');
    expect(url.hash).toBe('#abc_DEF-123');
  });
});
