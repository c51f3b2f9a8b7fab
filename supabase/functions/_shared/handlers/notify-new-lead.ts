/**
 * notify-new-lead (docs/product.md#e-mails-by-journey): the site calls it right after a successful quiz submit-lead with the
 * lead id submit-lead answered. It cannot become an open e-mail relay: it writes no e-mail and takes
 * no address, it only releases the team notification submit-lead queued delayed, and only for a lead
 * that exists, is minutes old and was not released yet (release_team_notification). The answer is
 * the same whatever happened, so it does not reveal which ids exist.
 */
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import { z } from 'zod';
import type { EnvReader } from '../infra/env.ts';
import { runInBackground } from '../infra/background.ts';
import { json, type Handler } from '../infra/http.ts';
import { outboxDispatcherFromEnv } from '../infra/outbox/dispatcher.ts';
import { clientLimitedPost, everyoneLimitAnswer, leadRateLimiterFromEnv, type LeadRateLimiter } from '../infra/rate-limit.ts';
import { uuidText } from '../rules/schemas.ts';
import type { LeadStoredAnswer } from '../rules/function-answers.ts';
import { createServiceClient, type ServiceClient } from '../infra/service-client.ts';
import { validateJsonBody } from '../infra/request-body.ts';

/**
 * Only a lead stored this recently may be released: the site calls at once, so ten minutes is ample,
 * and an old lead's id (say, from a leaked log) can never trigger mail.
 */
export const NOTIFY_MAX_AGE = '10 minutes';

/** The site may also send the lead's name, email, type and businessType; only the id counts. */
export const notifyNewLeadSchema = z.object({
  leadId: uuidText('Invalid lead id'),
});
export type NotifyNewLeadRequest = z.input<typeof notifyNewLeadSchema>;

export interface TeamNotificationReleaser {
  /** The outbox ids made due now; empty for an unknown, old or already released lead. */
  release(leadId: string): Promise<string[]>;
}

export function rpcTeamNotificationReleaser(client: ServiceClient): TeamNotificationReleaser {
  return {
    async release(leadId) {
      const { data, error } = await client.rpc('release_team_notification', { lead_id: leadId, max_age: NOTIFY_MAX_AGE });
      if (error) throw new Error(`release_team_notification failed: ${error.message}`);
      return z.array(z.string()).parse(data ?? []);
    },
  };
}

export interface NotifyNewLeadDependencies {
  releaser: TeamNotificationReleaser;
  /** Per client only: the body carries no address. */
  rateLimiter: LeadRateLimiter;
  dispatcher: { dispatch(onlyIds?: string[]): Promise<unknown> };
  runInBackground: (task: Promise<unknown>, label: string) => void;
}

export function createNotifyNewLeadHandler(deps: NotifyNewLeadDependencies): Handler {
  // Refusing costs nothing: the held notification still goes out when its delay runs out.
  return clientLimitedPost('notify-new-lead', deps, async (request) => {
    const validated = await validateJsonBody(request, notifyNewLeadSchema);
    if (!validated.ok) return validated.response;
    const capped = await everyoneLimitAnswer(deps.rateLimiter, 'notify-new-lead');
    if (capped) return capped;
    const { leadId } = validated.data;

    try {
      const ids = await deps.releaser.release(leadId);
      if (ids.length > 0) deps.runInBackground(deps.dispatcher.dispatch(ids), `notify-new-lead: dispatch the team notification of lead ${leadId}`);
    } catch (error) {
      // Nothing is lost: the notification still goes out when its delay runs out.
      console.error(`notify-new-lead: ${error instanceof Error ? error.message : String(error)}`);
    }
    return json({ success: true } satisfies LeadStoredAnswer);
  });
}

export function notifyNewLeadHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv('publishable', env, createNotifyNewLeadHandler({
    releaser: rpcTeamNotificationReleaser(createServiceClient(env)),
    rateLimiter: leadRateLimiterFromEnv(env),
    dispatcher: outboxDispatcherFromEnv(env),
    runInBackground,
  }));
}
