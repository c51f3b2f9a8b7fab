import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptanceTermsInput, agreementAcceptanceSchema } from './agreement-acceptance.ts';
import { AGREEMENT_ACCEPTED_TYPE, DEFAULT_PACKAGE_NAME, MAX_AGREEMENT_AMOUNT, agreementDateOf, agreementTermsText, formatAgreementDate, formatDollars, isCurrentAgreementDate, isOfferedPackageName, isValidAgreementAmount, offeredPackageNames, isValidPackageName, packageScope, termsFingerprint, type AgreementTermsInput } from './agreement-rules.ts';
import { AGREEMENT_CONSENT_TEXT, agreementPackageNames, agreementPackages } from './content/agreement.ts';
import { agreementTerms, expectedFingerprint } from './content/agreement-terms.ts';
import { packageNames, packageTypes } from './content/packages.ts';
import { messagesByField } from './schema-test-kit.ts';
import { INVALID_EMAIL } from './schemas.ts';

const growth: AgreementTermsInput = { packageName: 'Growth Engine', monthly: 3500, setup: 5000, date: '2026-03-05' };

/** All the terms' text for `input`, to search in. */
const textOf = (input: AgreementTermsInput) => agreementTermsText(agreementTerms(input));

/** The messages the acceptance schema gives for `input`, by field. */
const messages = (input: unknown) => messagesByField(agreementAcceptanceSchema, input);

describe('agreementPackages (docs/product.md#service-agreement)', () => {
  const line = z.string().trim().min(3).max(120).regex(/^[^\n]*$/);
  const packageSchema = z.object({
    name: z.enum(agreementPackageNames),
    aliases: z.array(line),
    services: z.array(line),
    kpis: z.array(line).min(1),
  });

  it.each(agreementPackageNames)('%s is well-formed and keyed by its name', (name) => {
    const result = packageSchema.safeParse(agreementPackages[name]);
    expect(result.success, result.error ? z.prettifyError(result.error) : '').toBe(true);
    expect(agreementPackages[name].name).toBe(name);
    expect(new Set(agreementPackages[name].services).size).toBe(agreementPackages[name].services.length);
    expect(new Set(agreementPackages[name].kpis).size).toBe(agreementPackages[name].kpis.length);
  });

  it('includes more services and more KPIs in each package than in the one below it', () => {
    for (const list of ['services', 'kpis'] as const) {
      const counts = agreementPackageNames.map((name) => agreementPackages[name][list].length);
      counts.slice(1).forEach((count, index) => expect(count, `${list}: ${counts.join(', ')}`).toBeGreaterThan(counts[index] ?? 0));
    }
  });

  it('gives every name and alias to one package only', () => {
    const names = agreementPackageNames.flatMap((name) => [name, ...agreementPackages[name].aliases].map((n) => n.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('packageScope', () => {
  it.each([
    ['Launch Package', 'Launch Package'],
    ['Growth Package', 'Growth Package'],
    ['Leader Package', 'Leader Package'],
    ['Launch Pad', 'Launch Package'],
    ['Growth Engine', 'Growth Package'],
    ['Market Leader', 'Leader Package'],
    ['  growth   PACKAGE ', 'Growth Package'],
  ])('%j → the %s lists', (name, scopeName) => {
    const scope = packageScope(name);
    expect(scope).toMatchObject({ name: scopeName, matched: true });
    expect(scope.kpis).toEqual(agreementPackages[scopeName as keyof typeof agreementPackages].kpis);
  });

  it.each(['Custom Package', '', 'Growth', 'Leader Package Plus'])('unknown %j falls back to the Launch Package lists', (name) => {
    const scope = packageScope(name);
    expect(scope.matched).toBe(false);
    expect(scope.name).toBe('Launch Package');
    expect(scope.services).toEqual(agreementPackages['Launch Package'].services);
    expect(scope.kpis).toEqual(agreementPackages['Launch Package'].kpis);
  });
});

describe('the packages an acceptance may name', () => {
  it('are the agreement’s three, the site’s names for them from the one catalog, and the page’s default', () => {
    expect(offeredPackageNames).toEqual([
      'Launch Package',
      'Growth Package',
      'Leader Package',
      ...packageTypes.map((type) => packageNames[type]),
      DEFAULT_PACKAGE_NAME,
    ]);
    expect(packageTypes.map((type) => packageNames[type])).toEqual(['Launch Pad', 'Growth Engine', 'Market Leader']);
  });

  it('gives each of the site’s names its own package’s lists', () => {
    expect(packageTypes.map((type) => packageScope(packageNames[type]).name)).toEqual(['Launch Package', 'Growth Package', 'Leader Package']);
  });

  it.each([...offeredPackageNames])('takes %j', (name) => {
    expect(isOfferedPackageName(name)).toBe(true);
  });

  it.each(['', 'growth engine', ' Growth Engine', 'Growth Engine Plus', 'Custom', 'ACTION REQUIRED: verify at https://evil.example/login'])(
    'refuses %j: any other name or spelling is not the server’s own',
    (name) => {
      expect(isOfferedPackageName(name)).toBe(false);
    },
  );
});

describe('AGREEMENT_CONSENT_TEXT', () => {
  it('is the wording the acceptance schema takes unchanged', () => {
    expect(agreementAcceptanceSchema.shape.consentText.parse(AGREEMENT_CONSENT_TEXT)).toBe(AGREEMENT_CONSENT_TEXT);
    expect(AGREEMENT_CONSENT_TEXT).toMatch(/^By checking this box you agree /);
  });
});

describe('isValidPackageName and isValidAgreementAmount', () => {
  it('accept what the page may show and the server may store', () => {
    expect(['Growth Engine', 'x', 'x'.repeat(100), 'Leads & Calls #1 / 100%+'].every(isValidPackageName)).toBe(true);
    expect([0, 1, 3500, MAX_AGREEMENT_AMOUNT].every(isValidAgreementAmount)).toBe(true);
  });

  it('refuse the rest', () => {
    expect(['', 'x'.repeat(101), 'Growth\nEngine', 'Tab\there'].some(isValidPackageName)).toBe(false);
    expect([-1, 0.5, MAX_AGREEMENT_AMOUNT + 1, Number.NaN, Number.POSITIVE_INFINITY].some(isValidAgreementAmount)).toBe(false);
  });
});

describe('formatDollars', () => {
  it('writes whole dollars with thousands separators', () => {
    expect([0, 750, 4500, 12500, 999_999, MAX_AGREEMENT_AMOUNT].map(formatDollars)).toEqual([
      '$0',
      '$750',
      '$4,500',
      '$12,500',
      '$999,999',
      '$1,000,000',
    ]);
  });

  it.each([-1, 12.5, MAX_AGREEMENT_AMOUNT + 1, Number.NaN])('refuses %s', (amount) => {
    expect(() => formatDollars(amount)).toThrow(RangeError);
  });
});

describe('agreement dates', () => {
  it('writes a date for people', () => {
    expect(formatAgreementDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatAgreementDate('2024-02-29')).toBe('February 29, 2024');
    expect(formatAgreementDate('2025-12-31')).toBe('December 31, 2025');
  });

  it.each(['2025-02-29', '2025-13-01', '2025-1-5', 'March 5, 2026', ''])('refuses %j', (date) => {
    expect(() => formatAgreementDate(date)).toThrow(RangeError);
  });

  it('dates by the calendar in Los Angeles, not UTC', () => {
    // 02:30 UTC on 6 March is still the evening of 5 March in Los Angeles (UTC−8).
    expect(agreementDateOf(new Date('2026-03-06T02:30:00Z'))).toBe('2026-03-05');
    expect(agreementDateOf(new Date('2026-03-06T08:00:00Z'))).toBe('2026-03-06');
    // Summer time: UTC−7.
    expect(agreementDateOf(new Date('2026-07-01T06:59:59Z'))).toBe('2026-06-30');
    expect(agreementDateOf(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('accepts today or yesterday in Los Angeles, nothing else', () => {
    const now = new Date('2026-03-01T09:00:00Z'); // 1 March, 01:00 in Los Angeles
    expect(isCurrentAgreementDate('2026-03-01', now)).toBe(true);
    expect(isCurrentAgreementDate('2026-02-28', now)).toBe(true);
    expect(isCurrentAgreementDate('2026-02-27', now)).toBe(false);
    expect(isCurrentAgreementDate('2026-03-02', now)).toBe(false);
    expect(isCurrentAgreementDate('2026-3-1', now)).toBe(false);
  });
});

describe('agreementTerms', () => {
  it('has the eleven sections in order', () => {
    expect(agreementTerms(growth).map((section) => section.heading)).toEqual([
      'Parties and Services',
      'Performance Guarantee',
      'Investment and Payment',
      'Term',
      'Client Responsibilities',
      'Reporting and Verification',
      'Termination',
      'Ownership and Confidentiality',
      'Limitation of Liability',
      'Governing Law and Dispute Resolution',
      'Entire Agreement and Electronic Acceptance',
    ]);
  });

  it('names the package, the date and the amounts where they belong', () => {
    const [parties, , payment, term] = agreementTerms(growth);
    expect(parties?.paragraphs[0]).toContain('made on March 5, 2026');
    expect(parties?.paragraphs[0]).toContain('the package named "Growth Engine" (the "Package")');
    expect(term?.paragraphs.join(' ')).toContain('starts on March 5, 2026');
    expect(payment?.paragraphs[0]).toContain('one-time setup fee of $5,000');
    expect(payment?.paragraphs[1]).toContain('monthly investment of $3,500');
  });

  it('lists the services and KPIs of the package the name stands for', () => {
    const [parties, guarantee] = agreementTerms(growth);
    expect(parties?.paragraphs).toContain('(a) Conversion-focused website build or redesign');
    expect(parties?.paragraphs).toContain('(h) Business listings and voice search optimization');
    expect(guarantee?.paragraphs).toContain('(c) 3:1 ROI');
    expect(guarantee?.paragraphs).toContain('(e) 4.5 stars with 25 or more reviews');
  });

  it('gives an unknown package the Launch Package lists', () => {
    const text = textOf({ packageName: 'Custom Package', monthly: 0, setup: 0, date: '2026-03-05' });
    expect(text).toContain('the package named "Custom Package"');
    expect(text).toContain('the services of its Launch Package:');
    expect(text).toContain('(b) At least 10 qualified leads a month within 90 days');
  });

  it('writes the agreement’s constants into the terms', () => {
    const text = textOf(growth);
    expect(text).toContain('laws of the State of California');
    expect(text).toContain('binding arbitration in California');
    expect(text).toContain('performance window of 90 days');
    expect(text).toContain('keep working on the Package at no cost to the Client');
    expect(text).toContain("giving the Agency 14 days' written notice");
    expect(text).toContain("giving the Client 30 days' written notice if the Client fails to meet its obligations");
    expect(text).toContain('within 3 business days');
    expect(text).toContain('amounts the Client paid the Agency under this Agreement in the 12 months before');
  });

  it('points its cross-references at the right sections', () => {
    const headingOf = (n: number) => agreementTerms(growth)[n - 1]?.heading;
    const text = textOf(growth);
    expect(text).toContain('verified as described in Section 6');
    expect(headingOf(6)).toBe('Reporting and Verification');
    expect(text).toContain('as described in Section 7');
    expect(headingOf(7)).toBe('Termination');
    expect(text).toContain('the time set in Section 5');
    expect(headingOf(5)).toBe('Client Responsibilities');
    expect(text).toContain('performance window in Section 2');
    expect(headingOf(2)).toBe('Performance Guarantee');
  });

  it('says plainly when there is no setup fee and when the monthly amount is still to be quoted', () => {
    const [, , payment] = agreementTerms({ ...growth, monthly: 0, setup: 0 });
    expect(payment?.paragraphs[0]).toBe('No setup fee is charged for the Package.');
    expect(payment?.paragraphs[1]).toMatch(/^The monthly investment for the Package will be set out in a written quote/);
    expect(payment?.paragraphs.join(' ')).not.toContain('$0');
  });

  it.each([
    ['a negative amount', { ...growth, monthly: -1 }],
    ['cents', { ...growth, setup: 12.5 }],
    ['an amount over the cap', { ...growth, monthly: MAX_AGREEMENT_AMOUNT + 1 }],
    ['an impossible date', { ...growth, date: '2026-02-30' }],
    ['an empty package name', { ...growth, packageName: '' }],
    ['a package name over two lines', { ...growth, packageName: 'Growth\nEngine' }],
  ])('refuses %s', (_label, input) => {
    expect(() => agreementTerms(input)).toThrow(RangeError);
  });
});

describe('agreementTermsText', () => {
  it('numbers the sections and separates every block by one blank line', () => {
    const text = agreementTermsText([
      { heading: 'First', paragraphs: ['One.', 'Two.'] },
      { heading: 'Second', paragraphs: ['Three.'] },
    ]);
    expect(text).toBe('1. First\n\nOne.\n\nTwo.\n\n2. Second\n\nThree.\n');
  });

  it('is stable: the same input gives byte-identical text', () => {
    expect(textOf(growth)).toBe(textOf({ ...growth }));
    expect(textOf(growth)).toBe(agreementTermsText(structuredClone(agreementTerms(growth))));
  });

  it('is Unicode NFC whatever form the package name arrives in', () => {
    const decomposed = { ...growth, packageName: 'Cafe\u0301 Package' };
    const composed = { ...growth, packageName: 'Caf\u00e9 Package' };
    expect(textOf(decomposed)).toBe(textOf(composed));
  });
});

describe('termsFingerprint', () => {
  // Expected values computed independently with `printf '%s' '…' | sha256sum`.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['Service Agreement', 'e41f63e38a4b55178d9e6e32827e9057c13018c122f8babf4b1fe3ab7d15343f'],
    ['é, 3:1 ROI — “quoted”', 'fb28b95681fe34427728f23a7022309853718169810a9463be602f65895ddcf7'],
  ])('hashes %j as UTF-8 to lowercase hex SHA-256', async (text, hash) => {
    expect(await termsFingerprint(text)).toBe(hash);
  });

  it('pins the terms: any change to their wording must update this value on purpose', async () => {
    // Acceptances already stored keep the fingerprint of the wording they saw; see the report on versioning.
    expect(await expectedFingerprint(growth)).toBe(GROWTH_TERMS_SHA256);
  });

  it('differs when the package, an amount or the date differs', async () => {
    const fingerprints = await Promise.all(
      [
        growth,
        { ...growth, packageName: 'Market Leader' },
        { ...growth, packageName: 'Growth Package' },
        { ...growth, monthly: 3501 },
        { ...growth, setup: 5001 },
        { ...growth, date: '2026-03-06' },
      ].map(expectedFingerprint),
    );
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });
});

const validAcceptance = {
  type: AGREEMENT_ACCEPTED_TYPE,
  package: ' Growth Engine ',
  monthlyInvestment: 3500,
  setupFee: 5000,
  timestamp: '2026-03-05T18:04:05.123Z',
  agreementDate: '2026-03-05',
  name: 'María-José O’Brien',
  email: ' Maria@Example.COM ',
  termsFingerprint: 'AB'.repeat(32),
  consentText: 'By checking this box you agree to the Service Agreement.',
  clientSubmissionId: '3b241101-e2bb-4255-8caf-4136c566a962',
  attribution: { utm_source: 'google', gclid: 'abc' },
};

describe('agreementAcceptanceSchema', () => {
  it('accepts a valid acceptance, trimming the package and normalising e-mail and fingerprint', () => {
    const parsed = agreementAcceptanceSchema.parse(validAcceptance);
    expect(parsed).toMatchObject({
      type: 'agreement-accepted',
      package: 'Growth Engine',
      email: 'maria@example.com',
      termsFingerprint: 'ab'.repeat(32),
      attribution: { utm_source: 'google', gclid: 'abc' },
    });
  });

  it('accepts a timestamp with an offset, and no submission id or attribution', () => {
    const { clientSubmissionId: _id, attribution: _attribution, ...bare } = validAcceptance;
    expect(messages({ ...bare, timestamp: '2026-03-05T10:04:05-08:00' })).toEqual({});
  });

  it('turns into the terms input the fingerprint is computed from', async () => {
    const parsed = agreementAcceptanceSchema.parse(validAcceptance);
    expect(acceptanceTermsInput(parsed)).toEqual(growth);
    expect(await expectedFingerprint(acceptanceTermsInput(parsed))).toBe(GROWTH_TERMS_SHA256);
  });

  it.each([
    ['type', 'agreement', 'type must be "agreement-accepted"'],
    ['package', '   ', 'Package name is required'],
    ['package', 'p'.repeat(101), 'Package name must be less than 100 characters'],
    ['package', 'Growth\nEngine', 'Package name must be a single line of text'],
    ['monthlyInvestment', '3500', 'Monthly investment must be a number'],
    ['monthlyInvestment', 12.5, 'Monthly investment must be a whole number of dollars'],
    ['monthlyInvestment', -3, 'Monthly investment cannot be negative'],
    ['setupFee', MAX_AGREEMENT_AMOUNT + 1, 'Setup fee must be at most $1,000,000'],
    ['timestamp', '5 March 2026', 'Timestamp must be an ISO 8601 date and time'],
    ['agreementDate', '2026-02-30', 'Agreement date must be a date (YYYY-MM-DD)'],
    ['agreementDate', '2026-03-05T00:00:00Z', 'Agreement date must be a date (YYYY-MM-DD)'],
    ['name', ' ', 'Name is required'],
    ['name', 'R2-D2', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['email', 'not-an-email', INVALID_EMAIL],
    ['termsFingerprint', 'abc', 'Terms fingerprint must be a SHA-256 hash (64 hexadecimal characters)'],
    ['termsFingerprint', 'g'.repeat(64), 'Terms fingerprint must be a SHA-256 hash (64 hexadecimal characters)'],
    ['consentText', '', 'Consent wording is required'],
    ['consentText', 'c'.repeat(1001), 'Consent wording must be less than 1000 characters'],
    ['clientSubmissionId', 'not-a-uuid', 'Invalid submission id'],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(messages({ ...validAcceptance, [field]: value })[field]).toEqual([message]);
  });

  it.each(['type', 'package', 'monthlyInvestment', 'setupFee', 'timestamp', 'agreementDate', 'name', 'email', 'termsFingerprint', 'consentText'])(
    'requires %s',
    (field) => {
      const { [field]: _missing, ...rest } = validAcceptance as Record<string, unknown>;
      expect(messages(rest)[field]).toHaveLength(1);
    },
  );
});

/** SHA-256 of textOf(growth), computed outside this code: the text written to a file, then `sha256sum`. */
const GROWTH_TERMS_SHA256 = '910e3ad33240ddcf7c1730e4964d784a548912bf544976397ba5ec9323f4d5cf';
