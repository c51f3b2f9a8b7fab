import { describe, expect, it } from 'vitest';
import { bannedUntilFor, paginationHeaders, parseGoDuration, parsePagination, validateEmail } from './validation.ts';

describe('validateEmail', () => {
  it('lowercases well-formed addresses and refuses the rest', () => {
    expect(validateEmail('Ana@Agency.Test')).toBe('ana@agency.test');
    expect(() => validateEmail('')).toThrow('An email address is required');
    expect(() => validateEmail('not-an-email')).toThrow('Unable to validate email address: invalid format');
    expect(() => validateEmail(`${'a'.repeat(250)}@b.test`)).toThrow('An email address is too long');
  });
});

describe('parseGoDuration and bannedUntilFor', () => {
  it('reads Go durations', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(parseGoDuration('0')).toBe(0);
    expect(parseGoDuration('forever')).toBeNull();
  });

  it('bans until now plus the duration, and lifts a ban with "none"', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(bannedUntilFor('1h', now)?.toISOString()).toBe('2025-01-01T01:00:00.000Z');
    expect(bannedUntilFor('none', now)).toBeNull();
    expect(() => bannedUntilFor('soon', now)).toThrow('invalid format for ban duration');
  });
});

describe('pagination', () => {
  it('defaults to page 1 of 50 and refuses non-numbers', () => {
    expect(parsePagination(new URLSearchParams('page=&per_page='))).toEqual({ page: 1, perPage: 50 });
    expect(parsePagination(new URLSearchParams('page=3&per_page=10'))).toEqual({ page: 3, perPage: 10 });
    expect(() => parsePagination(new URLSearchParams('page=x'))).toThrow('Bad Pagination Parameters');
  });

  it('links the next and last pages with page first, as auth-js parses them', () => {
    const headers = paginationHeaders('/admin/users', new URLSearchParams('per_page=10&page=1'), { page: 1, perPage: 10 }, 25);
    expect(headers.get('x-total-count')).toBe('25');
    expect(headers.get('link')).toBe('</admin/users?page=2&per_page=10>; rel="next", </admin/users?page=3&per_page=10>; rel="last"');
    const last = paginationHeaders('/admin/users', new URLSearchParams(), { page: 3, perPage: 10 }, 25);
    expect(last.get('link')).toBe('</admin/users?page=3>; rel="last"');
  });
});
