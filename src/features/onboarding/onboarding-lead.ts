import { type OnboardingPackage } from '@/content/packages';
import { onboardingCopy } from '@/content/onboarding';
import { type OnboardingAnswers } from './onboarding-answers';
import { onboardingGoals } from './recommend-package';

/** The server's bound for the goals text (leadRequestSchema). */
export const GOALS_TEXT_MAX = 1000;
/**
 * The details box's own limit: with the fixed lines (under 200 characters) the text stays within
 * GOALS_TEXT_MAX, so the visitor's words reach the team whole; the shortening below is a safety net.
 */
export const ONBOARDING_DETAILS_MAX = 800;
const DETAILS_LABEL = 'Details: ';
const ELLIPSIS = '…';

function goalLabel(goal: OnboardingAnswers['goal']): string {
  return onboardingGoals.find((option) => option.value === goal)?.label ?? 'Not chosen';
}

/**
 * The goals text sent with an onboarding lead (spec 1 §7): the goal, industry, timeline, the
 * recommended package and the visitor's details. The fixed lines come first, so only the free-text
 * details are shortened to keep the whole text within the server's 1000 characters; the goal line
 * alone keeps it above the 10-character minimum.
 */
export function composeOnboardingGoals(answers: OnboardingAnswers, pkg: Pick<OnboardingPackage, 'name'>): string {
  const lines = [
    `Main goal: ${goalLabel(answers.goal)}`,
    `Industry: ${answers.industry || 'Not chosen'}`,
    `Timeline: ${answers.timeline || 'Not chosen'}`,
    `Recommended package: ${pkg.name}`,
  ];
  const head = lines.join('\n');
  const details = answers.details.trim();
  if (!details) return head;

  const room = GOALS_TEXT_MAX - head.length - 1 - DETAILS_LABEL.length;
  const fitted = details.length <= room ? details : `${details.slice(0, room - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
  return `${head}\n${DETAILS_LABEL}${fitted}`;
}

/** The send-contact-email fields of an onboarding lead, without the submission envelope. */
export function onboardingLeadFields(answers: OnboardingAnswers, pkg: Pick<OnboardingPackage, 'name'>) {
  return {
    firstName: onboardingCopy.leadName.firstName,
    lastName: onboardingCopy.leadName.lastName,
    email: answers.email.trim(),
    company: answers.company.trim(),
    budget: answers.budget,
    goals: composeOnboardingGoals(answers, pkg),
    source: 'onboarding' as const,
  };
}
