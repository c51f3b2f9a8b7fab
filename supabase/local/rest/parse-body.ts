/**
 * The JSON body of POST and PATCH, checked as PostgREST checks it before any SQL: valid JSON, an object or
 * an array of objects, and (without `columns=`) the same keys in every object. Pure. The body text itself
 * goes to Postgres unchanged, so numbers keep their precision.
 */
import { invalidBody, mediaTypeError } from './errors.ts';

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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody();
  }
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
