import { matchPath } from 'react-router-dom';
import { z } from 'zod';
import { routeTable } from '@/lib/route-table';
import { bookConsult, footerColumns, legalLinks, letsTalk, ppcStrip, primaryNav } from '@/content/navigation';
import { onboardingPackages } from '@/content/packages';
import { site } from '@/content/site';

const httpsUrl = z.url({ protocol: /^https$/ });
const siteSchema = z.object({
  name: z.string().min(2),
  shortName: z.string().min(2),
  url: httpsUrl.refine((url) => !url.endsWith('/'), 'site.url must not end with a slash'),
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

describe('site settings', () => {
  it('are complete and well-formed', () => {
    const result = siteSchema.safeParse(site);
    expect(result.success, result.error ? z.prettifyError(result.error) : '').toBe(true);
  });
});

describe('navigation links', () => {
  const allLinks = [...primaryNav, letsTalk, ppcStrip.action, bookConsult, ...legalLinks, ...footerColumns.flatMap((column) => column.links)];
  const routePatterns = routeTable.filter((route) => route.path !== '*').map((route) => route.path);

  it('point every internal link at a route that exists', () => {
    for (const link of allLinks.filter((entry) => entry.href.startsWith('/'))) {
      const pathname = link.href.split('#')[0] || '/';
      expect(
        routePatterns.some((pattern) => matchPath(pattern, pathname)),
        `${link.label} → ${link.href}`,
      ).toBe(true);
    }
  });

  it('follow docs/product.md: top navigation links and "Let\'s Talk" to /path-selector', () => {
    expect(primaryNav.map((link) => link.label)).toEqual(['Home', 'Getting Started', 'Services', 'New Businesses', 'Growing Businesses', 'Contact']);
    expect(primaryNav[0]?.href).toBe(site.links.mainSite);
    expect(primaryNav[5]?.href).toBe(site.links.contact);
    expect(letsTalk).toEqual({ label: "Let's Talk", href: '/path-selector' });
    expect(footerColumns.map((column) => column.heading)).toEqual(['Services', 'Company', 'Get Started']);
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
    type: z.enum(['launch', 'growth', 'leader']),
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
