import { MAX_AGREEMENT_AMOUNT, agreementTermsText, packageScope, termsFingerprint } from '@shared/agreement-rules.ts';
import { expectedFingerprint } from '@shared/content/agreement-terms.ts';
import { agreementLinkPath } from '@shared/agreement-link.ts';
import { agreementTerms } from '@/content/agreement';
import { packagesPageCards } from '@/content/packages';
import { agreementLink, onboardingPackages, packageTypes } from '@/features/onboarding';
import { parseAgreementQuery } from './agreement-query';

const defaults = { packageName: 'Custom Package', monthly: 0, setup: 0, quoteId: null };

describe('parseAgreementQuery', () => {
  it('reads package, monthly and setup', () => {
    expect(parseAgreementQuery('?package=Growth+Package&monthly=3500&setup=5000')).toEqual({
      packageName: 'Growth Package',
      monthly: 3500,
      setup: 5000,
      quoteId: null,
    });
    expect(parseAgreementQuery(new URLSearchParams({ package: 'Leader Package', monthly: '7500', setup: '10000' }))).toEqual({
      packageName: 'Leader Package',
      monthly: 7500,
      setup: 10000,
      quoteId: null,
    });
  });

  it('reads the quote of a link staff made, and nothing else as a quote', () => {
    expect(parseAgreementQuery('?package=Growth+Package&monthly=3500&setup=5000&quote=8D0F6B1E-3C4A-4E5B-9F7A-2B1C0D9E8F7A').quoteId).toBe(
      '8d0f6b1e-3c4a-4e5b-9f7a-2b1c0d9e8f7a',
    );
    for (const raw of ['', 'x', '8d0f6b1e-3c4a-4e5b-9f7a', `${'8d0f6b1e-3c4a-4e5b-9f7a-2b1c0d9e8f7a'}x`, '<script>']) {
      expect(parseAgreementQuery(new URLSearchParams({ quote: raw })).quoteId).toBeNull();
    }
  });

  it('defaults to Custom Package and $0 when the query is empty', () => {
    expect(parseAgreementQuery('')).toEqual(defaults);
    expect(parseAgreementQuery('?')).toEqual(defaults);
  });

  it('decodes the package name and reads it in the agency’s own spelling, whatever the case and spacing', () => {
    expect(parseAgreementQuery('package=%20%20growth%20%20engine%20').packageName).toBe('Growth Engine');
    expect(parseAgreementQuery('package=LEADER+PACKAGE').packageName).toBe('Leader Package');
  });

  it.each(['Launch Package', 'Growth Package', 'Leader Package', 'Launch Pad', 'Growth Engine', 'Market Leader', 'Custom Package'])(
    'shows the agency’s package %s',
    (name) => {
      expect(parseAgreementQuery(new URLSearchParams({ package: name })).packageName).toBe(name);
    },
  );

  it('shows every package name the site’s own pages use', () => {
    const names = [...packageTypes.map((type) => onboardingPackages[type].name), ...packagesPageCards.map((card) => card.name)];
    expect(names.map((name) => parseAgreementQuery(new URLSearchParams({ package: name })).packageName)).toEqual(names);
  });

  it.each([
    ['blank', '%20%20%20'],
    ['empty', ''],
    ['longer than 100 characters', 'x'.repeat(101)],
    ['on two lines', 'Growth%0AEngine'],
    ['carrying a control character', 'Growth%00Engine'],
    ['the agency never offered', 'Leads%20%26%20Calls'],
    ['of 100 characters', 'x'.repeat(100)],
    ['that is a message to the visitor', 'URGENT%3A%20verify%20your%20bank%20details%20at%20https%3A%2F%2Fevil.example%2Flogin'],
    ['that contains a package name', 'Growth%20Engine%20(refund%20at%20evil.example)'],
  ])('falls back to Custom Package for a name %s', (_label, raw) => {
    expect(parseAgreementQuery(`package=${raw}`).packageName).toBe('Custom Package');
  });

  it.each(['12.5', '-3', '1e3', 'abc', '', ' ', '0x10', '3,000', '$3000', '+5', 'Infinity', 'NaN', String(MAX_AGREEMENT_AMOUNT + 1), '9'.repeat(400)])(
    'falls back to 0 for monthly=%j and setup=%j',
    (raw) => {
      expect(parseAgreementQuery(new URLSearchParams({ package: 'Launch Pad', monthly: raw, setup: raw }))).toEqual({ packageName: 'Launch Pad', monthly: 0, setup: 0, quoteId: null });
    },
  );

  it('accepts whole dollars from 0 to the cap, leading zeros and surrounding spaces included', () => {
    expect(parseAgreementQuery(`monthly=0&setup=${MAX_AGREEMENT_AMOUNT}`)).toMatchObject({ monthly: 0, setup: MAX_AGREEMENT_AMOUNT });
    expect(parseAgreementQuery('monthly=007&setup=%201500%20')).toMatchObject({ monthly: 7, setup: 1500 });
  });

  it('falls back for one amount and keeps the other', () => {
    expect(parseAgreementQuery('monthly=abc&setup=2500')).toEqual({ ...defaults, setup: 2500 });
  });

  it('reads the first value when a parameter repeats', () => {
    expect(parseAgreementQuery('monthly=1500&monthly=9999')).toMatchObject({ monthly: 1500 });
  });
});

describe('the onboarding link round trip', () => {
  it.each(packageTypes)('the %s package’s link reads back as its name and lowest fees', (type) => {
    const pkg = onboardingPackages[type];
    const url = new URL(agreementLink(pkg), 'https://example.com');
    expect(url.pathname).toBe('/service-agreement');
    const query = parseAgreementQuery(url.search);
    expect(query).toEqual({ packageName: pkg.name, monthly: expect.any(Number), setup: expect.any(Number), quoteId: null });
    expect(query.monthly).toBeGreaterThan(0);
    expect(query.setup).toBeGreaterThan(0);
    expect(String(query.monthly)).toBe(url.searchParams.get('monthly'));
    expect(String(query.setup)).toBe(url.searchParams.get('setup'));
  });

  it('reads the exact amounts of each package', () => {
    const amounts = packageTypes.map((type) => parseAgreementQuery(new URL(agreementLink(onboardingPackages[type]), 'https://example.com').search));
    expect(amounts).toEqual([
      { packageName: 'Launch Pad', monthly: 1500, setup: 2500, quoteId: null },
      { packageName: 'Growth Engine', monthly: 3500, setup: 5000, quoteId: null },
      { packageName: 'Market Leader', monthly: 7500, setup: 10000, quoteId: null },
    ]);
  });

  it('gives each onboarding package its own agreement package’s services and KPIs, not the fallback', () => {
    expect(packageTypes.map((type) => packageScope(onboardingPackages[type].name))).toEqual([
      expect.objectContaining({ name: 'Launch Package', matched: true }),
      expect.objectContaining({ name: 'Growth Package', matched: true }),
      expect.objectContaining({ name: 'Leader Package', matched: true }),
    ]);
  });

  it('reads back the link staff make for a quote, its id included', () => {
    const link = agreementLinkPath({ packageName: 'Growth Package', monthly: 3200, setup: 0, quoteId: '8d0f6b1e-3c4a-4e5b-9f7a-2b1c0d9e8f7a' });
    expect(parseAgreementQuery(new URL(link, 'https://example.com').search)).toEqual({
      packageName: 'Growth Package',
      monthly: 3200,
      setup: 0,
      quoteId: '8d0f6b1e-3c4a-4e5b-9f7a-2b1c0d9e8f7a',
    });
  });

  it('reads an unknown package the link names as the custom package, with the amounts it gives', () => {
    const link = agreementLink({ name: 'Custom', setupFee: { minCents: 500_000, maxCents: 600_000 }, monthlyRetainer: { minCents: 300_000, maxCents: 400_000 } });
    expect(parseAgreementQuery(new URL(link, 'https://example.com').search)).toEqual({ packageName: 'Custom Package', monthly: 3000, setup: 5000, quoteId: null });
  });

  // The page fingerprints the terms it shows in the browser; the server recomputes them from the payload.
  it('fingerprints the page’s terms in the browser as the server will recompute them', async () => {
    const query = parseAgreementQuery(new URL(agreementLink(onboardingPackages.growth), 'https://example.com').search);
    const input = { ...query, date: '2026-03-05' };
    const shown = await termsFingerprint(agreementTermsText(agreementTerms(input)));
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    expect(shown).toBe(await expectedFingerprint(input));
    // The same value the server-side test pins for these terms.
    expect(shown).toBe('910e3ad33240ddcf7c1730e4964d784a548912bf544976397ba5ec9323f4d5cf');
  });
});
