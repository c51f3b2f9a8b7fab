/** submit-resource-download (docs/product.md#guide-downloads): a guide of /resources, e-mailed as a link to the visitor. */
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import type { z } from 'zod';
import { documentDeliveryEmail } from './emails/confirmations.ts';
import { firstWord } from './emails/greeting-name.ts';
import type { EnvReader } from '../infra/env.ts';
import { findGuideByTitle, type DownloadableDocument } from '../rules/content/guides.ts';
import type { Handler } from '../infra/http.ts';
import { createLeadIntakeHandler, leadIntakeDependenciesFromEnv, type LeadIntake, type LeadIntakeDependencies } from './lead-intake.ts';
import { resourceDownloadRequestSchema } from '../rules/submission.ts';

type ResourceDownloadBody = z.output<typeof resourceDownloadRequestSchema>;

export const UNKNOWN_GUIDE_ISSUE = { path: 'resource_type', message: 'Please choose a guide' } as const;

export const resourceDownloadIntake: LeadIntake<ResourceDownloadBody, DownloadableDocument> = {
  functionName: 'submit-resource-download',
  schema: resourceDownloadRequestSchema,
  requiresHumanCheck: () => false,
  prepare(body) {
    const guide = findGuideByTitle(body.resource_type);
    return guide ? { prepared: guide } : { issues: [UNKNOWN_GUIDE_ISSUE] };
  },
  describe(body, { brand, prepared: guide }) {
    return {
      source: 'resource-download',
      sourceLabel: 'Guide download',
      name: body.name,
      phone: body.phone,
      company: body.company,
      details: { resource_type: guide.title, guide_id: guide.id },
      teamFields: [
        { label: 'Phone', value: body.phone },
        { label: 'Company', value: body.company },
        { label: 'Guide', value: guide.title },
      ],
      visitorEmail: {
        kind: 'guide-download',
        content: documentDeliveryEmail({ brand, title: guide.title, url: `${brand.siteUrl}${guide.path}`, greetingName: firstWord(body.name) }),
      },
    };
  },
};

export function createSubmitResourceDownloadHandler(deps: LeadIntakeDependencies): Handler {
  return createLeadIntakeHandler(resourceDownloadIntake, deps);
}

export function submitResourceDownloadHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('publishable', env, createSubmitResourceDownloadHandler(leadIntakeDependenciesFromEnv(env)));
}
