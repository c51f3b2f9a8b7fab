import { z } from 'zod';
import { onboardingPackages, packagesPageCards, packageTypes } from './packages';

/** Guards the two package wordings: the packages page's cards and the onboarding ranges. */

const words = (field: string, min = 1) =>
  z.string({ error: `${field} must be text` }).trim().min(min, { error: `${field} needs at least ${min} characters` });

const cardSchema = z.object({
  type: z.enum(packageTypes, { error: (issue) => `type "${String(issue.input)}" is not one of ${packageTypes.join(', ')}` }),
  name: words('name'),
  tagline: words('tagline', 10),
  description: words('description', 60),
  price: z.literal('Custom Quote', { error: 'price must read "Custom Quote"' }),
  highlight: z.boolean(),
  features: z.array(words('feature', 5)).min(4, { error: 'a card needs at least 4 features' }).max(7),
  cta: words('cta'),
  idealFor: words('idealFor', 20),
  term: words('term'),
});

const issuesOf = (card: unknown) =>
  (cardSchema.safeParse(card).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('packages page cards', () => {
  it.each(packagesPageCards.map((card) => [card.name, card] as const))('%s is complete', (_name, card) => {
    expect(issuesOf(card)).toEqual([]);
  });

  it('shows the three packages in order, the middle one tagged MOST POPULAR', () => {
    expect(packagesPageCards.map((card) => card.type)).toEqual(['launch', 'growth', 'leader']);
    expect(packagesPageCards.map((card) => card.highlight)).toEqual([false, true, false]);
  });

  it('uses the onboarding names, so both pages talk about the same packages', () => {
    expect(packagesPageCards.map((card) => card.name)).toEqual(packageTypes.map((type) => onboardingPackages[type].name));
  });

  it('states a shorter term on each card than the onboarding recommendation does (decision 007: both stand)', () => {
    /** The months a term names: "1 month of support" → 1, "6 months minimum" → 6. */
    const months = (term: string) => Number(/^(\d+) months?\b/.exec(term)?.[1] ?? Number.NaN);
    for (const card of packagesPageCards) {
      const page = months(card.term);
      const onboarding = months(onboardingPackages[card.type].contractTerm);
      expect(page, card.term).toBeGreaterThan(0);
      expect(page, `${card.name}: ${card.term} vs ${onboardingPackages[card.type].contractTerm}`).toBeLessThan(onboarding);
    }
  });

  it('names the field in a readable message for a typo', () => {
    const [first] = packagesPageCards;
    expect(issuesOf({ ...first, price: '$1,500', features: ['One'] })).toEqual([
      'price: price must read "Custom Quote"',
      'features.0: feature needs at least 5 characters',
      'features: a card needs at least 4 features',
    ]);
  });
});

describe('onboarding packages', () => {
  /** Whole dollars in cents, low end first: the agreement link offers the low end in dollars. */
  const centsRange = z
    .object({
      minCents: z.number().int().positive().multipleOf(100, 'fees are whole dollars, in cents'),
      maxCents: z.number().int().positive().multipleOf(100, 'fees are whole dollars, in cents'),
    })
    .refine((range) => range.maxCents >= range.minCents, 'the range must run from low to high');
  const packageSchema = z.object({
    type: z.enum(packageTypes),
    name: z.string().min(3),
    setupFee: centsRange,
    monthlyRetainer: centsRange,
    contractTerm: z.string().regex(/^\d+ months minimum$/),
    guarantee: z.string().min(10),
    ideal: z.string().min(10),
  });

  it('are well-formed, each under its own type, so the agreement link can read their fees', () => {
    for (const [key, pkg] of Object.entries(onboardingPackages)) {
      expect(packageSchema.safeParse(pkg).error?.issues ?? []).toEqual([]);
      expect(pkg.type).toBe(key);
    }
  });
});
