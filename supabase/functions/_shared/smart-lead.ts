/**
 * The Smart Qualification form's rules (spec 1 §3): how a name splits into first and last name, the
 * priority an urgency gives a lead, and the goals text the lead request carries. The server reads the
 * same text back (`readPriority`) to know which leads were promised a call within 2 hours.
 */
import {
  type primaryGoalOptions,
  type smartBudgetOptions,
  urgencyOptions,
  type LeadRequest,
  type SmartLeadForm,
  type Urgency,
} from './schemas.ts';

export type LeadPriority = (typeof urgencyOptions)[number]['priority'];
export type SmartBudget = (typeof smartBudgetOptions)[number];
export type PrimaryGoal = (typeof primaryGoalOptions)[number];

/** The lead request's goals limit (leadRequestSchema). */
const GOALS_MAX_LENGTH = 1000;
const NOT_SPECIFIED = 'Not specified';

export const urgencyLabels: Readonly<Record<Urgency, string>> = {
  immediate: 'Immediately',
  '30days': 'Within 30 days',
  '90days': 'Within 90 days',
  exploring: 'Just exploring',
};

export const primaryGoalLabels: Readonly<Record<PrimaryGoal, string>> = {
  leads: 'Generate more leads',
  revenue: 'Increase revenue',
  efficiency: 'Improve efficiency',
};

/** "1,000-5,000" → "$1,000-5,000/month", as the form lists the budgets. */
export function formatSmartBudget(budget: SmartBudget): string {
  return `$${budget}/month`;
}

/** First word as the first name (or the whole name), the remaining words as the last name, "Lead" when there are none. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.length > 0 ? rest.join(' ') : 'Lead' };
}

export function priorityFor(urgency: Urgency): LeadPriority {
  const option = urgencyOptions.find((candidate) => candidate.value === urgency);
  // The enum makes a miss impossible for typed callers; a stray value from outside is the least urgent.
  return option?.priority ?? 'lowest';
}

/** Hours within which the team promises to call: 2 for an immediate need, 24 otherwise (spec 1 §9). */
export function responseHoursFor(urgency: Urgency): 2 | 24 {
  return urgency === 'immediate' ? 2 : 24;
}

function priorityLine(priority: LeadPriority): string {
  return `Priority: ${priority.toUpperCase()}`;
}

/**
 * The goals text of a smart lead: one labelled line per answer, the challenges, and a last line
 * `Priority: HIGH|MEDIUM|LOW|LOWEST`. The challenges are shortened (ending in "…") when the whole
 * text would exceed the lead request's 1000 characters, so the priority line always survives.
 */
export function composeSmartLeadGoals(form: SmartLeadForm): string {
  const head = [
    `Primary Goal: ${form.primaryGoal ? primaryGoalLabels[form.primaryGoal] : NOT_SPECIFIED}`,
    `Urgency: ${urgencyLabels[form.urgency]}`,
    `Budget: ${form.budget ? formatSmartBudget(form.budget) : NOT_SPECIFIED}`,
    `Lead Source: ${form.leadSource ?? NOT_SPECIFIED}`,
  ].join('\n');
  const challengesLabel = '\nChallenges: ';
  const tail = `\n${priorityLine(priorityFor(form.urgency))}`;
  const room = GOALS_MAX_LENGTH - head.length - challengesLabel.length - tail.length;
  const challenges = form.challenges.trim();
  const fitted = challenges.length <= room ? challenges : `${challenges.slice(0, room - 1).trimEnd()}…`;
  return `${head}${challengesLabel}${fitted}${tail}`;
}

/** The priority a smart lead's goals text carries in its last `Priority:` line; null for other leads. */
export function readPriority(goals: string): LeadPriority | null {
  const matches = [...goals.matchAll(/^Priority: (HIGH|MEDIUM|LOW|LOWEST)$/gm)];
  const last = matches.at(-1)?.[1];
  return urgencyOptions.find((option) => option.priority.toUpperCase() === last)?.priority ?? null;
}

/** The lead request (spec 1 §7, smart form) that send-contact-email receives. */
export function smartLeadRequest(form: SmartLeadForm): Required<Pick<LeadRequest, 'firstName' | 'lastName' | 'email' | 'company' | 'budget' | 'goals'>> {
  return {
    ...splitName(form.name),
    email: form.email,
    company: form.company,
    budget: form.budget ? formatSmartBudget(form.budget) : '',
    goals: composeSmartLeadGoals(form),
  };
}
