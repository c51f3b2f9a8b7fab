import type { Caller } from './context.ts';
import type { JwtClaims, JwtFailure } from './jwt.ts';
import type { ApiKeyRole, ProjectKeys } from './keys.ts';

/**
 * Supabase's API gateway, in front of /auth/v1 and /rest/v1. It answers 401 before any service sees a
 * request without one of the project's API keys. The keys are opaque strings, not JWTs, so the gateway
 * stands in for them: a request that carries only a key (supabase-js sends it as the bearer too) reaches
 * Auth and PostgREST with a short-lived JWT of the key's role, signed with the project's signing key. A
 * user's session token in Authorization passes through untouched. A legacy anon or service_role JWT is no
 * key of the project: 401, as on a project whose legacy keys are disabled.
 */
export type GatewayAdmission = { ok: true; request: Request } | { ok: false; response: Response };

function gatewayError(message: string, hint: string): Response {
  return Response.json({ message, hint }, { status: 401 });
}

export function apiKeyOf(request: Request): string | null {
  return request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const token = header ? /^bearer\s+(.+)$/i.exec(header.trim())?.[1] : undefined;
  return token ? token.trim() : null;
}

/** The token that speaks for the caller as PostgREST sees it: the bearer token (the gateway has put one there), else the apikey. */
export function callerToken(request: Request): string | null {
  return bearerToken(request) ?? apiKeyOf(request);
}

/** How long a token the gateway mints for an API key lives; it never leaves the backend. */
const MINTED_TOKEN_SECONDS = 60;

/** Mints (and reuses for most of their minute) the role tokens the gateway hands on for opaque keys. */
function roleTokenMinter(keys: ProjectKeys) {
  const cache = new Map<ApiKeyRole, { token: string; expiresAt: number }>();
  return async (role: ApiKeyRole, nowSeconds: number): Promise<string> => {
    const cached = cache.get(role);
    if (cached && cached.expiresAt - nowSeconds > 10) return cached.token;
    const expiresAt = nowSeconds + MINTED_TOKEN_SECONDS;
    const token = await keys.sessions.sign({ iss: 'supabase', role, iat: nowSeconds, exp: expiresAt });
    cache.set(role, { token, expiresAt });
    return token;
  };
}

/**
 * Whether a request comes from a browser, as the platform's gateway judges it: by its User-Agent, which
 * every browser starts with "Mozilla/" (a script's fetch, curl, Deno and supabase-js on a server do not).
 */
export function isBrowserRequest(request: Request): boolean {
  return /^Mozilla\//.test(request.headers.get('user-agent') ?? '');
}

/**
 * Hosted Supabase refuses a secret key (sb_secret_…) sent from a browser with a 401, wherever the key
 * travels (apikey header, bearer, ?apikey=), so a secret pasted into a page fails at once instead of
 * working until it leaks. (A legacy service_role JWT never gets this far: it is no key of the project.)
 */
const secretKeyInBrowser = () =>
  gatewayError(
    'Forbidden use of secret API key in browser',
    'Secret API keys can only be used in a protected environment and should never be used in a browser. Use a publishable key instead.',
  );

export function createGateway(keys: ProjectKeys) {
  const mint = roleTokenMinter(keys);
  return async function admit(request: Request, nowSeconds: number): Promise<GatewayAdmission> {
    const bearer = bearerToken(request);
    const opaqueBearer = bearer !== null && keys.isOpaqueApiKey(bearer);
    const apiKey = apiKeyOf(request) ?? (opaqueBearer ? bearer : null);
    if (!apiKey) {
      return { ok: false, response: gatewayError('No API key found in request', 'No `apikey` request header or url param was found.') };
    }
    const role = keys.apiKeyRole(apiKey);
    if (role === null) {
      return { ok: false, response: gatewayError('Invalid API key', 'Double check your Supabase publishable or secret API key.') };
    }
    const fromBrowser = isBrowserRequest(request);
    if (fromBrowser && role === 'service_role') return { ok: false, response: secretKeyInBrowser() };
    if (bearer !== null && !opaqueBearer) return { ok: true, request };
    // An opaque key as the bearer speaks for its own role (a secret key there is the server's call).
    const bearerRole = opaqueBearer ? keys.apiKeyRole(bearer) : role;
    if (bearerRole === null) {
      return { ok: false, response: gatewayError('Invalid API key', 'The bearer token is not one of this project\'s keys.') };
    }
    if (fromBrowser && bearerRole === 'service_role') return { ok: false, response: secretKeyInBrowser() };
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${await mint(bearerRole, nowSeconds)}`);
    return { ok: true, request: new Request(request, { headers }) };
  };
}

/**
 * The Edge Runtime's `verify_jwt`: with it on, a function is reached only with a valid JWT of the
 * project as the bearer. The API keys are not JWTs, so such a function refuses the publishable key:
 * that is why every function here runs with it off and checks its caller itself (supabase/config.toml).
 */
export async function checkFunctionJwt(request: Request, keys: ProjectKeys, nowSeconds: number): Promise<Response | null> {
  const bearer = bearerToken(request);
  if (!bearer) return Response.json({ code: 401, message: 'Missing authorization header' }, { status: 401 });
  const verification = await keys.sessions.verify(bearer, nowSeconds);
  return verification.ok ? null : Response.json({ code: 401, message: 'Invalid JWT' }, { status: 401 });
}

export type CallerResolution = { ok: true; caller: Caller } | { ok: false; reason: JwtFailure };

/** The caller as PostgREST sees it: the bearer token's role and claims (the gateway has put one there). */
export async function resolveCaller(request: Request, keys: ProjectKeys, nowSeconds?: number): Promise<CallerResolution> {
  const token = callerToken(request);
  if (!token) return { ok: true, caller: { role: 'anon', claims: { role: 'anon' } } };
  const verification = await keys.sessions.verify(token, nowSeconds);
  if (!verification.ok) return { ok: false, reason: verification.reason };
  const claims: JwtClaims = verification.claims;
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  return { ok: true, caller: { role, claims } };
}
