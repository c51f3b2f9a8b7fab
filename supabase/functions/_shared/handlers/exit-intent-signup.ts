/** exit-intent-signup: the exit-intent modal's address, e-mailed the Free PPC Audit Checklist. */
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import type { z } from 'zod';
import { documentDeliveryEmail } from './emails/confirmations.ts';
import type { EnvReader } from '../infra/env.ts';
import { ppcAuditChecklist } from '../rules/content/guides.ts';
import type { Handler } from '../infra/http.ts';
import { createLeadIntakeHandler, leadIntakeDependenciesFromEnv, type LeadIntake, type LeadIntakeDependencies } from './lead-intake.ts';
import { exitIntentRequestSchema } from '../rules/submission.ts';

type ExitIntentBody = z.output<typeof exitIntentRequestSchema>;

export const exitIntentIntake: LeadIntake<ExitIntentBody> = {
  functionName: 'exit-intent-signup',
  schema: exitIntentRequestSchema,
  requiresHumanCheck: () => false,
  describe(_body, { brand }) {
    return {
      source: 'exit-intent',
      sourceLabel: 'Exit-intent checklist offer',
      // The modal asks for an address only: the lead has no name, and the dashboard shows the address.
      details: { offer: ppcAuditChecklist.id },
      teamFields: [{ label: 'Asked for', value: ppcAuditChecklist.title }],
      visitorEmail: {
        kind: 'checklist-download',
        content: documentDeliveryEmail({
          brand,
          title: ppcAuditChecklist.title,
          url: `${brand.siteUrl}${ppcAuditChecklist.path}`,
          actionLabel: 'Download the checklist',
        }),
      },
    };
  },
};

export function createExitIntentSignupHandler(deps: LeadIntakeDependencies): Handler {
  return createLeadIntakeHandler(exitIntentIntake, deps);
}

export function exitIntentSignupHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('publishable', env, createExitIntentSignupHandler(leadIntakeDependenciesFromEnv(env)));
}
