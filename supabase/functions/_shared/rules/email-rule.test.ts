/**
 * One e-mail rule for every form and every function. An address that would carry a
 * query into a `mailto:` link (`x?bcc=attacker%40evil.example&y=@evil.example`), or anything else
 * outside the plain shape, is refused by each form's schema with the rule's one message (INVALID_EMAIL); the addresses
 * people really have are accepted by all of them alike.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validBodies } from './schema-test-kit.ts';
import { EMAIL_ADDRESS_PATTERN, INVALID_EMAIL } from './schemas.ts';

/** Every form's schema and every function's body schema that takes an e-mail address, with a valid body. */
const forms = validBodies.filter(({ valid }) => 'email' in valid);

function emailOutcome(schema: z.ZodType, valid: Record<string, unknown>, email: string) {
  const result = schema.safeParse({ ...valid, email });
  if (result.success) return { ok: true, email: (result.data as { email: string }).email };
  return { ok: false, messages: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}

/** Addresses people have: sub-domains, tags, apostrophes, digits, hyphens, underscores, punycode domains, the longest parts allowed. */
const realAddresses = [
  'ann@example.com',
  'first.last+tag@sub.example.co.uk',
  "o'brien@example.ie",
  "D'Angelo.Rossi@Example.IT",
  'info@xn--mller-kva.de',
  'user@example.xn--p1ai',
  'mary_jane-watson99@my-company.example',
  '12345@example.com',
  'x@y.co',
  'e2e-admin@agency.example',
  `${'a'.repeat(64)}@example.com`,
  `ann@${'d'.repeat(63)}.example`,
];

/** What the rule refuses: mailto: and URL syntax, recipient lists, quoting, a domain without a dot, malformed dots and hyphens, over-long parts, non-ASCII. */
const refusedAddresses = [
  'x?bcc=attacker%40evil.example&y=@evil.example',
  'ann?cc=attacker@evil.example',
  'ann&to=attacker@evil.example',
  'ann%40evil.example@example.com',
  'ann=x@example.com',
  'ann/x@example.com',
  'ann#x@example.com',
  'ann@example.com?subject=hi',
  'ann@example.com#x',
  'ann b@example.com',
  '"ann"@example.com',
  'ann@example.com,victim@example.com',
  'ann@victim@example.com',
  'Ann <ann@example.com>',
  'ann@example',
  'ann@localhost',
  'ann@example.c',
  'ann@-example.com',
  'ann@example-.com',
  'ann@example..com',
  '.ann@example.com',
  'ann.@example.com',
  'ann..lee@example.com',
  'ann@[127.0.0.1]',
  'ann@127.0.0.1',
  `${'a'.repeat(65)}@example.com`,
  `ann@${'d'.repeat(64)}.example`,
  'josé@example.com',
  'ann@exämple.com',
  'ann@example.com\u200b',
  '@example.com',
  'ann@',
];

describe('the one e-mail rule', () => {
  it.each(forms)('$name: refuses a mailto: injection with the rule’s message', ({ schema, valid }) => {
    expect(emailOutcome(schema, valid, 'x?bcc=attacker%40evil.example&y=@evil.example')).toEqual({ ok: false, messages: [`email: ${INVALID_EMAIL}`] });
  });

  it.each(forms)('$name: refuses every address outside the rule with the rule’s message, and only that', ({ schema, valid }) => {
    const outcomes = refusedAddresses.map((address) => ({ address, ...emailOutcome(schema, valid, address) }));
    expect(outcomes).toEqual(refusedAddresses.map((address) => ({ address, ok: false, messages: [`email: ${INVALID_EMAIL}`] })));
  });

  it.each(forms)('$name: accepts the addresses people have, trimmed and lower-cased', ({ schema, valid }) => {
    const outcomes = realAddresses.map((address) => ({ address, ...emailOutcome(schema, valid, ` ${address} `) }));
    expect(outcomes).toEqual(realAddresses.map((address) => ({ address, ok: true, email: address.toLowerCase() })));
  });

  it('takes nothing that means something in a URL, a header or a recipient list', () => {
    for (const character of '?&%=#/\\,;:<>"()[] \t\r\n`{}|!$*^~') {
      expect(EMAIL_ADDRESS_PATTERN.test(`ann${character}lee@example.com`), JSON.stringify(character)).toBe(false);
    }
  });
});
