/**
 * The server side of the human check (docs/product.md#human-check): Google reCAPTCHA v2 when RECAPTCHA_SECRET_KEY is set,
 * otherwise the local check's tokens, which are never accepted while a secret is configured, nor by a
 * function whose project is not on this machine (SUPABASE_URL is not loopback). Either way
 * a token serves one submission: an accepted token is recorded in a ledger of spent tokens.
 */
import { z } from 'zod';
import type { EnvReader } from './env.ts';
import { createServiceClient, type ServiceClient } from './service-client.ts';
import { isLocalHumanCheckToken, LOCAL_HUMAN_CHECK_TOKEN_PREFIX } from '../rules/submission.ts';
import { sha256Hex } from '../rules/sha256-hex.ts';
import { isLoopbackHostname } from '../rules/webhooks/receiver-url.ts';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const HUMAN_CHECK_TIMEOUT_MS = 5_000;
/** The issue a refused check adds to the 400 answer: the standard form's notice, word for word. */
export const HUMAN_CHECK_ISSUE = { path: 'humanCheckToken', message: 'Please complete the reCAPTCHA verification' } as const;
/** Why a check without a secret refuses every token outside loopback (the reason; visitors see HUMAN_CHECK_ISSUE). */
export const HUMAN_CHECK_NOT_CONFIGURED = 'human check not configured: no RECAPTCHA_SECRET_KEY outside loopback';

export type HumanCheckResult =
  /** Google confirmed the token for one of our hostnames. */
  | { outcome: 'verified' }
  /** No secret configured and a local check's token was sent (development, tests, demos). */
  | { outcome: 'local' }
  /** Missing, forged, expired, reused or foreign token: the visitor must solve the check again. */
  | { outcome: 'refused'; reason: string }
  /** Google could not be asked. The lead is kept and flagged rather than lost to an outage. */
  | { outcome: 'unavailable'; reason: string };

export interface HumanCheck {
  /** `submissionId`: the browser's id for the submission; its retries may present a spent token again. */
  verify(token: string | undefined, remoteIp?: string, submissionId?: string): Promise<HumanCheckResult>;
}

/** The tokens already used: only their SHA-256, never the token, with the submission each served. */
export interface SpentTokenLedger {
  /**
   * Records the token's hash for the submission; true when the token may serve it (never spent, or spent
   * on this same submission). Throws when the ledger cannot be reached.
   */
  spend(tokenHash: string, submissionId?: string): Promise<boolean>;
}

export function rpcSpentTokenLedger(client: ServiceClient): SpentTokenLedger {
  return {
    async spend(tokenHash, submissionId) {
      const { data, error } = await client.rpc('spend_human_check_token', { token_hash: tokenHash, client_submission_id: submissionId });
      if (error) throw new Error(`spend_human_check_token failed: ${error.message}`);
      return z.boolean().parse(data);
    },
  };
}

/** Hex SHA-256 of a token: what the ledger keeps. Tokens are random, so no salt is needed. */
export async function tokenHash(token: string): Promise<string> {
  return sha256Hex(token);
}

export interface HumanCheckOptions {
  /** RECAPTCHA_SECRET_KEY; without it only the local check's tokens pass, and only with `acceptLocalTokens`. */
  secret?: string | undefined;
  /**
   * Whether, without a secret, the local check's tokens pass (development, tests, CI: the project runs on
   * loopback). Off, a check without a secret refuses every token: it is not configured. Off by default.
   */
  acceptLocalTokens?: boolean;
  /** Hostnames the token must have been solved on (Google reports it). */
  allowedHostnames: readonly string[];
  /** Where accepted tokens are recorded, so that none serves a second submission. */
  ledger: SpentTokenLedger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Error codes that mean our side is misconfigured, not that the visitor failed the check. */
const SERVER_SIDE_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret']);

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

function errorCodes(answer: SiteverifyAnswer): string[] {
  const codes = answer['error-codes'];
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}

/**
 * A check whose accepted tokens go through the ledger: a token seen on another submission is refused
 * like a reused reCAPTCHA token; the same submission's retries (same submission id) may present it again. When the ledger cannot be reached the check's own answer stands (fail open, decision
 * record 009): Google still refuses a token it has verified before, and the store right after needs
 * the same database, so failing closed here would only turn a passing hiccup into lost leads.
 */
function withLedger(check: HumanCheck, ledger: SpentTokenLedger): HumanCheck {
  return {
    async verify(token, remoteIp, submissionId) {
      const result = await check.verify(token, remoteIp);
      if (result.outcome === 'refused' || !token) return result;
      try {
        if (!(await ledger.spend(await tokenHash(token), submissionId))) return { outcome: 'refused', reason: 'token already used' };
      } catch (error) {
        console.warn(`human check: the ledger of spent tokens failed (${error instanceof Error ? error.message : String(error)}); accepting the token unrecorded`);
      }
      return result;
    },
  };
}

export function createHumanCheck({
  secret,
  acceptLocalTokens = false,
  allowedHostnames,
  ledger,
  fetch: fetchImpl = fetch,
  timeoutMs = HUMAN_CHECK_TIMEOUT_MS,
}: HumanCheckOptions): HumanCheck {
  const allowed = new Set(allowedHostnames.map((hostname) => hostname.toLowerCase()));

  // Deployed without a secret: no token can be verified, so none passes (fail closed; said at start-up).
  if (!secret && !acceptLocalTokens) return { verify: async () => ({ outcome: 'refused', reason: HUMAN_CHECK_NOT_CONFIGURED }) };

  if (!secret) {
    return withLedger(
      {
        verify: async (token) =>
          token && isLocalHumanCheckToken(token) ? { outcome: 'local' } : { outcome: 'refused', reason: 'not a local check token' },
      },
      ledger,
    );
  }

  return withLedger({
    async verify(token, remoteIp) {
      if (!token) return { outcome: 'refused', reason: 'no token' };
      // Without this, a bot could skip reCAPTCHA by sending a development token to production.
      if (token.startsWith(LOCAL_HUMAN_CHECK_TOKEN_PREFIX)) return { outcome: 'refused', reason: 'local token with a secret configured' };

      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { outcome: 'unavailable', reason: `siteverify answered ${response.status}` };
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        return { outcome: 'unavailable', reason: `siteverify unreachable: ${error instanceof Error ? error.message : String(error)}` };
      }

      if (typeof answer !== 'object' || answer === null) return { outcome: 'unavailable', reason: 'siteverify answered no object' };
      const codes = errorCodes(answer);
      if (answer.success !== true) {
        if (codes.some((code) => SERVER_SIDE_ERRORS.has(code))) {
          return { outcome: 'unavailable', reason: `RECAPTCHA_SECRET_KEY refused by Google (${codes.join(', ')})` };
        }
        return { outcome: 'refused', reason: codes.length > 0 ? codes.join(', ') : 'not successful' };
      }
      const hostname = typeof answer.hostname === 'string' ? answer.hostname.toLowerCase() : '';
      // A token solved on another site that embeds our site key must not count as ours.
      if (!allowed.has(hostname)) return { outcome: 'refused', reason: `token solved on ${hostname || 'an unknown host'}` };
      return { outcome: 'verified' };
    },
  }, ledger);
}

/** The hostname of a URL, or undefined when it is not one. */
function hostnameOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * RECAPTCHA_ALLOWED_HOSTNAMES (comma-separated; with Google's test keys that is testkey.google.com),
 * else the hostname of SITE_URL.
 */
export function allowedHostnamesFromEnv(env: EnvReader): string[] {
  const listed = (env('RECAPTCHA_ALLOWED_HOSTNAMES') ?? '')
    .split(',')
    .map((hostname) => hostname.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  const siteHost = hostnameOf(env('SITE_URL'));
  return siteHost ? [siteHost] : [];
}

/**
 * Whether the project the function belongs to runs on this machine: SUPABASE_URL, which the platform sets,
 * names a loopback host. The local backend and CI do (http://127.0.0.1:54321); a hosted project never does.
 */
export function isLoopbackProject(env: EnvReader): boolean {
  const url = env('SUPABASE_URL');
  if (!url) return false;
  try {
    return isLoopbackHostname(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The production wiring; the ledger is the database's unless a test passes its own. */
export function humanCheckFromEnv(env: EnvReader, fetchImpl: typeof fetch = fetch, ledger?: SpentTokenLedger): HumanCheck {
  const secret = env('RECAPTCHA_SECRET_KEY');
  const allowedHostnames = allowedHostnamesFromEnv(env);
  const acceptLocalTokens = !secret && isLoopbackProject(env);
  if (!secret && !acceptLocalTokens) {
    // The local check proves nothing once the site is public: refuse its tokens and say so where the
    // deployment's logs show it, once per start rather than once per refused visitor.
    console.error(
      `human check: RECAPTCHA_SECRET_KEY is not set and SUPABASE_URL (${env('SUPABASE_URL') ?? 'unset'}) is not on loopback: the human check is not configured, and every form that needs it is refused until the secret is set (npx supabase secrets set RECAPTCHA_SECRET_KEY=…).`,
    );
  } else if (secret && allowedHostnames.length === 0) {
    // Every token would be refused: say why once, at start-up, instead of failing each visitor silently.
    console.error('human check: RECAPTCHA_SECRET_KEY is set but neither RECAPTCHA_ALLOWED_HOSTNAMES nor SITE_URL names the site’s hostname; every token will be refused.');
  }
  return createHumanCheck({ secret, acceptLocalTokens, allowedHostnames, ledger: ledger ?? rpcSpentTokenLedger(createServiceClient(env)), fetch: fetchImpl });
}
