/**
 * approve-sign-in-network (docs/decisions/025-staff-sign-in-codes.md): the staff member enters the code the
 * password hook e-mailed when their right password came from a new network while the account was slowed
 * down; public.approve_sign_in_network makes that network the account's own, and the password then signs in
 * from it. The code (80 random bits, one use, 30 minutes) is the only credential, so it answers the same for a
 * wrong, used or expired one, and says nothing about the account.
 *
 * Counted per client only, never against a cap for everyone: a flood from many addresses must not shut the
 * one door a locked-out staff member has, and nobody guesses 80 bits at 30 tries per 10 minutes.
 */
import { forAudienceFromEnv } from '../infra/api-keys.ts';
import { rateLimitSubject } from '../infra/client-address.ts';
import type { EnvReader } from '../infra/env.ts';
import { errorResponse, json, preflight, type Handler } from '../infra/http.ts';
import {
  counterLimiterOptionsFromEnv,
  DEFAULT_LEAD_RATE_LIMIT_PER_IP,
  failOpenCount,
  LEAD_IP_WINDOW_SECONDS,
  limitFromEnv,
  rateLimitKey,
  tooManyRequests,
} from '../infra/rate-limit.ts';
import { validateJsonBody } from '../infra/request-body.ts';
import { createServiceClient, type ServiceClient } from '../infra/service-client.ts';
import { signInCodeMessages, signInCodeRequestSchema } from '../rules/sign-in-code.ts';

export const APPROVE_SIGN_IN_NETWORK = 'approve-sign-in-network';

export interface SignInCodeStore {
  /** Whether the code was live and has now let its network in. */
  approve(code: string): Promise<boolean>;
}

export function rpcSignInCodeStore(client: ServiceClient): SignInCodeStore {
  return {
    async approve(code) {
      const { data, error } = await client.rpc('approve_sign_in_network', { code });
      if (error) throw new Error(`approve_sign_in_network failed: ${error.message}`);
      return data === true;
    },
  };
}

export interface ApproveSignInNetworkDependencies {
  store: SignInCodeStore;
  /** One count for the request's client: 0, or the seconds it must wait. */
  countClient(request: Request): Promise<number>;
}

export function createApproveSignInNetworkHandler(deps: ApproveSignInNetworkDependencies): Handler {
  return async (request) => {
    const answered = preflight(request);
    if (answered) return answered;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    const wait = await deps.countClient(request);
    if (wait > 0) return tooManyRequests(wait);
    const validated = await validateJsonBody(request, signInCodeRequestSchema);
    if (!validated.ok) return validated.response;
    try {
      if (!(await deps.store.approve(validated.data.code))) return errorResponse(404, signInCodeMessages.refused);
      return json({ message: signInCodeMessages.approved });
    } catch (error) {
      console.error(`${APPROVE_SIGN_IN_NETWORK}: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(503, signInCodeMessages.failed);
    }
  };
}

export function approveSignInNetworkHandlerFromEnv(env: EnvReader): Handler {
  const perClient = limitFromEnv(env, 'LEAD_RATE_LIMIT_PER_IP', DEFAULT_LEAD_RATE_LIMIT_PER_IP);
  const { store, hashSalt, now } = counterLimiterOptionsFromEnv(env, null, () => new Date());
  const count = failOpenCount(store, now, 'request');
  return forAudienceFromEnv(
    'publishable',
    env,
    createApproveSignInNetworkHandler({
      store: rpcSignInCodeStore(createServiceClient(env)),
      countClient: (request) =>
        count(`ip:${APPROVE_SIGN_IN_NETWORK}`, () => rateLimitKey(hashSalt, 'ip', rateLimitSubject(request)), perClient, LEAD_IP_WINDOW_SECONDS),
    }),
  );
}
