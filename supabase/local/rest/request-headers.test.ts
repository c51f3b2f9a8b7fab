import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import {
  checkProfile,
  contentTypeFor,
  intersectRanges,
  negotiateMediaType,
  parsePreferences,
  parseRangeHeader,
  preferenceApplied,
} from './request-headers.ts';
import { contentRange, rangeStatus } from './respond.ts';

describe('Prefer', () => {
  it('reads the preferences supabase-js appends into one header', () => {
    const preferences = parsePreferences('count=exact, return=representation, missing=default, resolution=merge-duplicates');
    expect(preferences).toMatchObject({ count: 'exact', return: 'representation', missing: 'default', resolution: 'merge-duplicates' });
    expect(preferenceApplied(preferences, ['return', 'count'])).toBe('return=representation, count=exact');
  });

  it('ignores unknown preferences, unless handling=strict', () => {
    expect(parsePreferences('return=everything').return).toBeNull();
    expect(() => parsePreferences('handling=strict, return=everything')).toThrow(RestError);
  });
});

describe('Accept', () => {
  it('answers JSON arrays by default and single objects for vnd.pgrst.object+json', () => {
    expect(negotiateMediaType(null)).toEqual({ shape: 'array', stripNulls: false });
    expect(negotiateMediaType('application/json, text/plain, */*')).toEqual({ shape: 'array', stripNulls: false });
    expect(negotiateMediaType('application/vnd.pgrst.object+json')).toEqual({ shape: 'object', stripNulls: false });
    expect(contentTypeFor({ shape: 'object', stripNulls: false })).toBe('application/vnd.pgrst.object+json; charset=utf-8');
  });

  it('refuses representations it cannot produce with 406 PGRST107', () => {
    try {
      negotiateMediaType('text/csv');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).status).toBe(406);
      expect((error as RestError).body.code).toBe('PGRST107');
    }
  });
});

describe('Range and Content-Range', () => {
  it('reads Range and intersects it with limit/offset', () => {
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRangeHeader('5-')).toEqual({ offset: 5, limit: null });
    expect(parseRangeHeader('rows')).toBeNull();
    expect(intersectRanges({ offset: 0, limit: null }, { offset: 5, limit: 10 })).toEqual({ offset: 5, limit: 10 });
    expect(intersectRanges({ offset: 0, limit: 3 }, { offset: 2, limit: 10 })).toEqual({ offset: 2, limit: 1 });
    expect(() => parseRangeHeader('9-1')).toThrow(RestError);
  });

  it('prints Content-Range as PostgREST does', () => {
    expect(contentRange(0, 9, 42)).toBe('0-9/42');
    expect(contentRange(0, 9, null)).toBe('0-9/*');
    expect(contentRange(0, -1, 0)).toBe('*/0');
    expect(contentRange(0, -1, null)).toBe('*/*');
    expect(contentRange(1, 0, 3)).toBe('*/3');
  });

  it('answers 206 for a counted partial page and 416 past the end', () => {
    expect(rangeStatus(0, 10, 42)).toBe(206);
    expect(rangeStatus(0, 3, 3)).toBe(200);
    expect(rangeStatus(0, 10, null)).toBe(200);
    expect(() => rangeStatus(50, 0, 3)).toThrow('Requested range not satisfiable');
  });
});

describe('profiles', () => {
  it('exposes only public', () => {
    expect(() => checkProfile('GET', new Headers({ 'accept-profile': 'public' }))).not.toThrow();
    expect(() => checkProfile('POST', new Headers({ 'content-profile': 'private' }))).toThrow('Invalid schema: private');
  });
});

describe('hostile header values', () => {
  it('treats inherited property names as unknown preferences', () => {
    expect(() => parsePreferences('constructor=x, __proto__=y, toString=z')).not.toThrow();
  });
});
