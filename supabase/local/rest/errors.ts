import type { DatabaseError } from '../db/drivers.ts';

/** PostgREST's error body; keys in PostgREST's order. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/**
 * An answer that is not a success, in PostgREST's shape. `schemaMiss` marks a name the schema cache
 * did not know: the service reloads the cache once and retries before answering with it.
 */
export class RestError extends Error {
  readonly status: number;
  readonly body: RestErrorBody;
  readonly headers: Record<string, string>;
  readonly schemaMiss: boolean;

  constructor(
    status: number,
    body: { code: string; message: string; details?: string | null; hint?: string | null },
    options: { headers?: Record<string, string>; schemaMiss?: boolean } = {},
  ) {
    super(body.message);
    this.name = 'RestError';
    this.status = status;
    this.body = { code: body.code, message: body.message, details: body.details ?? null, hint: body.hint ?? null };
    this.headers = options.headers ?? {};
    this.schemaMiss = options.schemaMiss ?? false;
  }
}

/** PGRST100: a query parameter PostgREST's grammar rejects; `message` mimics Parsec's `"failed to parse …" (line 1, column n)`. */
export function parseError(what: string, input: string, column: number, details: string): RestError {
  return new RestError(400, {
    code: 'PGRST100',
    message: `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  });
}

export function invalidBody(message = 'Empty or invalid json', details: string | null = null): RestError {
  return new RestError(400, { code: 'PGRST102', message, details });
}

export function invalidRange(details: string): RestError {
  return new RestError(416, { code: 'PGRST103', message: 'Requested range not satisfiable', details });
}

export function outOfRange(offset: number, total: number): RestError {
  return invalidRange(`An offset of ${offset} was requested, but there are only ${total} rows.`);
}

export function unacceptableSchema(schema: string): RestError {
  return new RestError(406, {
    code: 'PGRST106',
    message: `Invalid schema: ${schema}`,
    hint: 'Only the following schemas are exposed: public',
  });
}

export function mediaTypeError(status: 406 | 415, mediaTypes: string[]): RestError {
  return new RestError(status, { code: 'PGRST107', message: `None of these media types are available: ${mediaTypes.join(', ')}` });
}

export function notEmbedded(resource: string): RestError {
  return new RestError(400, {
    code: 'PGRST108',
    message: `'${resource}' is not an embedded resource in this request`,
    hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
  });
}

export function singularityError(rows: number): RestError {
  return new RestError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
  });
}

export function maxAffectedViolation(rows: number): RestError {
  return new RestError(400, {
    code: 'PGRST124',
    message: 'Query result exceeds max-affected preference constraint',
    details: `The query affects ${rows} rows`,
  });
}

export function noRelationship(parent: string, child: string): RestError {
  return new RestError(400, {
    code: 'PGRST200',
    message: `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    details: `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema 'public', but no matches were found.`,
  });
}

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError(
    400,
    { code: 'PGRST204', message: `Could not find the '${column}' column of '${relation}' in the schema cache` },
    { schemaMiss: true },
  );
}

export function tableNotFound(name: string, hint: string | null): RestError {
  return new RestError(
    404,
    { code: 'PGRST205', message: `Could not find the table 'public.${name}' in the schema cache`, hint },
    { schemaMiss: true },
  );
}

/** What Postgres says about an unknown column; PostgREST lets Postgres say it, so the shape is Postgres's. */
export function undefinedColumn(relation: string, column: string): RestError {
  return new RestError(400, { code: '42703', message: `column ${relation}.${column} does not exist` }, { schemaMiss: true });
}

export function undefinedType(name: string): RestError {
  return new RestError(400, { code: '42704', message: `type "${name}" does not exist` }, { schemaMiss: true });
}

/**
 * PostgREST's mapping of a SQLSTATE to an HTTP status (PostgREST.Error.mapSQLtoHTTP).
 * `authenticated` is false for the anon role: a privilege error then asks for credentials (401).
 */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42501') return authenticated ? 403 : 401;
  const status = exact[code];
  if (status !== undefined) return status;
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** A Postgres error as PostgREST answers it: its hint passed through, or `hint` when the server gave none. */
export function fromDatabaseError(error: DatabaseError, authenticated: boolean, hint: string | null = null): RestError {
  const status = statusForSqlState(error.code, error.message, authenticated);
  return new RestError(
    status,
    { code: error.code, message: error.message, details: error.detail || null, hint: error.hint || hint || null },
    { headers: status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {} },
  );
}

export function errorResponse(error: RestError, method: string): Response {
  const headers = new Headers(error.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Proxy-Status', `PostgREST; error=${error.body.code}`);
  return new Response(method === 'HEAD' ? null : JSON.stringify(error.body), { status: error.status, headers });
}
