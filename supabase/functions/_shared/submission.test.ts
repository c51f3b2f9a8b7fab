import { describe, expect, it } from 'vitest';
import { attributionSchema, submissionMetaSchema } from './submission.ts';

describe('attributionSchema', () => {
  it('accepts the session attribution of spec 2 §3 with its ISO timestamp', () => {
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
