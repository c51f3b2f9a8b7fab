import type { ServiceContext, ServiceHandler } from '../context.ts';
import {
  createUserRoute,
  deleteUserRoute,
  getUserRoute,
  listUsersRoute,
  updateUserRoute,
} from './admin-routes.ts';
import { AuthHttpError, badRequest, errorResponse, OAuthError, unexpectedFailure, unprocessable } from './errors.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa-routes.ts';
import { ensureMfaSchema } from './mfa-schema.ts';
import { readParams } from './params.ts';
import { readPasswordHook, type PasswordVerificationHook } from './password-hook.ts';
import { createFailureThrottle, DEFAULT_FACTOR_THROTTLE, type FailureThrottle, type FailureThrottleSettings } from './throttle.ts';
import { passwordGrant, refreshTokenGrant } from './token-grants.ts';
import { getUser, logout, updateCurrentUser } from './user-routes.ts';

export interface AuthServiceOptions {
  /** The password verification hook; by default the one supabase/config.toml enables (null: none). */
  passwordHook?: PasswordVerificationHook | null;
  /** Wrong TOTP codes per factor before 429; defaults to 5 in 15 minutes. */
  factorThrottle?: FailureThrottleSettings;
}

type Route = (request: Request, context: ServiceContext, param: string) => Promise<Response>;

/** GET /health as GoTrue answers it. */
async function health(): Promise<Response> {
  return Response.json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}

/** GET /settings: e-mail and password only; nobody signs up (visitors have no accounts). */
async function settings(): Promise<Response> {
  const providers = ['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'nextcloud', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch', 'twitter', 'email', 'phone', 'zoom'];
  return Response.json({
    external: Object.fromEntries(providers.map((name) => [name, name === 'email'])),
    disable_signup: true,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** POST /signup: GoTrue with GOTRUE_DISABLE_SIGNUP=true (and anonymous sign-ins off). */
async function signup(request: Request): Promise<Response> {
  const params = await readParams(request, 'SignupParams', { email: 'string', phone: 'string', password: 'string' });
  if (!params.email && !params.phone) throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
}

/** GoTrue's /token dispatch on grant_type. */
function token(passwordHook: PasswordVerificationHook | null): Route {
  return async (request, context) => {
    const grantType = new URL(request.url).searchParams.get('grant_type');
    if (grantType === 'password') return passwordGrant(request, context, passwordHook);
    if (grantType === 'refresh_token') return refreshTokenGrant(request, context);
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  };
}

/** The routes of /auth/v1 by path pattern and method; `:id` is handed to the route. */
function routeTable(passwordHook: PasswordVerificationHook | null, factorThrottle: FailureThrottle): [RegExp, Record<string, Route>][] {
  return [
    [/^\/health$/, { GET: health }],
    [/^\/settings$/, { GET: settings }],
    [/^\/signup$/, { POST: signup }],
    [/^\/token$/, { POST: token(passwordHook) }],
    [/^\/user$/, { GET: getUser, PUT: updateCurrentUser }],
    [/^\/logout$/, { POST: logout }],
    [/^\/factors$/, { POST: enrollFactor }],
    [/^\/factors\/([^/]+)$/, { DELETE: unenrollFactor }],
    [/^\/factors\/([^/]+)\/challenge$/, { POST: challengeFactor }],
    [/^\/factors\/([^/]+)\/verify$/, { POST: (request, context, factorId) => verifyFactor(request, context, factorId, factorThrottle) }],
    [/^\/admin\/users$/, { GET: listUsersRoute, POST: createUserRoute }],
    [/^\/admin\/users\/([^/]+)$/, { GET: getUserRoute, PUT: updateUserRoute, DELETE: deleteUserRoute }],
  ];
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // not valid percent-encoding: the route rejects it as it would any malformed id
  }
}

/**
 * /auth/v1: the part of Supabase Auth (GoTrue) the product uses — password sign-in, refresh with rotation,
 * the current user, sign-out, TOTP second factors, and the admin user API — with GoTrue's URLs, bodies, errors and status codes,
 * so the real supabase-js behaves as it does against hosted Supabase. See README.md beside this file.
 */
export function createAuthService(options: AuthServiceOptions = {}): ServiceHandler {
  const passwordHook = options.passwordHook === undefined ? readPasswordHook() : options.passwordHook;
  const factorThrottle = createFailureThrottle(options.factorThrottle ?? DEFAULT_FACTOR_THROTTLE);
  const routes = routeTable(passwordHook, factorThrottle);

  return async (request, context) => {
    const path = context.path.length > 1 ? context.path.replace(/\/$/, '') : context.path;
    for (const [pattern, methods] of routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      const route = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
      // chi's answers for a known path with another method, and for an unknown path.
      if (!route) return new Response(null, { status: 405, headers: { Allow: Object.keys(methods).join(', ') } });
      try {
        await ensureMfaSchema(context.db);
        return await route(request, context, safelyDecoded(match[1] ?? ''));
      } catch (error) {
        if (error instanceof AuthHttpError || error instanceof OAuthError) return errorResponse(error, request);
        console.error('auth/v1:', error);
        return unexpectedFailure(request);
      }
    }
    return new Response('404 page not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  };
}
