/**
 * The JSON body of POST and PATCH, checked as PostgREST checks it before any SQL: valid JSON, an object or
 * an array of objects, and (without `columns=`) the same keys in every object. Pure. The body text itself
 * goes to Postgres unchanged, so numbers keep their precision.
 */
import { invalidBody, mediaTypeError } from './errors.ts';

/**
 * How deep a request's JSON may nest: a body, and a query value Postgres may read as JSON (parse-query.ts).
 * What this product sends is at most 4 levels (an rpc's `lead` with its `quiz_answers`, or its `messages`
 * array of objects); PGlite's JSON parser failed with XX000 "bad buffer ID: 0" (a 500) on 7,000 levels in a
 * filter and 20,000 in a body, so 64 refuses only attacks.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Where `text` opens its array or object number `limit + 1` inside the others, or -1. One pass over the text,
 * skipping strings, so it costs the same as reading the body once, and is answered before anything is built.
 */
export function jsonDepthExceededAt(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return index;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return -1;
}

/**
 * A request body read as JSON, or PostgREST's PGRST102. A body nested deeper than MAX_JSON_DEPTH is refused
 * the same way (PostgREST has no such cap: there the database's stack limit answers 54001, a 500).
 */
export function parseJsonBody(text: string): unknown {
  if (jsonDepthExceededAt(text, MAX_JSON_DEPTH) !== -1) {
    throw invalidBody('Empty or invalid json', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody();
  }
}

export interface Payload {
  text: string;
  isArray: boolean;
  /** The columns written: `columns=` when given, else the keys of the body. */
  columns: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only JSON bodies are understood; a form or CSV body is refused rather than misread. */
export function checkContentType(contentType: string | null): void {
  if (contentType === null || contentType.trim() === '') return;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*') return;
  throw mediaTypeError(415, [type]);
}

export function parsePayload(text: string, columnsParam: string[] | null): Payload {
  const value = parseJsonBody(text);
  if (isPlainObject(value)) return { text, isArray: false, columns: columnsParam ?? Object.keys(value) };
  if (!Array.isArray(value) || !value.every(isPlainObject)) throw invalidBody();
  if (columnsParam) return { text, isArray: true, columns: columnsParam };
  const first = value[0] ? Object.keys(value[0]).sort() : [];
  const same = value.every((row) => {
    const keys = Object.keys(row).sort();
    return keys.length === first.length && keys.every((key, index) => key === first[index]);
  });
  if (!same) throw invalidBody('All object keys must match');
  return { text, isArray: true, columns: value[0] ? Object.keys(value[0]) : [] };
}
