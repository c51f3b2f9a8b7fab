/**
 * send-contact-email: the leads of the contact section's two forms, the service pages' consultation
 * form and the onboarding wizard, each with its own request told apart by `source` (submission.ts,
 * docs/decisions/014-leads-as-data.md). It stores a lead and
 * queues its e-mails like every lead function; the name is the deployed function's, kept because a
 * new one means a redeploy and a new URL for the site (supabase/functions/send-contact-email/index.ts).
 */
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import { contactConfirmationEmail, type ContactConfirmationKind } from './emails/confirmations.ts';
import { firstWord } from './emails/greeting-name.ts';
import type { EnvReader } from '../infra/env.ts';
import type { Handler } from '../infra/http.ts';
import {
  createLeadIntakeHandler,
  leadIntakeDependenciesFromEnv,
  type IntakeContext,
  type LeadDescription,
  type LeadIntake,
  type LeadIntakeDependencies,
} from './lead-intake.ts';
import { onboardingBudgetOption, onboardingGoalLabel, recommendedPackageType } from '../rules/onboarding-choices.ts';
import { packageNames } from '../rules/content/packages.ts';
import { primaryGoalLabels, priorityFor, smartBudgetAmounts, smartBudgetLabel, urgencyLabels } from '../rules/smart-lead.ts';
import { sendContactEmailRequestSchema, sourcesRequiringHumanCheck, type ContactSource, type SendContactEmailBody } from '../rules/submission.ts';

export const contactSourceLabels: Readonly<Record<ContactSource, string>> = {
  contact: 'Contact form',
  'smart-lead': 'Smart qualification form',
  consultation: 'Consultation request',
  onboarding: 'Onboarding wizard',
};

type BodyOf<Source extends ContactSource> = Extract<SendContactEmailBody, { source: Source }>;

/**
 * Which confirmation the visitor gets: a smart lead whose urgency gives it high priority was promised
 * a call within 2 hours; everyone else a reply within 24 hours, in their form's words.
 */
export function confirmationKindFor(body: SendContactEmailBody): ContactConfirmationKind {
  if (body.source === 'smart-lead') return priorityFor(body.urgency) === 'high' ? 'priority' : 'contact';
  return body.source;
}

/** How each form's answers become the lead's fields and the team's rows: one column or typed key per answer. */
type Described = Omit<LeadDescription, 'source' | 'sourceLabel' | 'visitorEmail'> & { greetingName: string | undefined };

function describeStandard(body: BodyOf<'contact'>): Described {
  return {
    name: body.name,
    phone: body.phone,
    details: { challenge: body.challenge, recommendedService: body.recommendedService },
    teamFields: [
      { label: 'Phone', value: body.phone },
      { label: 'Biggest challenge', value: body.challenge },
      { label: 'Recommended service', value: body.recommendedService },
    ],
    greetingName: body.name,
  };
}

function describeSmart(body: BodyOf<'smart-lead'>): Described {
  // Worked out here from the urgency, never taken from the request (docs/product.md#smart-lead-priority).
  const priority = priorityFor(body.urgency);
  return {
    name: body.name,
    company: body.company,
    message: body.challenges,
    priority,
    budget: body.budget ? smartBudgetAmounts(body.budget) : undefined,
    details: { urgency: body.urgency, leadSource: body.leadSource, primaryGoal: body.primaryGoal },
    teamFields: [
      { label: 'Company', value: body.company },
      { label: 'Priority', value: priority.toUpperCase() },
      { label: 'Urgency', value: urgencyLabels[body.urgency] },
      { label: 'Budget', value: body.budget ? smartBudgetLabel(body.budget) : undefined },
      { label: 'Lead source', value: body.leadSource },
      { label: 'Primary goal', value: body.primaryGoal ? primaryGoalLabels[body.primaryGoal] : undefined },
      { label: 'Challenges', value: body.challenges },
    ],
    greetingName: firstWord(body.name),
  };
}

function describeConsultation(body: BodyOf<'consultation'>): Described {
  return {
    name: body.name,
    phone: body.phone,
    company: body.company,
    message: body.message,
    details: { service: body.service },
    teamFields: [
      { label: 'Phone', value: body.phone },
      { label: 'Company', value: body.company },
      { label: 'Service', value: body.service },
      { label: 'Message', value: body.message },
    ],
    greetingName: firstWord(body.name),
  };
}

function describeOnboarding(body: BodyOf<'onboarding'>): Described {
  const budget = onboardingBudgetOption(body.budget);
  // The package the wizard showed, by the same rule (docs/product.md#package-rule).
  const recommendedPackage = packageNames[recommendedPackageType(body)];
  return {
    company: body.company,
    industry: body.industry,
    message: body.details,
    budget: budget.monthly,
    details: { goal: body.goal, timeline: body.timeline, recommendedPackage },
    teamFields: [
      { label: 'Company', value: body.company },
      { label: 'Main goal', value: onboardingGoalLabel(body.goal) },
      { label: 'Industry', value: body.industry },
      { label: 'Budget', value: budget.label },
      { label: 'Timeline', value: body.timeline },
      { label: 'Recommended package', value: recommendedPackage },
      { label: 'Details', value: body.details },
    ],
    // The wizard asks for no name: no one to greet by name.
    greetingName: undefined,
  };
}

function describeContactLead(body: SendContactEmailBody): Described {
  switch (body.source) {
    case 'contact':
      return describeStandard(body);
    case 'smart-lead':
      return describeSmart(body);
    case 'consultation':
      return describeConsultation(body);
    case 'onboarding':
      return describeOnboarding(body);
  }
}

export const sendContactEmailIntake: LeadIntake<SendContactEmailBody> = {
  functionName: 'send-contact-email',
  schema: sendContactEmailRequestSchema,
  requiresHumanCheck: (body) => sourcesRequiringHumanCheck.includes(body.source),
  describe(body, { brand }: IntakeContext) {
    const { greetingName, ...lead } = describeContactLead(body);
    return {
      ...lead,
      source: body.source,
      sourceLabel: contactSourceLabels[body.source],
      visitorEmail: {
        kind: 'visitor-confirmation',
        content: contactConfirmationEmail({ brand, kind: confirmationKindFor(body), greetingName }),
      },
    };
  },
};

export function createSendContactEmailHandler(deps: LeadIntakeDependencies): Handler {
  return createLeadIntakeHandler(sendContactEmailIntake, deps);
}

export function sendContactEmailHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('publishable', env, createSendContactEmailHandler(leadIntakeDependenciesFromEnv(env)));
}
