/**
 * The lead functions' rate limits (docs/decisions/009): requests per client IP address to each function, requests
 * from all clients together to each function (a backstop), and submissions per mailbox (an e-mail address
 * under all its spellings, mailbox-key.ts) across all of them. The database counts (take_rate_limit), so a limit holds across edge-function
 * isolates; it sees only salted SHA-256 hashes, never an address.
 *
 * When the count cannot be taken the request goes through (fail open, docs/decisions/009): a lead is
 * money, the store right after is the real dependency, and a limiter outage must not turn visitors away.
 */
import { z } from 'zod';
import type { EnvReader } from './env.ts';
import { rateLimitSubject } from './client-address.ts';
import { errorResponse, json, preflight, type Handler } from './http.ts';
import { createServiceClient, type ServiceClient } from './service-client.ts';
import type { SiteFunctionName } from '../rules/submission.ts';
import { mailboxKey } from '../rules/mailbox-key.ts';
import { sha256Hex } from '../rules/sha256-hex.ts';

/** Requests per client IP address to one function in LEAD_IP_WINDOW_SECONDS, unless LEAD_RATE_LIMIT_PER_IP says otherwise. */
export const DEFAULT_LEAD_RATE_LIMIT_PER_IP = 30;
export const LEAD_IP_WINDOW_SECONDS = 10 * 60;
/**
 * Requests from all clients together to one function in LEAD_IP_WINDOW_SECONDS, unless
 * LEAD_RATE_LIMIT_PER_FUNCTION says otherwise: one a second for ten minutes straight. An agency's busiest
 * real hour brings a few dozen submissions to a form, so only an attack from many addresses reaches it.
 */
export const DEFAULT_LEAD_RATE_LIMIT_PER_FUNCTION = 600;
/** Submissions per e-mail address to all lead functions together in LEAD_EMAIL_WINDOW_SECONDS, unless LEAD_RATE_LIMIT_PER_EMAIL says otherwise. */
export const DEFAULT_LEAD_RATE_LIMIT_PER_EMAIL = 10;
export const LEAD_EMAIL_WINDOW_SECONDS = 60 * 60;

/** Used when TRACKING_HASH_SALT is unset (local development); production sets its own secret. */
const DEFAULT_TRACKING_HASH_SALT = 'local-development-tracking-salt';

/** The secret mixed into every hashed client key (beacons, lead limits, booking caps): TRACKING_HASH_SALT, else the development salt. */
export function hashSaltFromEnv(env: EnvReader): string {
  return env('TRACKING_HASH_SALT') || DEFAULT_TRACKING_HASH_SALT;
}

/** The 429's message: the site shows it as it is, so it speaks to the visitor. */
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.';

/** The database column is an integer. */
const MAX_LIMIT = 2_147_483_647;

export interface RateLimitStore {
  /** Counts one request in `bucket` for `clientKey`: 0 within the limit, else the seconds until the window ends. */
  take(bucket: string, clientKey: string, at: Date, maxRequests: number, windowSeconds: number): Promise<number>;
}

export function rpcRateLimitStore(client: ServiceClient): RateLimitStore {
  return {
    async take(bucket, clientKey, at, maxRequests, windowSeconds) {
      const { data, error } = await client.rpc('take_rate_limit', {
        bucket,
        client_key: clientKey,
        requested_at: at.toISOString(),
        max_requests: maxRequests,
        window_seconds: windowSeconds,
      });
      if (error) throw new Error(`take_rate_limit failed: ${error.message}`);
      return z.number().int().min(0).parse(data);
    },
  };
}

export interface LeadRateLimits {
  perIp: number;
  perFunction: number;
  perEmail: number;
}

export interface LeadRateLimiter {
  /** Counts a request from this client to `functionName`, before its body is read: seconds to wait, 0 when it may go on. */
  takeForClient(functionName: SiteFunctionName, request: Request): Promise<number>;
  /**
   * Counts one request in the function's budget for everyone (the backstop): seconds to wait, 0 when it may
   * go on. Taken only for a request that passed every check and is about to do the function's work, so
   * junk and refused requests never spend what a well-formed visitor needs (decision 013).
   */
  takeForEveryone(functionName: SiteFunctionName): Promise<number>;
  /** Counts a submission for this address's mailbox (any case, any tag: mailboxKey): seconds to wait, 0 when it may go on. */
  takeForEmail(email: string): Promise<number>;
}

/** What a limiter on the database counter is built from: the counter, the salt of its keys, its limits and the clock. */
export interface CounterLimiterOptions<Limits> {
  store: RateLimitStore;
  /** Secret mixed into every key, so that a key cannot be reversed to an IP or e-mail address by trying them. */
  hashSalt: string;
  limits: Limits;
  now: () => Date;
}

/**
 * The production wiring of a limiter on the database counter: the service-role database,
 * TRACKING_HASH_SALT (one secret for every hashed client key) and `limits` from the secrets; `now` only
 * for tests that move the windows.
 */
export function counterLimiterOptionsFromEnv<Limits>(env: EnvReader, limits: Limits, now: () => Date): CounterLimiterOptions<Limits> {
  return { store: rpcRateLimitStore(createServiceClient(env)), hashSalt: hashSaltFromEnv(env), limits, now };
}

export type LeadRateLimiterOptions = CounterLimiterOptions<LeadRateLimits>;

/** Hex SHA-256 of salt, kind and value. */
export async function rateLimitKey(salt: string, kind: 'ip' | 'email' | 'function', value: string): Promise<string> {
  return sha256Hex(`${salt}\n${kind}\n${value}`);
}

/**
 * One count in `bucket` for the key `clientKey()` makes (computed inside, so a failure there fails open
 * too): 0 or the seconds to wait. When the count cannot be taken the request goes through with a warning
 * naming what was not counted (fail open, decision 009): every limit built on the database counter shares it.
 */
export type FailOpenCount = (bucket: string, clientKey: () => Promise<string>, maxRequests: number, windowSeconds: number) => Promise<number>;

export function failOpenCount(store: RateLimitStore, now: () => Date, what: string): FailOpenCount {
  return async (bucket, clientKey, maxRequests, windowSeconds) => {
    try {
      return await store.take(bucket, await clientKey(), now(), maxRequests, windowSeconds);
    } catch (error) {
      console.warn(`rate limit ${bucket}: could not count the ${what} (${error instanceof Error ? error.message : String(error)}); letting it through`);
      return 0;
    }
  };
}

export function createLeadRateLimiter({ store, hashSalt, limits, now }: LeadRateLimiterOptions): LeadRateLimiter {
  const count = failOpenCount(store, now, 'request');
  const take = (bucket: string, kind: 'ip' | 'email' | 'function', value: string, maxRequests: number, windowSeconds: number) =>
    count(bucket, () => rateLimitKey(hashSalt, kind, value), maxRequests, windowSeconds);
  // When the cap for all clients was last reported, per function: once a window is enough for the logs.
  const capReportedUntil = new Map<string, number>();
  return {
    // The platform's address for the client (client-address.ts); off the platform all callers share 'unknown'.
    takeForClient: (functionName, request) =>
      take(`ip:${functionName}`, 'ip', rateLimitSubject(request), limits.perIp, LEAD_IP_WINDOW_SECONDS),
    async takeForEveryone(functionName) {
      const capWait = await take(`function:${functionName}`, 'function', functionName, limits.perFunction, LEAD_IP_WINDOW_SECONDS);
      const nowMs = now().getTime();
      if (capWait > 0 && (capReportedUntil.get(functionName) ?? 0) <= nowMs) {
        capReportedUntil.set(functionName, nowMs + capWait * 1000);
        console.warn(
          `rate limit function:${functionName}: ${limits.perFunction} requests from all clients in 10 minutes reached; refusing everyone for ${capWait} s (LEAD_RATE_LIMIT_PER_FUNCTION)`,
        );
      }
      return capWait;
    },
    // One count per mailbox, however it is spelled (decision 026).
    takeForEmail: (email) => take('email', 'email', mailboxKey(email.trim()), limits.perEmail, LEAD_EMAIL_WINDOW_SECONDS),
  };
}

/** 429 with Retry-After in seconds, which the site's script may read (Access-Control-Expose-Headers). */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return json(
    { error: RATE_LIMITED_MESSAGE },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Access-Control-Expose-Headers': 'Retry-After' } },
  );
}

/**
 * A lead function's front door: the CORS preflight, POST only, then one count of the client before the
 * body is read (a flood of junk costs a count, not a parse), then `next`. The count for everyone is the
 * handler's to take once the request has passed its checks (`everyoneLimitAnswer`).
 */
export function clientLimitedPost(functionName: SiteFunctionName, deps: { rateLimiter: LeadRateLimiter }, next: Handler): Handler {
  return async (request) => {
    const answered = preflight(request);
    if (answered) return answered;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    const wait = await deps.rateLimiter.takeForClient(functionName, request);
    if (wait > 0) return tooManyRequests(wait);
    return next(request);
  };
}

/** The backstop's answer for a request about to do the function's work: null when it may go on, else a 429. */
export async function everyoneLimitAnswer(limiter: LeadRateLimiter, functionName: SiteFunctionName): Promise<Response | null> {
  const wait = await limiter.takeForEveryone(functionName);
  return wait > 0 ? tooManyRequests(wait) : null;
}

/**
 * The per-address limit's answer for a submission: null when it may go on. A submission over the limit
 * that is the retry of one already stored (its answer was lost) still goes on: it stores nothing new,
 * and refusing it would tell the visitor their request failed when it did not. The lookup runs only
 * for a submission over the limit.
 */
export async function emailLimitAnswer(
  limiter: LeadRateLimiter,
  email: string,
  isStoredRetry: () => Promise<boolean>,
): Promise<Response | null> {
  const wait = await limiter.takeForEmail(email);
  if (wait === 0 || (await isStoredRetry())) return null;
  return tooManyRequests(wait);
}

/** A positive whole number from the environment, or `fallback` when it is unset or not one (said once, at start-up). */
export function limitFromEnv(env: EnvReader, name: string, fallback: number): number {
  const raw = env(name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`rate limit: ${name}=${JSON.stringify(raw)} is not a positive whole number; using ${fallback}`);
    return fallback;
  }
  return Math.min(value, MAX_LIMIT);
}

export function leadRateLimitsFromEnv(env: EnvReader): LeadRateLimits {
  return {
    perIp: limitFromEnv(env, 'LEAD_RATE_LIMIT_PER_IP', DEFAULT_LEAD_RATE_LIMIT_PER_IP),
    perFunction: limitFromEnv(env, 'LEAD_RATE_LIMIT_PER_FUNCTION', DEFAULT_LEAD_RATE_LIMIT_PER_FUNCTION),
    perEmail: limitFromEnv(env, 'LEAD_RATE_LIMIT_PER_EMAIL', DEFAULT_LEAD_RATE_LIMIT_PER_EMAIL),
  };
}

/** The production wiring (counterLimiterOptionsFromEnv) with the lead limits from the secrets. */
export function leadRateLimiterFromEnv(env: EnvReader, now: () => Date = () => new Date()): LeadRateLimiter {
  return createLeadRateLimiter(counterLimiterOptionsFromEnv(env, leadRateLimitsFromEnv(env), now));
}
