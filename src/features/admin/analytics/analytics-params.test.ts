import { describe, expect, it } from 'vitest';
import { analyticsParamsFrom, deviceWidth, isSitePath, withAnalyticsParams } from './analytics-params';

describe('the Analytics tab address', () => {
  it('reads 7, 30 or 90 days and falls back to 30 for anything else', () => {
    expect(analyticsParamsFrom(new URLSearchParams('days=7')).days).toBe(7);
    expect(analyticsParamsFrom(new URLSearchParams('days=90')).days).toBe(90);
    expect(analyticsParamsFrom(new URLSearchParams('days=365')).days).toBe(30);
    expect(analyticsParamsFrom(new URLSearchParams('')).days).toBe(30);
  });

  it('reads the heatmap choices with all variants on desktop as the default', () => {
    expect(analyticsParamsFrom(new URLSearchParams('page=/quiz&variant=B&device=mobile'))).toEqual({
      days: 30,
      page: '/quiz',
      variant: 'B',
      device: 'mobile',
      scrollPage: null,
    });
    expect(analyticsParamsFrom(new URLSearchParams('variant=C&device=watch'))).toMatchObject({ variant: 'all', device: 'desktop' });
  });

  it('keeps the tab and leaves defaults out', () => {
    const params = new URLSearchParams('tab=analytics&days=7&variant=A');
    expect(withAnalyticsParams(params, { days: 30 }).toString()).toBe('tab=analytics&variant=A');
    expect(withAnalyticsParams(params, { variant: 'all', device: 'tablet' }).toString()).toBe('tab=analytics&days=7&device=tablet');
    expect(withAnalyticsParams(params, { page: '/services' }).get('page')).toBe('/services');
  });

  it('accepts only paths of this site as pages, since the heatmap loads them in a frame', () => {
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('/services/google-advertising?x=1')).toBe(true);
    expect(isSitePath('//evil.example/')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('javascript:alert(1)')).toBe(false);
    expect(isSitePath('https://evil.example/')).toBe(false);
    expect(analyticsParamsFrom(new URLSearchParams('page=//evil.example')).page).toBeNull();
  });

  it('draws each device class at its typical width', () => {
    expect([deviceWidth('mobile'), deviceWidth('tablet'), deviceWidth('desktop')]).toEqual([390, 768, 1280]);
  });
});
