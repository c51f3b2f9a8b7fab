/**
 * Our own store of analytics events: POST /api/analytics-events in batches of up to 20 events,
 * flushed when a batch is full and when the page is hidden or left. The body is the contract of
 * that endpoint: `{ events: [{ name, page, params, timestamp }], sessionId, abVariant?, viewportWidth, consent }`.
 */
import type { AnalyticsEventsBeacon } from '@shared/tracking-schemas.ts';
import { type AbVariant } from './ab-test';
import { type StoredAnalyticsEvent } from './analytics';
import { createBeaconQueue, type BeaconQueue, type PageLifecycle, type SendBeacon } from './beacon-queue';
import { type ConsentClaim } from './consent';

export const ANALYTICS_EVENTS_URL = '/api/analytics-events';
/** The endpoint's batch limit (MAX_ANALYTICS_EVENTS_PER_BATCH; not imported so zod stays out of the page bundle). */
export const EVENT_BATCH_SIZE = 20;
const MAX_PIXELS = 20_000;

export type { AnalyticsEventsBeacon };

export interface AnalyticsEventQueueOptions {
  /** The consent proof, or null when analytics is not allowed: then events are dropped, never sent. */
  consent: () => ConsentClaim | null;
  sessionId: () => string;
  abVariant: () => AbVariant | null;
  viewportWidth: () => number;
  send?: SendBeacon;
  lifecycle?: PageLifecycle;
}

/** The request body for one batch (pure); null without consent. */
export function analyticsEventsBody(
  events: readonly StoredAnalyticsEvent[],
  context: { consent: ConsentClaim | null; sessionId: () => string; abVariant: AbVariant | null; viewportWidth: number },
): AnalyticsEventsBeacon | null {
  if (!context.consent || events.length === 0) return null;
  return {
    events: events.map(({ name, page, params, timestamp }) => ({ name, page, params, timestamp })),
    sessionId: context.sessionId(),
    ...(context.abVariant ? { abVariant: context.abVariant } : {}),
    viewportWidth: Math.min(MAX_PIXELS, Math.max(0, Math.round(context.viewportWidth))),
    consent: context.consent,
  };
}

export function createAnalyticsEventQueue(options: AnalyticsEventQueueOptions): BeaconQueue<StoredAnalyticsEvent> {
  return createBeaconQueue<StoredAnalyticsEvent>({
    url: ANALYTICS_EVENTS_URL,
    batchSize: EVENT_BATCH_SIZE,
    allowed: () => options.consent() !== null,
    toBody: (events) =>
      analyticsEventsBody(events, {
        consent: options.consent(),
        sessionId: options.sessionId,
        abVariant: options.abVariant(),
        viewportWidth: options.viewportWidth(),
      }),
    ...(options.send ? { send: options.send } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  });
}
