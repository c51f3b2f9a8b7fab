import { onboardingPackages } from '@/content/packages';
import { agreementLink } from './package-agreement-link';

function queryOf(link: string): Record<string, string> {
  const url = new URL(link, 'https://example.com');
  expect(url.pathname).toBe('/service-agreement');
  return Object.fromEntries(url.searchParams);
}

describe('agreementLink', () => {
  it('links Launch Pad with its lowest fees', () => {
    expect(agreementLink(onboardingPackages.launch)).toBe('/service-agreement?package=Launch+Pad&monthly=1500&setup=2500');
  });

  it('links Growth Engine with its lowest fees', () => {
    expect(queryOf(agreementLink(onboardingPackages.growth))).toEqual({
      package: 'Growth Engine',
      monthly: '3500',
      setup: '5000',
    });
  });

  it('links Market Leader with its lowest fees, in whole dollars', () => {
    expect(queryOf(agreementLink(onboardingPackages.leader))).toEqual({
      package: 'Market Leader',
      monthly: '7500',
      setup: '10000',
    });
  });

  it('encodes characters in the package name that would break the query', () => {
    const link = agreementLink({
      name: 'Leads & Calls #1 / 100%+',
      setupFee: { minCents: 100_000, maxCents: 200_000 },
      monthlyRetainer: { minCents: 200_000, maxCents: 300_000 },
    });
    expect(link).toBe('/service-agreement?package=Leads+%26+Calls+%231+%2F+100%25%2B&monthly=2000&setup=1000');
    expect(queryOf(link)).toEqual({ package: 'Leads & Calls #1 / 100%+', monthly: '2000', setup: '1000' });
  });
});
