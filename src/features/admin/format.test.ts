import { describe, expect, it } from 'vitest';
import { formatDuration, responseTime } from './format';

describe('formatDuration', () => {
  it('speaks in the two largest units', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(12 * 60 + 30)).toBe('12 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86400 + 4 * 3600 + 59)).toBe('2 d 4 h');
  });

  it('never shows a negative duration when clocks disagree', () => {
    expect(formatDuration(-5)).toBe('0 s');
  });
});

describe('responseTime', () => {
  const created_at = '2026-11-20T10:00:00.000Z';
  const now = new Date('2026-11-20T13:30:00.000Z');

  it('measures capture to first response', () => {
    expect(responseTime({ created_at, first_response_at: '2026-11-20T10:20:00.000Z', is_spam: false }, now)).toEqual({ kind: 'responded', seconds: 1200 });
  });

  it('counts how long an untouched lead has been waiting', () => {
    expect(responseTime({ created_at, first_response_at: null, is_spam: false }, now)).toEqual({ kind: 'waiting', seconds: 3.5 * 3600 });
  });

  it('does not make spam wait for an answer', () => {
    expect(responseTime({ created_at, first_response_at: null, is_spam: true }, now)).toEqual({ kind: 'none' });
  });
});
