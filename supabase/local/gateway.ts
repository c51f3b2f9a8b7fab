import type { Caller } from './context.ts';
import { verifyJwt } from './jwt.ts';

/**
 * Supabase's API gateway answers 401 before any service sees a request without a valid key.
 * The apikey header (or query parameter) must be a token signed with the project's secret.
 */
export function checkApiKey(request: Request, jwtSecret: string, nowSeconds?: number): Response | null {
  const apiKey = apiKeyOf(request);
  const bearer = bearerToken(request);
  if (!apiKey && !bearer) {
    return gatewayError('No API key found in request', 'No `apikey` request header or url param was found.');
  }
  if (!verifyJwt(apiKey ?? bearer ?? '', jwtSecret, nowSeconds).ok) {
    return gatewayError('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
  }
  return null;
}

function gatewayError(message: string, hint: string): Response {
  return Response.json({ message, hint }, { status: 401 });
}

function apiKeyOf(request: Request): string | null {
  return request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
}

/** The token that speaks for the caller: the bearer token, else the apikey. */
export function callerToken(request: Request): string | null {
  return bearerToken(request) ?? apiKeyOf(request);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const token = header ? /^bearer\s+(.+)$/i.exec(header.trim())?.[1] : undefined;
  return token ? token.trim() : null;
}

export type CallerResolution = { ok: true; caller: Caller } | { ok: false; reason: string };

/** The caller is the bearer token's subject when there is one, else the apikey's role (as PostgREST sees it). */
export function resolveCaller(request: Request, jwtSecret: string, nowSeconds?: number): CallerResolution {
  const token = callerToken(request);
  if (!token) return { ok: true, caller: { role: 'anon', claims: { role: 'anon' } } };
  const verification = verifyJwt(token, jwtSecret, nowSeconds);
  if (!verification.ok) return { ok: false, reason: verification.reason };
  const role = typeof verification.claims.role === 'string' ? verification.claims.role : 'anon';
  return { ok: true, caller: { role, claims: verification.claims } };
}
