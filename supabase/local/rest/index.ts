/**
 * /rest/v1: the subset of PostgREST (12/13) the product and supabase-js use, with PostgREST's semantics.
 * A request is parsed (parse-query.ts, request-headers.ts), planned against the schema cache
 * (plan.ts, build-sql.ts), then run in one transaction under the caller's role and claims (asCaller),
 * so the migrations' grants and RLS policies decide what it may read or write.
 */
import type { Caller, ServiceHandler } from '../context.ts';
import { asCaller, isApiRole, type ApiRole, type RequestInfo } from '../db/as-caller.ts';
import { isDatabaseError } from '../db/drivers.ts';
import { callerToken, resolveCaller } from '../gateway.ts';
import type { ProjectKeys } from '../keys.ts';
import { errorResponse, fromDatabaseError, RestError } from './errors.ts';
import { permissionHint } from './permission-hint.ts';
import { parseQueryParams } from './parse-query.ts';
import { planRequest, type ParsedRequest, type Plan, type Target } from './plan.ts';
import { checkProfile, negotiateMediaType, parsePreferences, parseRangeHeader } from './request-headers.ts';
import type { ResultRow } from './respond.ts';
import { SchemaCacheStore, type SchemaCache } from './schema-cache.ts';

/** PostgREST's JWT errors (PGRST301, PGRST303), with the WWW-Authenticate header it sends. */
function jwtError(reason: string, token: string | null): RestError {
  let code = 'PGRST301';
  let message: string;
  if (reason === 'token has expired') {
    code = 'PGRST303';
    message = 'JWT expired';
  } else if (reason === 'signing method is not accepted') message = 'Wrong or unsupported encoding algorithm';
  else if (reason === 'signature is invalid') message = 'JWT cryptographic operation failed';
  else {
    const parts = token?.split('.').length ?? 0;
    message = parts === 3 ? "JWT couldn't be decoded" : `Expected 3 parts in JWT; got ${parts}`;
  }
  return new RestError(401, { code, message }, { headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` } });
}

async function authenticate(request: Request, keys: ProjectKeys, now: Date): Promise<Caller & { role: ApiRole }> {
  const resolution = await resolveCaller(request, keys, Math.floor(now.getTime() / 1000));
  if (!resolution.ok) {
    throw jwtError(resolution.reason, callerToken(request));
  }
  const { caller } = resolution;
  // PostgREST would try SET ROLE and fail; here no other role ever reaches SQL.
  if (!isApiRole(caller.role)) {
    throw new RestError(403, { code: '42501', message: `permission denied to set role "${caller.role}"` });
  }
  return { ...caller, role: caller.role };
}

function targetOf(path: string): Target {
  const segments = path.split('/').filter((segment) => segment !== '');
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    throw new RestError(404, { code: 'PGRST125', message: 'Invalid path specified in request URL' });
  }
  const [first, second, ...rest] = decoded;
  if (first === undefined) throw new RestError(404, { code: 'PGRST126', message: 'Root endpoint metadata is disabled' });
  if (rest.length === 0 && first === 'rpc' && second !== undefined) return { kind: 'rpc', name: second };
  if (second === undefined) return { kind: 'table', name: first };
  throw new RestError(404, { code: 'PGRST125', message: 'Invalid path specified in request URL' });
}

async function parseRequest(request: Request, path: string): Promise<ParsedRequest> {
  const method = request.method.toUpperCase();
  const target = targetOf(path);
  checkProfile(method, request.headers);
  const url = new URL(request.url);
  return {
    method,
    target,
    query: parseQueryParams(url.searchParams, { rpc: target.kind === 'rpc' }),
    preferences: parsePreferences(request.headers.get('prefer')),
    media: negotiateMediaType(request.headers.get('accept')),
    rangeHeader: parseRangeHeader(request.headers.get('range')),
    body: method === 'GET' || method === 'HEAD' ? '' : await request.text(),
    contentType: request.headers.get('content-type'),
  };
}

/**
 * One statement /rest/v1 ran, with what it takes to run it again as it ran (a bench explains slow ones):
 * the SQL and its parameters, the caller and request it ran as (actAs), and how long it took.
 */
export interface RestQuery {
  sql: string;
  params: readonly (string | null)[];
  caller: Caller & { role: ApiRole };
  request: RequestInfo;
  /** It ran in a read-only transaction (GET and HEAD). */
  readOnly: boolean;
  durationMs: number;
  /** The database's error code when the statement failed (57014: cancelled by statement_timeout). */
  errorCode?: string;
}

export interface RestServiceOptions {
  /** Called after each statement, failed ones included; what it throws is ignored. Unset in production use. */
  onQuery?: (query: RestQuery) => void;
}

/** `Prefer: tx=rollback`: the answer is computed, then the transaction is undone. */
class RollbackWith {
  constructor(readonly response: Response) {}
}

export function createRestService({ onQuery }: RestServiceOptions = {}): ServiceHandler {
  const schemaCache = new SchemaCacheStore();

  /** Runs the statement, telling onQuery about it when someone listens. */
  const timed = async <Result>(plan: Plan, caller: Caller & { role: ApiRole }, request: RequestInfo, run: () => Promise<Result>): Promise<Result> => {
    if (!onQuery) return run();
    const started = performance.now();
    let errorCode: string | undefined;
    try {
      return await run();
    } catch (error) {
      errorCode = isDatabaseError(error) ? error.code : 'unknown';
      throw error;
    } finally {
      const query: RestQuery = { sql: plan.built.sql, params: plan.built.params, caller, request, readOnly: plan.readOnly, durationMs: performance.now() - started };
      try {
        onQuery(errorCode === undefined ? query : { ...query, errorCode });
      } catch {
        // A listener's failure is not the request's.
      }
    }
  };

  return async (request, context) => {
    const { db } = context;
    let authenticated = false;
    /** The statement that reached the database, for the hint on a permission error. */
    let ran: { caller: Caller & { role: ApiRole }; requestInfo: RequestInfo; plan: Plan } | null = null;
    try {
      const caller = await authenticate(request, context.keys, context.now());
      authenticated = caller.role !== 'anon';
      const parsed = await parseRequest(request, context.path);
      const planWith = async (cache: SchemaCache): Promise<Plan> =>
        planRequest(parsed, cache, (names) => schemaCache.resolveTypes(db, cache, names));
      let plan: Plan;
      try {
        plan = await planWith(await schemaCache.get(db));
      } catch (error) {
        // A name the cache does not know may be new DDL: reload once, then answer.
        if (!(error instanceof RestError && error.schemaMiss)) throw error;
        plan = await planWith(await schemaCache.reload(db));
      }
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const requestInfo: RequestInfo = { method: parsed.method, path: context.path, headers };
      ran = { caller, requestInfo, plan };
      try {
        return await asCaller(db, caller, requestInfo, async (tx) => {
          if (plan.readOnly) await tx.exec('set transaction read only');
          const { rows } = await timed(plan, caller, requestInfo, () => tx.query<ResultRow>(plan.built.sql, plan.built.params));
          const response = plan.finish(rows[0]);
          if (parsed.preferences.tx === 'rollback') throw new RollbackWith(response);
          return response;
        });
      } catch (error) {
        if (error instanceof RollbackWith) return error.response;
        throw error;
      }
    } catch (error) {
      if (error instanceof RestError) return errorResponse(error, request.method);
      if (!isDatabaseError(error)) throw error;
      // What supautils adds on Supabase to a permission error; a probe that fails leaves the error as it was.
      const hint = ran && !error.hint ? await permissionHint(db, ran.caller, ran.requestInfo, ran.plan.built, error).catch(() => null) : null;
      return errorResponse(fromDatabaseError(error, authenticated, hint), request.method);
    }
  };
}
