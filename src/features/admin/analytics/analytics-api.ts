import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../api/admin-client';
import { adminKeys } from '../api/query-keys';
import type { Device, Period, VariantChoice } from './analytics-params';

/*
 * One query per panel, each calling one security-invoker function, so RLS decides what a caller sees
 * and a panel that fails does not take the others with it. The previous period's data stays on
 * screen while the next loads, so switching 7/30/90 does not flash skeletons.
 */

export function useLeadsPerDay(days: Period) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.analytics('leads', { days }),
    queryFn: async () => {
      const { data, error } = await client.rpc('analytics_leads_per_day', { days });
      if (error) throw error;
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useFunnel(days: Period) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.analytics('funnel', { days }),
    queryFn: async () => {
      const { data, error } = await client.rpc('analytics_funnel', { days });
      if (error) throw error;
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useAbResults(days: Period) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.analytics('ab', { days }),
    queryFn: async () => {
      const { data, error } = await client.rpc('analytics_ab_results', { days });
      if (error) throw error;
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsPages(days: Period) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.analytics('pages', { days }),
    queryFn: async () => {
      const { data, error } = await client.rpc('analytics_pages', { days });
      if (error) throw error;
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Clicks on one page; `null` variant or device means all (the function's contract). */
export function useClickPoints(page: string | null, variant: VariantChoice, device: Device, days: Period) {
  const client = useAdminClient();
  const args = { page: page ?? '', variant: variant === 'all' ? null : variant, device, days };
  return useQuery({
    queryKey: adminKeys.analytics('clicks', args),
    queryFn: async () => {
      const { data, error } = await client.rpc('analytics_click_points', args);
      if (error) throw error;
      return data;
    },
    enabled: page !== null,
  });
}

export function useScrollDepth(days: Period) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.analytics('scroll', { days }),
    queryFn: async () => {
      const { data, error } = await client.rpc('analytics_scroll_depth', { days });
      if (error) throw error;
      return data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useWebVitals(days: Period) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.analytics('vitals', { days }),
    queryFn: async () => {
      const { data, error } = await client.rpc('analytics_web_vitals', { days });
      if (error) throw error;
      return data;
    },
    placeholderData: keepPreviousData,
  });
}
