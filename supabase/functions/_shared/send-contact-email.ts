/**
 * send-contact-email (spec 1 §7): the lead request of the contact section's two forms, the service
 * pages' consultation form and the onboarding wizard, told apart by `source`. It stores a lead and
 * queues its e-mails like every lead function; the name is the deployed function's, kept because a
 * new one means a redeploy and a new URL for the site (supabase/functions/send-contact-email/index.ts).
 */
import { forAudienceFromEnv } from './api-keys.ts';
import type { z } from 'zod';
import { contactConfirmationEmail, type ContactConfirmationKind } from './emails/confirmations.ts';
import type { EnvReader } from './env.ts';
import type { Handler } from './http.ts';
import { createLeadIntakeHandler, leadIntakeDependenciesFromEnv, type LeadIntake, type LeadIntakeDependencies } from './lead-intake.ts';
import { readPriority } from './smart-lead.ts';
import { sendContactEmailRequestSchema, sourcesRequiringHumanCheck, type ContactSource } from './submission.ts';

type SendContactEmailBody = z.output<typeof sendContactEmailRequestSchema>;

export const contactSourceLabels: Readonly<Record<ContactSource, string>> = {
  contact: 'Contact form',
  'smart-lead': 'Smart qualification form',
  consultation: 'Consultation request',
  onboarding: 'Onboarding wizard',
};

/**
 * Which confirmation the visitor gets: a smart lead whose goals carry `Priority: HIGH` was promised a
 * call within 2 hours; everyone else a reply within 24 hours, in their form's words.
 */
export function confirmationKindFor(source: ContactSource, goals: string): ContactConfirmationKind {
  if (source === 'smart-lead') return readPriority(goals) === 'high' ? 'priority' : 'contact';
  return source;
}

export const sendContactEmailIntake: LeadIntake<SendContactEmailBody> = {
  functionName: 'send-contact-email',
  schema: sendContactEmailRequestSchema,
  requiresHumanCheck: (body) => sourcesRequiringHumanCheck.includes(body.source),
  describe(body, { brand }) {
    const priority = body.source === 'smart-lead' ? readPriority(body.goals) : null;
    // The onboarding wizard sends fixed labels as the name: no one to greet by name.
    const greetingName = body.source === 'onboarding' ? undefined : body.firstName;
    return {
      source: body.source,
      sourceLabel: contactSourceLabels[body.source],
      name: `${body.firstName} ${body.lastName}`,
      phone: body.phone,
      company: body.company,
      details: { goals: body.goals, budget: body.budget, recommendedService: body.recommendedService, priority: priority?.toUpperCase() },
      teamFields: [
        { label: 'Phone', value: body.phone },
        { label: 'Company', value: body.company },
        { label: 'Priority', value: priority?.toUpperCase() },
        { label: 'Budget', value: body.budget },
        { label: 'Recommended service', value: body.recommendedService },
        { label: 'Goals', value: body.goals },
      ],
      visitorEmail: {
        kind: 'visitor-confirmation',
        content: contactConfirmationEmail({ brand, kind: confirmationKindFor(body.source, body.goals), greetingName }),
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
