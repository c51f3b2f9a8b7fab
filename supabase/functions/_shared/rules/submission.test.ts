import { describe, expect, it } from 'vitest';
import {
  attributionSchema,
  isLocalHumanCheckToken,
  MAX_FORM_ELAPSED_MS,
  newLocalHumanCheckToken,
  spamReasonOf,
  submissionMetaSchema,
} from './submission.ts';

describe('attributionSchema', () => {
  it('accepts the session attribution with its ISO timestamp', () => {
    const attribution = { utm_source: 'google', landing_page: '/', referrer: 'https://www.google.com/', timestamp: '2026-11-21T10:00:00.000Z' };
    expect(attributionSchema.parse(attribution)).toEqual(attribution);
  });

  it('still accepts attribution without a timestamp (older tabs, other clients)', () => {
    expect(attributionSchema.parse({ utm_source: 'google' })).toEqual({ utm_source: 'google' });
  });

  it('drops a malformed timestamp instead of refusing the lead', () => {
    const parsed = submissionMetaSchema.parse({ attribution: { utm_source: 'google', timestamp: 'yesterday' } });
    expect(parsed.attribution).toEqual({ utm_source: 'google' });
    expect(attributionSchema.parse({ timestamp: 42 })).toEqual({});
  });

  it('keeps the A/B variant the visitor saw, and drops one that is not A or B', () => {
    expect(attributionSchema.parse({ utm_source: 'google', ab_variant: 'B' })).toEqual({ utm_source: 'google', ab_variant: 'B' });
    const parsed = submissionMetaSchema.parse({ attribution: { utm_source: 'google', ab_variant: 'C' } });
    expect(parsed.attribution).toEqual({ utm_source: 'google' });
    expect(attributionSchema.parse({ ab_variant: 'a' })).toEqual({});
  });
});

describe('spamReasonOf', () => {
  it('flags a filled honeypot first, then a form sent under 3 s', () => {
    expect(spamReasonOf({ website: 'https://spam.example', formElapsedMs: 100 })).toBe('honeypot');
    expect(spamReasonOf({ website: '', formElapsedMs: 2999 })).toBe('too-fast');
    expect(spamReasonOf({ formElapsedMs: 0 })).toBe('too-fast');
  });

  it('takes 3 s or more, a blank honeypot or no measurement as a person', () => {
    expect(spamReasonOf({ formElapsedMs: 3000 })).toBeNull();
    expect(spamReasonOf({ website: '   ' })).toBeNull();
    expect(spamReasonOf({})).toBeNull();
  });
});

describe('formElapsedMs', () => {
  it('accepts whole milliseconds from 0 to 30 days', () => {
    expect(submissionMetaSchema.parse({ formElapsedMs: 0 })).toEqual({ formElapsedMs: 0 });
    expect(submissionMetaSchema.parse({ formElapsedMs: MAX_FORM_ELAPSED_MS })).toEqual({ formElapsedMs: MAX_FORM_ELAPSED_MS });
    expect(submissionMetaSchema.parse({})).toEqual({});
  });

  it('refuses fractions, negatives, strings and anything past 30 days', () => {
    for (const formElapsedMs of [1.5, -1, '3000', MAX_FORM_ELAPSED_MS + 1, null]) {
      expect(submissionMetaSchema.safeParse({ formElapsedMs }).success, String(formElapsedMs)).toBe(false);
    }
  });
});

describe('local human-check tokens', () => {
  it('are new each time, and only that shape counts as one', () => {
    const token = newLocalHumanCheckToken();
    expect(token).toMatch(/^local-human-check:/);
    expect(isLocalHumanCheckToken(token)).toBe(true);
    expect(newLocalHumanCheckToken()).not.toBe(token);
    expect(isLocalHumanCheckToken('local-human-check')).toBe(false);
    expect(isLocalHumanCheckToken(`${token}x`)).toBe(false);
  });
});
