/**
 * The caps on accepted agreements: each acceptance e-mails a copy of the terms to the address
 * typed, so besides the human check and the limits every lead function has (rate-limit.ts), acceptances
 * are counted per client and for everyone together, in an hour, in the same database counter
 * (take_rate_limit). Only acceptances that would send that copy are counted: after validation, the
 * human check and the spam rules, so a bot without a solved check cannot use up anyone's count.
 *
 * When the count cannot be taken the acceptance goes through (fail open, as every lead limit does):
 * it still needed a solved human check, and the store right after uses the same database.
 */
import { rateLimitSubject } from '../infra/client-address.ts';
import type { EnvReader } from '../infra/env.ts';
import { counterLimiterOptionsFromEnv, failOpenCount, limitFromEnv, rateLimitKey, type CounterLimiterOptions } from '../infra/rate-limit.ts';

/**
 * Acceptances per client address in an hour, unless AGREEMENT_RATE_LIMIT_PER_IP says otherwise. A signer
 * accepts once, twice after fixing a typo in their address; an office behind one address rarely has two
 * signers in the same hour. Five leaves room for both and keeps one client to five copies an hour.
 */
export const DEFAULT_AGREEMENT_LIMIT_PER_IP = 5;
/**
 * Acceptances from all clients together in an hour, unless AGREEMENT_RATE_LIMIT_GLOBAL says otherwise.
 * The agency signs a few agreements a week; fifty in one hour is beyond its busiest launch, while it
 * caps what many addresses with solved checks could send from the agency's sender at 1,200 a day.
 */
export const DEFAULT_AGREEMENT_LIMIT_GLOBAL = 50;
export const AGREEMENT_LIMIT_WINDOW_SECONDS = 60 * 60;

/** The counters' buckets: one per client (keyed by the salted hash of its address) and one for everyone. */
export const AGREEMENT_CLIENT_BUCKET = 'agreements:ip';
export const AGREEMENT_GLOBAL_BUCKET = 'agreements:all';
const EVERYONE = 'all';

export interface AgreementLimits {
  perIp: number;
  global: number;
}

export interface AgreementLimiter {
  /**
   * Counts one acceptance from this client and, when the client is within its cap, one for everyone:
   * seconds to wait, 0 when the acceptance may go on.
   */
  take(request: Request): Promise<number>;
}

/** The counter, TRACKING_HASH_SALT as every lead limit (no address is stored, only its salted hash), the caps and the clock. */
export type AgreementLimiterOptions = CounterLimiterOptions<AgreementLimits>;

export function createAgreementLimiter({ store, hashSalt, limits, now }: AgreementLimiterOptions): AgreementLimiter {
  const count = failOpenCount(store, now, 'acceptance');
  const take = (bucket: string, clientKey: () => Promise<string>, maxRequests: number) =>
    count(bucket, clientKey, maxRequests, AGREEMENT_LIMIT_WINDOW_SECONDS);
  return {
    async take(request) {
      const wait = await take(AGREEMENT_CLIENT_BUCKET, () => rateLimitKey(hashSalt, 'ip', rateLimitSubject(request)), limits.perIp);
      // A client over its own cap spends nothing of everyone's: one address cannot shut the agreement.
      if (wait > 0) return wait;
      const globalWait = await take(AGREEMENT_GLOBAL_BUCKET, async () => EVERYONE, limits.global);
      if (globalWait > 0) {
        console.warn(`rate limit ${AGREEMENT_GLOBAL_BUCKET}: ${limits.global} acceptances in an hour reached; refusing acceptances for ${globalWait} s (AGREEMENT_RATE_LIMIT_GLOBAL)`);
      }
      return globalWait;
    },
  };
}

export function agreementLimitsFromEnv(env: EnvReader): AgreementLimits {
  return {
    perIp: limitFromEnv(env, 'AGREEMENT_RATE_LIMIT_PER_IP', DEFAULT_AGREEMENT_LIMIT_PER_IP),
    global: limitFromEnv(env, 'AGREEMENT_RATE_LIMIT_GLOBAL', DEFAULT_AGREEMENT_LIMIT_GLOBAL),
  };
}

/** The production wiring (counterLimiterOptionsFromEnv) with the caps from the secrets; `now` only for tests. */
export function agreementLimiterFromEnv(env: EnvReader, now: () => Date = () => new Date()): AgreementLimiter {
  return createAgreementLimiter(counterLimiterOptionsFromEnv(env, agreementLimitsFromEnv(env), now));
}
