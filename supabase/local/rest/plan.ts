/**
 * One request's plan: the SQL to run (build-sql.ts) and how its result row becomes PostgREST's answer.
 * `finish` runs inside the caller's transaction, so an error it throws (PGRST116, PGRST124) rolls back.
 */
import {
  buildCall,
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  castNames,
  type BuiltQuery,
  type CallArguments,
  type ReturnMode,
  type Shape,
} from './build-sql.ts';
import { maxAffectedViolation, RestError, singularityError, tableNotFound } from './errors.ts';
import { checkContentType, parseJsonBody, parsePayload } from './parse-body.ts';
import type { QueryParams } from './parse-query.ts';
import {
  contentTypeFor,
  intersectRanges,
  preferenceApplied,
  type MediaType,
  type Preferences,
  type RowRange,
} from './request-headers.ts';
import { contentRange, counts, locationOf, rangeStatus, respond, type ResultRow } from './respond.ts';
import type { FunctionInfo, SchemaCache, TableInfo } from './schema-cache.ts';

export type Target = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

export interface ParsedRequest {
  method: string;
  target: Target;
  query: QueryParams;
  preferences: Preferences;
  media: MediaType;
  /** The Range header, honoured on GET and HEAD only. */
  rangeHeader: RowRange | null;
  body: string;
  contentType: string | null;
}

export interface Plan {
  built: BuiltQuery;
  /** GET and HEAD run in a read-only transaction, as in PostgREST. */
  readOnly: boolean;
  finish(row: ResultRow | undefined): Response;
}

type TypeResolver = (names: string[]) => Promise<void>;

/** A close name for a hint ("Perhaps you meant …"), as PostgREST's fuzzy search offers. */
export function closestName(name: string, candidates: Iterable<string>): string | null {
  let best: { candidate: string; score: number } | null = null;
  for (const candidate of candidates) {
    const score = 1 - editDistance(name, candidate) / Math.max(name.length, candidate.length, 1);
    if (score >= 0.75 && (!best || score > best.score)) best = { candidate, score };
  }
  return best?.candidate ?? null;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function findTable(cache: SchemaCache, name: string): TableInfo {
  const table = cache.tables.get(name);
  if (table) return table;
  const close = closestName(name, cache.tables.keys());
  throw tableNotFound(name, close ? `Perhaps you meant the table 'public.${close}'` : null);
}

function shapeOf(request: ParsedRequest, range: RowRange): Shape {
  const { select, filters, logic, order } = request.query;
  return { select, filters, logic, order, range };
}

function queryRange(request: ParsedRequest): RowRange {
  return { offset: request.query.offset, limit: request.query.limit };
}

/** PostgREST's db-max-rows, which supabase/config.toml sets as api.max_rows: no read returns more. */
export const MAX_ROWS = 1000;

function readRange(request: ParsedRequest): RowRange {
  const fromHeader = request.method === 'GET' || request.method === 'HEAD' ? request.rangeHeader : null;
  const range = intersectRanges(queryRange(request), fromHeader);
  return { ...range, limit: Math.min(range.limit ?? MAX_ROWS, MAX_ROWS) };
}

export async function planRequest(request: ParsedRequest, cache: SchemaCache, resolveTypes: TypeResolver): Promise<Plan> {
  await resolveTypes(castNames(request.query.select));
  if (request.target.kind === 'rpc') return planCall(request, request.target.name, cache);
  const table = findTable(cache, request.target.name);
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return planRead(request, table, cache);
    case 'POST':
      return planInsert(request, table, cache);
    case 'PATCH':
      return planUpdate(request, table, cache);
    case 'DELETE':
      return planDelete(request, table, cache);
    default:
      throw new RestError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${request.method}` });
  }
}

function planRead(request: ParsedRequest, table: TableInfo, cache: SchemaCache): Plan {
  const range = readRange(request);
  const { media, preferences } = request;
  const built = buildRead(table, shapeOf(request, range), { media, count: preferences.count !== null, castTypes: cache.types });
  const canonical = request.query.canonical;
  return {
    built,
    readOnly: true,
    finish: (row) => {
      const { rows, total, body } = counts(row);
      if (media.shape === 'object' && rows !== 1) throw singularityError(rows);
      const status = rangeStatus(range.offset, rows, total);
      return respond(request.method, status, {
        'Content-Type': contentTypeFor(media),
        'Content-Range': contentRange(range.offset, range.offset + rows - 1, total),
        'Content-Location': `/${encodeURIComponent(table.name)}${canonical ? `?${canonical}` : ''}`,
        'Preference-Applied': preferenceApplied(preferences, ['count']),
      }, body);
    },
  };
}

function writeOptions(request: ParsedRequest, cache: SchemaCache) {
  const returning: ReturnMode = request.preferences.return ?? 'minimal';
  return { media: request.media, count: request.preferences.count !== null, castTypes: cache.types, returning };
}

/** What every write checks once its rows are known: a single object, max-affected with handling=strict. */
function checkWrittenRows(request: ParsedRequest, rows: number, { maxAffected }: { maxAffected: boolean }): void {
  if (request.media.shape === 'object' && rows !== 1) throw singularityError(rows);
  const limit = request.preferences.maxAffected;
  if (maxAffected && request.preferences.handling === 'strict' && limit !== null && rows > limit) throw maxAffectedViolation(rows);
}

function planInsert(request: ParsedRequest, table: TableInfo, cache: SchemaCache): Plan {
  checkContentType(request.contentType);
  const payload = parsePayload(request.body, request.query.columns);
  const { preferences } = request;
  const options = writeOptions(request, cache);
  const conflictTarget = request.query.onConflict ?? table.primaryKey;
  const resolutionApplied = preferences.resolution !== null && conflictTarget.length > 0;
  const built = buildInsert(
    table,
    {
      body: payload.text,
      columns: payload.columns,
      onConflict: request.query.onConflict,
      resolution: preferences.resolution,
      missingDefault: preferences.missing === 'default',
    },
    shapeOf(request, { offset: 0, limit: null }),
    options,
  );
  const honoured: (keyof Preferences)[] = ['return', 'count', 'missing', 'tx', 'handling'];
  if (resolutionApplied) honoured.unshift('resolution');
  return {
    built,
    readOnly: false,
    finish: (row) => {
      const { rows, body } = counts(row);
      checkWrittenRows(request, rows, { maxAffected: false });
      const headers: Record<string, string | null> = {
        'Content-Range': contentRange(1, 0, options.count ? rows : null),
        'Preference-Applied': preferenceApplied(preferences, honoured),
      };
      if (options.returning === 'representation') headers['Content-Type'] = contentTypeFor(request.media);
      if (options.returning === 'headers-only') {
        const inserted = body ? (JSON.parse(body) as Record<string, unknown>[]) : [];
        headers.Location = locationOf(table.name, table.primaryKey, inserted[0]);
      }
      return respond(request.method, 201, headers, options.returning === 'representation' ? body : null);
    },
  };
}

function finishChange(request: ParsedRequest, options: ReturnType<typeof writeOptions>) {
  return (row: ResultRow | undefined): Response => {
    const { rows, body } = counts(row);
    checkWrittenRows(request, rows, { maxAffected: true });
    const representation = options.returning === 'representation';
    return respond(
      request.method,
      representation ? 200 : 204,
      {
        'Content-Type': representation ? contentTypeFor(request.media) : null,
        'Content-Range': contentRange(0, rows - 1, options.count ? rows : null),
        'Preference-Applied': preferenceApplied(request.preferences, ['return', 'count', 'tx', 'handling', 'maxAffected']),
      },
      representation ? body : null,
    );
  };
}

function planUpdate(request: ParsedRequest, table: TableInfo, cache: SchemaCache): Plan {
  checkContentType(request.contentType);
  const payload = parsePayload(request.body, request.query.columns);
  const options = writeOptions(request, cache);
  const built = buildUpdate(
    table,
    { body: payload.text, bodyIsArray: payload.isArray, columns: payload.columns },
    shapeOf(request, queryRange(request)),
    options,
  );
  return { built, readOnly: false, finish: finishChange(request, options) };
}

function planDelete(request: ParsedRequest, table: TableInfo, cache: SchemaCache): Plan {
  const options = writeOptions(request, cache);
  const built = buildDelete(table, shapeOf(request, queryRange(request)), options);
  return { built, readOnly: false, finish: finishChange(request, options) };
}

// functions ---------------------------------------------------------------------------------------

function isJsonType(type: string): boolean {
  return type === 'json' || type === 'jsonb';
}

function noFunction(cache: SchemaCache, name: string, argumentNames: string[], isPost: boolean): RestError {
  const qualified = `public.${name}`;
  const sorted = [...argumentNames].sort();
  const listed = sorted.join(', ');
  const withParameters = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${listed}`;
  const overloads = cache.functions.get(name) ?? [];
  let hint: string | null = null;
  if (overloads.length > 0) {
    const signatures = overloads.map((fn) => `(${fn.parameters.map((parameter) => parameter.name).sort().join(', ')})`);
    const close = closestName(`(${listed})`, signatures) ?? signatures[0] ?? null;
    hint = close === null ? null : `Perhaps you meant to call the function ${qualified}${close}`;
  } else {
    const close = closestName(name, cache.functions.keys());
    hint = close ? `Perhaps you meant to call the function public.${close}` : null;
  }
  return new RestError(
    404,
    {
      code: 'PGRST202',
      message: `Could not find the function ${qualified}${sorted.length === 0 ? ' without parameters' : `(${listed})`} in the schema cache`,
      details: `Searched for the function ${qualified}${withParameters}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
      hint,
    },
    { schemaMiss: true },
  );
}

/**
 * Overloads are told apart by their parameter names, as PostgREST does; a POST body that names no
 * parameter may go whole to a function with one unnamed json/jsonb parameter.
 */
function findFunction(cache: SchemaCache, name: string, argumentNames: string[], bodyIsObject: boolean, isPost: boolean) {
  const overloads = cache.functions.get(name) ?? [];
  if (bodyIsObject) {
    const given = new Set(argumentNames);
    const named = overloads.filter(
      (fn) =>
        fn.parameters.every((parameter) => parameter.name !== '' && (parameter.hasDefault || given.has(parameter.name))) &&
        argumentNames.every((argument) => fn.parameters.some((parameter) => parameter.name === argument)),
    );
    if (named.length > 1) {
      throw new RestError(300, {
        code: 'PGRST203',
        message: `Could not choose the best candidate function between: ${named
          .map((fn) => `public.${fn.name}(${fn.parameters.map((parameter) => `${parameter.name} => ${parameter.type}`).join(', ')})`)
          .join(', ')}`,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
    }
    if (named[0]) return { fn: named[0], single: false };
  }
  if (isPost) {
    const single = overloads.find((fn) => fn.parameters.length === 1 && fn.parameters[0]?.name === '' && isJsonType(fn.parameters[0].type));
    if (single) return { fn: single, single: true };
  }
  throw noFunction(cache, name, argumentNames, isPost);
}

function callArguments(request: ParsedRequest): { json: string; names: string[]; isObject: boolean } {
  if (request.method !== 'POST') {
    const args = Object.fromEntries(request.query.rpcArgs);
    return { json: JSON.stringify(args), names: Object.keys(args), isObject: true };
  }
  checkContentType(request.contentType);
  const text = request.body.trim() === '' ? '{}' : request.body;
  const value = parseJsonBody(text);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { json: text, names: Object.keys(value), isObject: true };
  return { json: text, names: [], isObject: false };
}

function planCall(request: ParsedRequest, name: string, cache: SchemaCache): Plan {
  const { method, media, preferences } = request;
  if (!['GET', 'HEAD', 'POST'].includes(method)) {
    throw new RestError(405, { code: 'PGRST101', message: `Cannot use the ${method} method on RPC` });
  }
  const args = callArguments(request);
  const { fn, single } = findFunction(cache, name, args.names, args.isObject, method === 'POST');
  const callArgs: CallArguments = single ? { kind: 'single', json: args.json } : { kind: 'named', json: args.json, names: args.names };
  const range = readRange(request);
  const built = buildCall(fn, callArgs, shapeOf(request, range), { media, count: preferences.count !== null, castTypes: cache.types });
  return { built, readOnly: method !== 'POST', finish: finishCall(request, fn, range) };
}

function finishCall(request: ParsedRequest, fn: FunctionInfo, range: RowRange) {
  return (row: ResultRow | undefined): Response => {
    const { rows, total, body } = counts(row);
    if (fn.returnsSet && request.media.shape === 'object' && rows !== 1) throw singularityError(rows);
    const status = rangeStatus(range.offset, rows, total);
    const headers: Record<string, string | null> = {
      'Content-Range': contentRange(range.offset, range.offset + rows - 1, total),
      'Preference-Applied': preferenceApplied(request.preferences, ['count', 'tx', 'handling']),
    };
    if (fn.result.kind === 'void') return respond(request.method, 204, headers, null);
    const media: MediaType = fn.result.kind === 'scalar' ? { shape: 'array', stripNulls: false } : request.media;
    headers['Content-Type'] = contentTypeFor(media);
    return respond(request.method, status, headers, body);
  };
}
