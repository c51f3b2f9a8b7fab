import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@shared/webhooks/endpoint-schema.ts';
import type { Tables } from '@/lib/database';
import { useAdminClient } from '../api/admin-client';
import { webhookDeliveryColumns, webhookEndpointColumns } from '../api/columns';
import { adminKeys } from '../api/query-keys';

export type EndpointRow = Pick<Tables<'webhook_endpoints'>, 'id' | 'created_at' | 'url' | 'kind' | 'events' | 'description' | 'paused'>;
export type DeliveryRow = Pick<
  Tables<'webhook_deliveries'>,
  'id' | 'endpoint_id' | 'event_type' | 'status' | 'attempts' | 'last_status_code' | 'last_error' | 'last_attempt_at' | 'delivered_at' | 'created_at'
>;

/** The log shows the newest deliveries: enough to see a receiver's trouble, cheap at any volume. */
export const DELIVERIES_SHOWN = 50;

export function useEndpoints() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.integrations('endpoints'),
    queryFn: async (): Promise<EndpointRow[]> => {
      const { data, error } = await client.from('webhook_endpoints').select(webhookEndpointColumns).order('created_at');
      if (error) throw error;
      return data;
    },
  });
}

/** Refreshed every 10 s while the tab is open: a delivery moves from waiting to delivered within a minute. */
export function useDeliveries() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.integrations('deliveries'),
    queryFn: async (): Promise<DeliveryRow[]> => {
      const { data, error } = await client
        .from('webhook_deliveries')
        .select(webhookDeliveryColumns)
        .order('created_at', { ascending: false })
        .order('id')
        .limit(DELIVERIES_SHOWN);
      if (error) throw error;
      return data;
    },
    refetchInterval: 10_000,
  });
}

/** A secret the database answered, shown to the admin once. */
function secretOf(data: unknown): string {
  if (typeof data === 'object' && data !== null && 'secret' in data && typeof data.secret === 'string') return data.secret;
  throw new Error('The database gave no secret.');
}

/** Runs an Integrations change, then reads the tab again. */
function useIntegrationsChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'integrations'] }),
  });
}

/** Whether the signed-in admin has a calendar feed, and since when (never its URL, which is not kept). */
export function useCalendarFeedStatus() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.integrations('calendar-feed'),
    queryFn: async (): Promise<{ active: boolean; created_at: string | null }> => {
      const { data, error } = await client.rpc('calendar_feed_status');
      if (error) throw error;
      const status = data as { active?: unknown; created_at?: unknown } | null;
      return { active: status?.active === true, created_at: typeof status?.created_at === 'string' ? status.created_at : null };
    },
  });
}

export function useIntegrationsActions() {
  const client = useAdminClient();
  const fail = (error: unknown) => {
    if (error) throw error;
  };
  return {
    add: useIntegrationsChange(async ({ url, kind, events, description }: WebhookEndpoint) => {
      const { data, error } = await client.rpc('create_webhook_endpoint', { url, kind, events, description });
      fail(error);
      return secretOf(data);
    }),
    setPaused: useIntegrationsChange(async ({ id, paused }: { id: string; paused: boolean }) => {
      fail((await client.from('webhook_endpoints').update({ paused }).eq('id', id)).error);
    }),
    remove: useIntegrationsChange(async (id: string) => {
      fail((await client.from('webhook_endpoints').delete().eq('id', id)).error);
    }),
    rotate: useIntegrationsChange(async (id: string) => {
      const { data, error } = await client.rpc('rotate_webhook_secret', { endpoint_id: id });
      fail(error);
      return secretOf(data);
    }),
    test: useIntegrationsChange(async (id: string) => {
      fail((await client.rpc('send_webhook_test', { endpoint_id: id })).error);
    }),
    replay: useIntegrationsChange(async (id: string) => {
      fail((await client.rpc('replay_webhook_delivery', { delivery_id: id })).error);
    }),
    /** Makes the admin's calendar feed, or replaces it (the old URL stops working): its token, shown once. */
    issueFeed: useIntegrationsChange(async () => {
      const { data, error } = await client.rpc('issue_calendar_feed');
      fail(error);
      if (typeof data !== 'string') throw new Error('The database gave no feed address.');
      return data;
    }),
    revokeFeed: useIntegrationsChange(async () => {
      fail((await client.rpc('revoke_calendar_feed')).error);
    }),
  };
}

export type IntegrationsActions = ReturnType<typeof useIntegrationsActions>;
