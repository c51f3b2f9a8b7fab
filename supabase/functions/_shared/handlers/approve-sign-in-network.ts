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
import type { EnvReader } from '../infra/env.ts';
import { errorResponse, json, type Handler } from '../infra/http.ts';
import { clientLimitedPost, leadRateLimiterFromEnv, type LeadRateLimiter } from '../infra/rate-limit.ts';
import { validateJsonBody } from '../infra/request-body.ts';
import { createServiceClient, type ServiceClient } from '../infra/service-client.ts';
import type { SignInCodeAnswer } from '../rules/function-answers.ts';
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
  /** Per client only (LEAD_RATE_LIMIT_PER_IP), as every public function counts its callers. */
  rateLimiter: LeadRateLimiter;
}

export function createApproveSignInNetworkHandler(deps: ApproveSignInNetworkDependencies): Handler {
  return clientLimitedPost(APPROVE_SIGN_IN_NETWORK, deps, async (request) => {
    const validated = await validateJsonBody(request, signInCodeRequestSchema);
    if (!validated.ok) return validated.response;
    try {
      if (!(await deps.store.approve(validated.data.code))) return errorResponse(404, signInCodeMessages.refused);
      return json({ message: signInCodeMessages.approved } satisfies SignInCodeAnswer);
    } catch (error) {
      console.error(`${APPROVE_SIGN_IN_NETWORK}: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(503, signInCodeMessages.failed);
    }
  });
}

export function approveSignInNetworkHandlerFromEnv(env: EnvReader): Handler {
  return forAudienceFromEnv(
    'publishable',
    env,
    createApproveSignInNetworkHandler({ store: rpcSignInCodeStore(createServiceClient(env)), rateLimiter: leadRateLimiterFromEnv(env) }),
  );
}
