/**
 * Errors as Supabase Auth (GoTrue) sends them. A client that asks for API version 2024-01-01 (supabase-js
 * always does, through X-Supabase-Api-Version) gets `{ code: "<error_code>", message }` and the version header
 * echoed back, which is how auth-js knows to read `code` as the error code. Older clients get the legacy
 * `{ code: <status>, error_code, msg }`.
 */

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024_01_01 = '2024-01-01';

/** An error GoTrue answers with an HTTP status and a machine-readable code. */
export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields GoTrue adds for some errors (weak_password). */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthHttpError';
  }
}

/** GoTrue's OAuth2-style errors (`{ error, error_description }`), still used for a few token-endpoint cases. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
    this.name = 'OAuthError';
  }
}

export const badRequest = (code: string, message: string) => new AuthHttpError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthHttpError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthHttpError(403, code, message);
export const notFound = (code: string, message: string) => new AuthHttpError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthHttpError(422, code, message);

export function tooManyRequests(retryAfterSeconds: number): AuthHttpError {
  return new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'Retry-After': String(retryAfterSeconds) });
}

export function weakPassword(message: string, reasons: string[]): AuthHttpError {
  return new AuthHttpError(422, 'weak_password', message, { weak_password: { reasons } });
}

/**
 * GoTrue's DetermineClosestAPIVersion: a well-formed date on or after 2024-01-01 selects that version;
 * anything else (missing, malformed, older) selects the initial, legacy one.
 */
export function requestsApiVersion20240101(request: Request): boolean {
  const header = request.headers.get(API_VERSION_HEADER);
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  const date = Date.parse(`${header}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${API_VERSION_2024_01_01}T00:00:00Z`);
}

export function errorResponse(error: AuthHttpError | OAuthError, request: Request): Response {
  if (error instanceof OAuthError) {
    // OAuth errors have one shape and always answer 400, whatever the API version.
    return Response.json({ error: error.error, error_description: error.description }, { status: 400 });
  }
  const headers = new Headers(error.headers);
  let body: Record<string, unknown>;
  if (requestsApiVersion20240101(request)) {
    headers.set(API_VERSION_HEADER, API_VERSION_2024_01_01);
    body = { code: error.code, message: error.message, ...error.extra };
  } else {
    body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  }
  return Response.json(body, { status: error.status, headers });
}

/** What GoTrue answers for a failure it did not foresee; the details go to the developer's console only. */
export function unexpectedFailure(request: Request): Response {
  return errorResponse(
    new AuthHttpError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    request,
  );
}
