import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient, ClickMap } from '../api/admin-database';
import { adminKeys } from '../api/query-keys';
import { deviceWidth, type Device, type Period, type VariantChoice } from './analytics-params';
import { heatGrid } from './heat';

/*
 * One query per panel, each calling one security-invoker function, so RLS decides what a caller sees
 * and a panel that fails does not take the others with it. The previous period's data stays on
 * screen while the next loads, so switching 7/30/90 does not flash skeletons.
 */

/** What a call of a function's rpc returns once its error is thrown. */
async function rows<Row>(call: PromiseLike<{ data: Row | null; error: Error | null }>): Promise<Row> {
  const { data, error } = await call;
  if (error) throw error;
  return data as Row;
}

/**
 * The heatmap's choices as analytics_click_map takes them: `null` variant means all; the grid is the one
 * the chart draws at the device's width.
 */
export type ClickMapArgs = { page: string; variant: string | null; device: Device; days: Period; columns: number; row_height: number };

export function clickMapArgs(page: string | null, variant: VariantChoice, device: Device, days: Period): ClickMapArgs {
  const grid = heatGrid(deviceWidth(device));
  return { page: page ?? '', variant: variant === 'all' ? null : variant, device, days, columns: grid.columns, row_height: grid.rowHeight };
}

/** The function answers one row whatever the number of cells; no row at all (not an admin) is no clicks. */
async function readClickMap(client: AdminClient, args: ClickMapArgs): Promise<ClickMap> {
  const [map] = await rows(client.rpc('analytics_click_map', args));
  return map ?? { total_clicks: 0, cells: [] };
}

/** Each panel's read, outside React too: the scale bench (bench/scale.ts) times exactly these. */
export const analyticsReads = {
  leads: (client: AdminClient, days: Period) => rows(client.rpc('analytics_leads_per_day', { days })),
  funnel: (client: AdminClient, days: Period) => rows(client.rpc('analytics_funnel', { days })),
  ab: (client: AdminClient, days: Period) => rows(client.rpc('analytics_ab_results', { days })),
  pages: (client: AdminClient, days: Period) => rows(client.rpc('analytics_pages', { days })),
  clicks: readClickMap,
  scroll: (client: AdminClient, days: Period) => rows(client.rpc('analytics_scroll_depth', { days })),
  vitals: (client: AdminClient, days: Period) => rows(client.rpc('analytics_web_vitals', { days })),
};

type PeriodPanel = Exclude<keyof typeof analyticsReads, 'clicks'>;

function usePeriodPanel<Data>(panel: PeriodPanel, days: Period, read: (client: AdminClient, days: Period) => Promise<Data>) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.analytics(panel, { days }),
    queryFn: () => read(client, days),
    placeholderData: keepPreviousData,
  });
}

export const useLeadsPerDay = (days: Period) => usePeriodPanel('leads', days, analyticsReads.leads);
export const useFunnel = (days: Period) => usePeriodPanel('funnel', days, analyticsReads.funnel);
export const useAbResults = (days: Period) => usePeriodPanel('ab', days, analyticsReads.ab);
export const useAnalyticsPages = (days: Period) => usePeriodPanel('pages', days, analyticsReads.pages);
export const useScrollDepth = (days: Period) => usePeriodPanel('scroll', days, analyticsReads.scroll);
export const useWebVitals = (days: Period) => usePeriodPanel('vitals', days, analyticsReads.vitals);

/** The click map of one page at the device's width; `all` variants is every click. */
export function useClickMap(page: string | null, variant: VariantChoice, device: Device, days: Period) {
  const client = useAdminClient();
  const args = clickMapArgs(page, variant, device, days);
  return useQuery({
    queryKey: adminKeys.analytics('clicks', args),
    queryFn: () => analyticsReads.clicks(client, args),
    enabled: page !== null,
  });
}
