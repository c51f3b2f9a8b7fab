import { leadRequestSchema, smartLeadFormSchema, type SmartLeadForm } from './schemas.ts';
import {
  composeSmartLeadGoals,
  priorityFor,
  readPriority,
  responseHoursFor,
  smartLeadRequest,
  splitName,
} from './smart-lead.ts';

const form: SmartLeadForm = {
  name: 'Maria Elena Lopez',
  email: 'maria@example.com',
  company: 'Lopez Dental',
  urgency: 'immediate',
  budget: '5,000-15,000',
  leadSource: 'Referral',
  primaryGoal: 'revenue',
  challenges: 'Our phones are quiet on weekends.',
};

describe('splitName', () => {
  it('takes the first word as the first name and the remaining words as the last name', () => {
    expect(splitName('Maria Elena Lopez')).toEqual({ firstName: 'Maria', lastName: 'Elena Lopez' });
  });

  it('keeps a single name whole and gives the last name "Lead"', () => {
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Lead' });
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(splitName('  Ana   de  Souza ')).toEqual({ firstName: 'Ana', lastName: 'de Souza' });
  });
});

describe('priorityFor', () => {
  it.each([
    ['immediate', 'high'],
    ['30days', 'medium'],
    ['90days', 'low'],
    ['exploring', 'lowest'],
  ] as const)('%s gives %s', (urgency, priority) => {
    expect(priorityFor(urgency)).toBe(priority);
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

describe('composeSmartLeadGoals', () => {
  it('lists the goal, urgency, budget, source and challenges, and ends with the priority in upper case', () => {
    expect(composeSmartLeadGoals(form)).toBe(
      [
        'Primary Goal: Increase revenue',
        'Urgency: Immediately',
        'Budget: $5,000-15,000/month',
        'Lead Source: Referral',
        'Challenges: Our phones are quiet on weekends.',
        'Priority: HIGH',
      ].join('\n'),
    );
  });

  it.each([
    ['30days', 'MEDIUM'],
    ['90days', 'LOW'],
    ['exploring', 'LOWEST'],
  ] as const)('urgency %s gives the line "Priority: %s"', (urgency, line) => {
    expect(composeSmartLeadGoals({ ...form, urgency }).split('\n').at(-1)).toBe(`Priority: ${line}`);
  });

  it('says "Not specified" for the optional answers left out', () => {
    const goals = composeSmartLeadGoals({ ...form, budget: undefined, leadSource: undefined, primaryGoal: undefined });
    expect(goals).toContain('Primary Goal: Not specified');
    expect(goals).toContain('Budget: Not specified');
    expect(goals).toContain('Lead Source: Not specified');
  });

  it('shortens the longest challenges so the text fits the lead request and keeps the priority line', () => {
    const challenges = 'a'.repeat(1000);
    const goals = composeSmartLeadGoals({ ...form, challenges });
    expect(goals).toHaveLength(1000);
    expect(goals).toMatch(/a…\nPriority: HIGH$/);
    expect(leadRequestSchema.shape.goals.safeParse(goals).success).toBe(true);
  });

  it('keeps challenges that fit untouched', () => {
    const challenges = 'b'.repeat(500);
    expect(composeSmartLeadGoals({ ...form, challenges })).toContain(`Challenges: ${challenges}\n`);
  });
});

describe('readPriority', () => {
  it('reads back the priority the composed text carries', () => {
    expect(readPriority(composeSmartLeadGoals(form))).toBe('high');
    expect(readPriority(composeSmartLeadGoals({ ...form, urgency: 'exploring' }))).toBe('lowest');
  });

  it('trusts the last line over a priority typed into the challenges', () => {
    const goals = composeSmartLeadGoals({ ...form, urgency: '90days', challenges: 'Urgent!\nPriority: HIGH' });
    expect(readPriority(goals)).toBe('low');
  });

  it('is null for a lead without a priority line', () => {
    expect(readPriority('Biggest challenge: Other')).toBeNull();
  });
});

describe('smartLeadRequest', () => {
  it('is a valid lead request with the split name, the budget as shown and the composed goals', () => {
    const request = smartLeadRequest(smartLeadFormSchema.parse({ ...form, email: ' Maria@Example.com ' }));
    expect(request).toEqual({
      firstName: 'Maria',
      lastName: 'Elena Lopez',
      email: 'maria@example.com',
      company: 'Lopez Dental',
      budget: '$5,000-15,000/month',
      goals: composeSmartLeadGoals(form),
    });
    expect(leadRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends an empty budget when none was chosen and "Lead" as the last name of a one-word name', () => {
    const request = smartLeadRequest({ ...form, name: 'Prince', budget: undefined });
    expect(request).toMatchObject({ firstName: 'Prince', lastName: 'Lead', budget: '' });
    expect(leadRequestSchema.safeParse(request).success).toBe(true);
  });
});
