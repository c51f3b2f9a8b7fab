import { smartBudgetOptions } from './schemas.ts';
import { leadPriorities, priorityFor, responseHoursFor, smartBudgetAmounts, smartBudgetLabel } from './smart-lead.ts';

describe('priorityFor', () => {
  it.each([
    ['immediate', 'high'],
    ['30days', 'medium'],
    ['90days', 'low'],
    ['exploring', 'lowest'],
  ] as const)('%s gives %s', (urgency, priority) => {
    expect(priorityFor(urgency)).toBe(priority);
  });

  it('knows the priorities leads.priority stores, most urgent first', () => {
    expect(leadPriorities).toEqual(['high', 'medium', 'low', 'lowest']);
  });
});

describe('responseHoursFor', () => {
  it('promises 2 hours only for an immediate need', () => {
    expect(responseHoursFor('immediate')).toBe(2);
    expect(responseHoursFor('30days')).toBe(24);
    expect(responseHoursFor('90days')).toBe(24);
    expect(responseHoursFor('exploring')).toBe(24);
  });
});

describe('smart-form budgets', () => {
  it('show the monthly ranges the form lists', () => {
    expect(smartBudgetOptions.map((option) => smartBudgetLabel(option.value))).toEqual([
      '$1,000-5,000/month',
      '$5,000-15,000/month',
      '$15,000-50,000/month',
      '$50,000+/month',
    ]);
  });

  it('mean the amounts their labels name, in cents a month, the top one open', () => {
    expect(smartBudgetOptions.map((option) => smartBudgetAmounts(option.value))).toEqual([
      { minCents: 100_000, maxCents: 500_000 },
      { minCents: 500_000, maxCents: 1_500_000 },
      { minCents: 1_500_000, maxCents: 5_000_000 },
      { minCents: 5_000_000, maxCents: null },
    ]);
  });
});
