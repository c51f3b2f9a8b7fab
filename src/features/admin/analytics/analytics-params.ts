/**
 * The Analytics tab's choices, kept in the address (`/admin?tab=analytics&days=7&page=/quiz&device=mobile`)
 * so a view can be shared and the back button walks it. Defaults stay out of the URL.
 */
export const periods = [7, 30, 90] as const;
export type Period = (typeof periods)[number];
export const DEFAULT_PERIOD: Period = 30;

export const variantChoices = [
  { value: 'all', label: 'All variants' },
  { value: 'A', label: 'Variant A' },
  { value: 'B', label: 'Variant B' },
] as const;
export type VariantChoice = (typeof variantChoices)[number]['value'];

/** The device classes the heatmap records, each drawn at a typical width of its class. */
export const devices = [
  { value: 'mobile', label: 'Mobile', width: 390 },
  { value: 'tablet', label: 'Tablet', width: 768 },
  { value: 'desktop', label: 'Desktop', width: 1280 },
] as const;
export type Device = (typeof devices)[number]['value'];
export const DEFAULT_DEVICE: Device = 'desktop';

export type AnalyticsParams = {
  days: Period;
  /** The heatmap's page; null until chosen (the busiest page is shown). */
  page: string | null;
  variant: VariantChoice;
  device: Device;
  /** The scroll-depth panel's page; null until chosen. */
  scrollPage: string | null;
};

export function periodFrom(value: string | null): Period {
  return periods.find((period) => String(period) === value) ?? DEFAULT_PERIOD;
}

/**
 * A path of this site, and nothing else: the heatmap loads it in a frame, and the value comes from
 * anonymous beacons, so `//other.site` or `javascript:` must never reach the `src`.
 */
export function isSitePath(value: string | null): value is string {
  return value !== null && /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 500;
}

export function analyticsParamsFrom(params: URLSearchParams): AnalyticsParams {
  const variant = params.get('variant');
  const device = params.get('device');
  const page = params.get('page');
  const scrollPage = params.get('scroll');
  return {
    days: periodFrom(params.get('days')),
    page: isSitePath(page) ? page : null,
    variant: variant === 'A' || variant === 'B' ? variant : 'all',
    device: devices.find((option) => option.value === device)?.value ?? DEFAULT_DEVICE,
    scrollPage: isSitePath(scrollPage) ? scrollPage : null,
  };
}

/** The address parameters with `change` applied; other parameters (the tab) are kept. */
export function withAnalyticsParams(params: URLSearchParams, change: Partial<AnalyticsParams>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...analyticsParamsFrom(params), ...change };
  const set = (key: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('days', String(merged.days), String(DEFAULT_PERIOD));
  set('page', merged.page, null);
  set('variant', merged.variant, 'all');
  set('device', merged.device, DEFAULT_DEVICE);
  set('scroll', merged.scrollPage, null);
  return next;
}

export function deviceWidth(device: Device): number {
  return devices.find((option) => option.value === device)?.width ?? 1280;
}
