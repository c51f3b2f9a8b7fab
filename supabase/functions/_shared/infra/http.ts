/**
 * HTTP helpers every function shares: CORS (the browser calls functions from the site's origin),
 * JSON answers, and the error shape of docs/conventions.md#server-functions.
 */
import type { FieldIssue } from '../rules/field-issue.ts';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(corsHeaders)) headers.set(name, value);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export type { FieldIssue };

/** Answers about the request body as a whole: too large (413) or not JSON at all (415). */
const WHOLE_BODY_STATUSES: ReadonlySet<number> = new Set([413, 415]);

/**
 * The conventions' error answer. A 413 or 415 without issues names the body itself (path '') as the
 * field at fault, so every answer about bad input carries issues that a client can show or log.
 */
export function errorResponse(status: number, error: string, issues?: FieldIssue[]): Response {
  const named = issues ?? (WHOLE_BODY_STATUSES.has(status) ? [{ path: '', message: error }] : undefined);
  return json(named ? { error, issues: named } : { error }, { status });
}

/** Answers the browser's CORS preflight; null for every other request. */
export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response(null, { status: 204, headers: corsHeaders }) : null;
}

export type Handler = (request: Request) => Promise<Response>;
