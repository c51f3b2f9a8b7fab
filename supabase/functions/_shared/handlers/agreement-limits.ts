/**
 * The caps on accepted agreements: each acceptance e-mails a copy of the terms to the address
 * typed, so besides the human check and the limits every lead function has (rate-limit.ts), acceptances
 * are counted per client and for everyone together, in an hour, in the same database counter
 * (take_rate_limit). Only acceptances that would send that copy are counted: after validation, the
 * human check and the spam rules, so a bot without a solved check cannot use up anyone's count.
 *
 * A client over its own cap is refused (429). The cap for everyone refuses no one: an acceptance is a
 * client's signature and is always stored, and only its e-mailed copy waits for the first hour with
 * room, so the agency's sender still sends at most AGREEMENT_RATE_LIMIT_GLOBAL copies an hour and many
 * addresses cannot close the agreement to a real client.
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

/**
 * How many hours ahead a waiting copy may be scheduled: a day's worth of copies at the global cap. A copy
 * that finds no room in them is not sent (the acceptance is still stored, and staff see it).
 */
export const AGREEMENT_COPY_HOURS_AHEAD = 24;

export interface AgreementLimiter {
  /** Counts one acceptance from this client: seconds to wait, 0 when the acceptance may go on. */
  takeForClient(request: Request): Promise<number>;
  /**
   * Books the acceptance's copy into the first hour with room under the cap for everyone: seconds from
   * now until it may be sent (0 at once), or null when no hour of the next day has room.
   */
  scheduleCopy(): Promise<number | null>;
}

/** The counter, TRACKING_HASH_SALT as every lead limit (no address is stored, only its salted hash), the caps and the clock. */
export type AgreementLimiterOptions = CounterLimiterOptions<AgreementLimits>;

export function createAgreementLimiter({ store, hashSalt, limits, now }: AgreementLimiterOptions): AgreementLimiter {
  const window = AGREEMENT_LIMIT_WINDOW_SECONDS;
  return {
    takeForClient: (request) =>
      failOpenCount(store, now, 'acceptance')(AGREEMENT_CLIENT_BUCKET, () => rateLimitKey(hashSalt, 'ip', rateLimitSubject(request)), limits.perIp, window),
    async scheduleCopy() {
      // The counter's windows are fixed on the clock: counting at the start of each later hour books a place in it.
      let delaySeconds = 0;
      for (let hour = 0; hour < AGREEMENT_COPY_HOURS_AHEAD; hour += 1) {
        const at = new Date(now().getTime() + delaySeconds * 1000);
        const wait = await failOpenCount(store, () => at, 'copy')(AGREEMENT_GLOBAL_BUCKET, async () => EVERYONE, limits.global, window);
        if (wait === 0) {
          if (delaySeconds > 0) console.warn(`rate limit ${AGREEMENT_GLOBAL_BUCKET}: ${limits.global} acceptances in an hour reached; the signer's copy waits ${delaySeconds} s (AGREEMENT_RATE_LIMIT_GLOBAL)`);
          return delaySeconds;
        }
        delaySeconds += wait;
      }
      console.warn(`rate limit ${AGREEMENT_GLOBAL_BUCKET}: every hour of the next ${AGREEMENT_COPY_HOURS_AHEAD} is full; the acceptance is stored and its copy is not sent (AGREEMENT_RATE_LIMIT_GLOBAL)`);
      return null;
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
