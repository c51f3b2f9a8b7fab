import { onboardingPackages } from '@/content/packages';
import { agreementLink } from './agreement-link';

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

  it('links Market Leader with its lowest fees, commas removed', () => {
    expect(queryOf(agreementLink(onboardingPackages.leader))).toEqual({
      package: 'Market Leader',
      monthly: '7500',
      setup: '10000',
    });
  });

  it('falls back to 3000 monthly and 5000 setup when no amount can be read', () => {
    expect(agreementLink({ name: 'Custom', setupFee: 'Custom Quote', monthlyRetainer: '' })).toBe(
      '/service-agreement?package=Custom&monthly=3000&setup=5000',
    );
    expect(queryOf(agreementLink({ name: 'Custom', setupFee: '$', monthlyRetainer: '2,500 - 3,000/month' }))).toMatchObject({
      monthly: '3000',
      setup: '5000',
    });
  });

  it('falls back for one fee and reads the other', () => {
    expect(queryOf(agreementLink({ name: 'Mixed', setupFee: 'from $12,500', monthlyRetainer: 'Custom Quote' }))).toEqual({
      package: 'Mixed',
      monthly: '3000',
      setup: '12500',
    });
  });

  it('encodes characters in the package name that would break the query', () => {
    const link = agreementLink({ name: 'Leads & Calls #1 / 100%+', setupFee: '$1,000', monthlyRetainer: '$2,000/month' });
    expect(link).toBe('/service-agreement?package=Leads+%26+Calls+%231+%2F+100%25%2B&monthly=2000&setup=1000');
    expect(queryOf(link)).toEqual({ package: 'Leads & Calls #1 / 100%+', monthly: '2000', setup: '1000' });
  });
});
