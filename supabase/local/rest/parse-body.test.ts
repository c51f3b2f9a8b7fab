import { describe, expect, it } from 'vitest';
import { thrownError } from '../test-kit.ts';
import { RestError } from './errors.ts';
import { jsonDepthExceededAt, MAX_JSON_DEPTH, parseJsonBody, parsePayload } from './parse-body.ts';

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('how deep a body may nest', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceededAt('{"a":[{"b":1}]}', 3)).toBe(-1);
    expect(jsonDepthExceededAt('{"a":[{"b":[1]}]}', 3)).toBe(11);
    expect(jsonDepthExceededAt(JSON.stringify({ text: '[[[[{{{{"\\[' }), 1)).toBe(-1);
    expect(jsonDepthExceededAt('[1],[2],[3]', 1)).toBe(-1);
  });

  it(`reads a body ${MAX_JSON_DEPTH} levels deep and refuses one level more with PGRST102`, () => {
    expect(parseJsonBody(nestedArrays(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    const error = thrownError(RestError, () => parsePayload(`{"a":${nestedArrays(MAX_JSON_DEPTH)}}`, null));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`,
      hint: null,
    });
  });

  it('answers a body as deep as the size limit allows in linear time', () => {
    const deep = nestedArrays(1_000_000); // 2 MB, MAX_BODY_BYTES
    const started = performance.now();
    expect(thrownError(RestError, () => parseJsonBody(deep)).body.code).toBe('PGRST102');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('still refuses what is not JSON, as before', () => {
    expect(thrownError(RestError, () => parsePayload('{"a":', null)).body).toMatchObject({ code: 'PGRST102', details: null });
  });
});
