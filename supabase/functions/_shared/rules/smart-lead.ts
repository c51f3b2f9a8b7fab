/**
 * The Smart Qualification form's rules (docs/product.md#smart-lead-priority): the priority an urgency
 * gives a lead, the call it promises, and the words for its answers. The server works the priority out
 * from the urgency it receives; the browser uses the same rule only to show the visitor their panel.
 */
import {
  type primaryGoalOptions,
  smartBudgetOptions,
  urgencyOptions,
  type MonthlyBudget,
  type SmartBudget,
  type Urgency,
} from './schemas.ts';

export type LeadPriority = (typeof urgencyOptions)[number]['priority'];
export type PrimaryGoal = (typeof primaryGoalOptions)[number];
export type { SmartBudget };

/** The priorities from most to least urgent, as leads.priority stores them. */
export const leadPriorities = urgencyOptions.map((option) => option.priority) as readonly LeadPriority[];

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

/** "1000-5000" → "$1,000-5,000/month", as the form lists the budgets. */
export function smartBudgetLabel(budget: SmartBudget): string {
  return smartBudgetOptions.find((option) => option.value === budget)?.label ?? budget;
}

/** The amounts a smart-form budget stands for. */
export function smartBudgetAmounts(budget: SmartBudget): MonthlyBudget {
  const option = smartBudgetOptions.find((candidate) => candidate.value === budget);
  // The enum makes a miss impossible for typed callers.
  if (!option) throw new RangeError(`unknown smart-form budget ${budget}`);
  return option.monthly;
}

export function priorityFor(urgency: Urgency): LeadPriority {
  const option = urgencyOptions.find((candidate) => candidate.value === urgency);
  // The enum makes a miss impossible for typed callers; a stray value from outside is the least urgent.
  return option?.priority ?? 'lowest';
}

/** Hours within which the team promises to call: 2 for an immediate need, 24 otherwise (docs/product.md#smart-lead-priority). */
export function responseHoursFor(urgency: Urgency): 2 | 24 {
  return urgency === 'immediate' ? 2 : 24;
}
