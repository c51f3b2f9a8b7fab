import type { z } from 'zod';
import {
  BODY_TOO_LARGE_MESSAGE,
  fieldIssues,
  INVALID_JSON_ERROR,
  INVALID_JSON_ISSUE,
  MAX_BODY_BYTES,
  textIssues,
} from '../rules/validation.ts';
import { errorResponse } from './http.ts';

export type Validated<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Parses a JSON body's text and validates it with `schema`: the data, or the 400 answer with field
 * issues (the text's own issues first, then the schema's). Never throws.
 */
export function parseJsonBody<Schema extends z.ZodType>(text: string, schema: Schema): Validated<z.output<Schema>> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, INVALID_JSON_ERROR, [INVALID_JSON_ISSUE]) };
  }
  const result = schema.safeParse(body);
  const issues = [...textIssues(body), ...(result.success ? [] : fieldIssues(result.error))];
  if (!result.success || issues.length > 0) return { ok: false, response: errorResponse(400, 'Validation failed', issues) };
  return { ok: true, data: result.data };
}

/**
 * Reads the request's JSON body and validates it with `schema`: the data, or the 400 answer with
 * field issues. Malformed JSON, text the database cannot store or an oversized body are 4xx, never a 500.
 */
export async function validateJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<Validated<z.output<Schema>>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return { ok: false, response: errorResponse(413, BODY_TOO_LARGE_MESSAGE) };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return { ok: false, response: errorResponse(413, BODY_TOO_LARGE_MESSAGE) };
  }
  return parseJsonBody(text, schema);
}
