import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format';
import { describeAttribution, describeDetails, humanizeKey } from './describe-record';

describe('humanizeKey', () => {
  it('reads camelCase, snake_case and kebab-case keys as words', () => {
    expect(humanizeKey('recommendedService')).toBe('Recommended service');
    expect(humanizeKey('biggest_question')).toBe('Biggest question');
    expect(humanizeKey('guide-id')).toBe('Guide ID');
    expect(humanizeKey('utm_source')).toBe('UTM source');
  });
});

describe('describeDetails', () => {
  it('shows each form field with a readable label, in the order it was stored', () => {
    expect(describeDetails({ budget: '5000-10000', recommendedService: 'Local SEO', goals: 'More patients' })).toEqual([
      { key: 'budget', label: 'Budget', value: '5000-10000' },
      { key: 'recommendedService', label: 'Recommended service', value: 'Local SEO' },
      { key: 'goals', label: 'Goals', value: 'More patients' },
    ]);
  });

  it('joins lists and flattens nested objects', () => {
    expect(describeDetails({ goals: ['More new patients', 'Better reviews'], contact: { preferred: 'phone', times: ['am', 'pm'] } })).toEqual([
      { key: 'goals', label: 'Goals', value: 'More new patients, Better reviews' },
      { key: 'contact.preferred', label: 'Contact › Preferred', value: 'phone' },
      { key: 'contact.times', label: 'Contact › Times', value: 'am, pm' },
    ]);
  });

  it('leaves out empty values and says yes or no for flags', () => {
    expect(describeDetails({ company: '', tags: [], note: null, newsletter: true, rush: false })).toEqual([
      { key: 'newsletter', label: 'Newsletter', value: 'Yes' },
      { key: 'rush', label: 'Rush', value: 'No' },
    ]);
  });

  it('speaks plainly about the values the lead functions store', () => {
    const callSlot = '2026-11-24T18:00:00.000Z';
    expect(describeDetails({ human_check: 'unverified', call_slot: callSlot, monthlyInvestment: 3500, resource_type: 'Local SEO Checklist' })).toEqual([
      { key: 'human_check', label: 'Human check', value: 'Not verified: reCAPTCHA could not be reached' },
      { key: 'call_slot', label: 'Call time', value: formatDateTime(callSlot) },
      { key: 'monthlyInvestment', label: 'Monthly investment', value: '$3,500' },
      { key: 'resource_type', label: 'Guide', value: 'Local SEO Checklist' },
    ]);
  });

  it('keeps markup in values as text for React to escape', () => {
    expect(describeDetails({ message: '<img src=x onerror=alert(1)>' })).toEqual([{ key: 'message', label: 'Message', value: '<img src=x onerror=alert(1)>' }]);
  });

  it('has nothing to show for a value that is not an object', () => {
    expect(describeDetails(null)).toEqual([]);
    expect(describeDetails('oops')).toEqual([]);
    expect(describeDetails([1, 2])).toEqual([]);
  });
});

describe('describeAttribution', () => {
  it('puts campaign fields first with friendly labels, and keeps unknown keys', () => {
    expect(describeAttribution({ referrer: 'https://www.google.com/', landing_page: '/services/ppc', utm_source: 'google', gclid: 'abc', partner: 'yelp' })).toEqual([
      { key: 'utm_source', label: 'Source (utm_source)', value: 'google' },
      { key: 'gclid', label: 'Google Ads click (gclid)', value: 'abc' },
      { key: 'landing_page', label: 'Landing page', value: '/services/ppc' },
      { key: 'referrer', label: 'Referrer', value: 'https://www.google.com/' },
      { key: 'partner', label: 'Partner', value: 'yelp' },
    ]);
  });
});
