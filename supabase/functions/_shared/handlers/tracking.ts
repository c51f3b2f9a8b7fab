/**
 * The beacons (docs/architecture.md#tracking-and-analytics-beacons): track-conversion, heatmap-clicks, heatmap-scroll and analytics-events. Each
 * one refuses a visitor with Global Privacy Control on, bounds the body before parsing, accepts JSON sent
 * as application/json or as text/plain (navigator.sendBeacon with a string), validates with the shared
 * schema (consent included), then stores the batch and counts the request in one SQL function call. The
 * database drops what a session has already sent (an A/B view or click, a conversion of a type), and a
 * conversion's value is the server's (rules/conversion-value.ts): no field of a beacon buys a figure.
 * The consent endpoint follows the same rules except two: it needs no consent (it records the choice)
 * and Global Privacy Control is recorded as a refusal rather than refused.
 *
 * The functions run with verify_jwt = false (sendBeacon cannot send an apikey header), so the rate limit
 * lives in the database, per endpoint and per client: a salted hash of the client's address as the
 * platform saw it (client-address.ts), never the address. Nothing the client writes (a user agent, a
 * forwarded-for entry) picks the count: a new one per request would be a new count per request.
 */
import { z } from 'zod';
import type { EnvReader } from '../infra/env.ts';
import { hashSaltFromEnv, limitFromEnv } from '../infra/rate-limit.ts';
import { rateLimitSubject } from '../infra/client-address.ts';
import { corsHeaders, errorResponse, json, preflight, type Handler } from '../infra/http.ts';
import type { Database } from '../database.types.ts';
import { createServiceClient, type JsonObject, type ServiceClient } from '../infra/service-client.ts';
import { parseJsonBody } from '../infra/request-body.ts';
import { BODY_TOO_LARGE_MESSAGE } from '../rules/validation.ts';
import { sha256Hex } from '../rules/sha256-hex.ts';
import { CONVERSION_CURRENCY, conversionValueOf } from '../rules/conversion-value.ts';
import {
  analyticsEventsSchema,
  consentChoiceSchema,
  conversionSchema,
  deviceClassOf,
  heatmapClicksSchema,
  heatmapScrollSchema,
} from '../rules/tracking-schemas.ts';

/** Requests each client may make to each beacon per window; the database counts them. */
export const TRACKING_RATE_LIMIT: RateLimit = { maxRequests: 60, windowSeconds: 60 };
/** A full batch of scroll samples is a fraction of this; anything past this is not our beacon. */
export const MAX_TRACKING_BODY_BYTES = 16 * 1024;

export const GPC_REFUSAL_MESSAGE = 'Global Privacy Control is on: nothing was stored';
export const RATE_LIMITED_MESSAGE = 'Too many tracking requests';
export const TRACKING_UNAVAILABLE_MESSAGE = 'Tracking is unavailable';
export const UNSUPPORTED_CONTENT_TYPE_MESSAGE = 'Send JSON as application/json or text/plain';

export interface RateLimit {
  maxRequests: number;
  windowSeconds: number;
}

export type TrackingEndpoint = 'track-conversion' | 'heatmap-clicks' | 'heatmap-scroll' | 'analytics-events' | 'consent';

export interface TrackingWrite {
  clientKey: string;
  requestedAt: Date;
  rateLimit: RateLimit;
  /** Rows named like the table's columns. */
  rows: JsonObject[];
}

export interface TrackingWriteResult {
  stored: number;
  /** 0 when the request was within the limit; else nothing was stored. */
  retry_after_seconds: number;
}

export interface TrackingStore {
  /** Counts the request against the client's limit and, within it, stores every row in one statement. */
  record(endpoint: TrackingEndpoint, write: TrackingWrite): Promise<TrackingWriteResult>;
}

export interface TrackingDependencies {
  store: TrackingStore;
  /** Secret mixed into the client key so that it cannot be reversed to an IP address. */
  hashSalt: string;
  now: () => Date;
  rateLimit?: RateLimit;
}

/** The rpc each endpoint writes through; all five take the same arguments. */
const rpcNames = {
  'track-conversion': 'record_tracking_conversions',
  'heatmap-clicks': 'record_heatmap_clicks',
  'heatmap-scroll': 'record_heatmap_scroll',
  'analytics-events': 'record_analytics_events',
  consent: 'record_consent',
} as const satisfies Record<TrackingEndpoint, keyof Database['public']['Functions']>;

const writeResultSchema = z.object({ stored: z.number(), retry_after_seconds: z.number() });

export function rpcTrackingStore(client: ServiceClient): TrackingStore {
  return {
    async record(endpoint, { clientKey, requestedAt, rateLimit, rows }) {
      const { data, error } = await client.rpc(rpcNames[endpoint], {
        client_key: clientKey,
        requested_at: requestedAt.toISOString(),
        max_requests: rateLimit.maxRequests,
        window_seconds: rateLimit.windowSeconds,
        records: rows,
      });
      if (error) throw new Error(`${rpcNames[endpoint]} failed: ${error.message}`);
      return writeResultSchema.parse(data);
    },
  };
}

/**
 * A hex SHA-256 of salt and the client's address (an IPv6 client's /64): one count per client whatever
 * headers it sends, not reversible without the salt. Browsers behind one address share it.
 */
export async function trackingClientKey(request: Request, salt: string): Promise<string> {
  return sha256Hex(`${salt}\n${rateLimitSubject(request)}`);
}

/** Global Privacy Control (Sec-GPC: 1): the visitor has opted out, so no beacon is stored. */
export function hasGlobalPrivacyControl(request: Request): boolean {
  return request.headers.get('sec-gpc')?.trim() === '1';
}

/** The browser family named by a user agent ('Edge', 'Chrome', …), or null: a record's context, never a fingerprint. */
export function userAgentFamily(userAgent: string | null): string | null {
  if (!userAgent) return null;
  // Order matters: Edge and Opera say Chrome too, Chrome says Safari, and bots may say anything.
  const families: [RegExp, string][] = [
    [/bot|crawl|spider|headless/i, 'Bot'],
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  return families.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

/** The body as text, or null when it is larger than `maxBytes` (read no further than that). */
async function readBoundedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** JSON may come as application/json (fetch) or text/plain (sendBeacon with a string); no type is accepted too. */
function isAcceptedContentType(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || type === 'application/json' || type === 'text/plain';
}

/** What a beacon's rows may use besides the body. */
interface BeaconContext {
  /** The request carried Sec-GPC: 1 (only the consent endpoint gets this far with it). */
  gpc: boolean;
  userAgent: string | null;
}

interface Beacon<Schema extends z.ZodType> {
  endpoint: TrackingEndpoint;
  schema: Schema;
  /** 'refuse' (every tracking beacon) answers 403 before reading; 'record' lets the consent endpoint store the refusal. */
  onGlobalPrivacyControl?: 'refuse' | 'record';
  rows(data: z.output<Schema>, context: BeaconContext): JsonObject[];
}

function createBeaconHandler<Schema extends z.ZodType>(beacon: Beacon<Schema>, deps: TrackingDependencies): Handler {
  const rateLimit = deps.rateLimit ?? TRACKING_RATE_LIMIT;
  return async (request) => {
    const answered = preflight(request);
    if (answered) return answered;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    // Before reading anything: a visitor who opted out is not tracked, whatever the page sent.
    const gpc = hasGlobalPrivacyControl(request);
    if (gpc && (beacon.onGlobalPrivacyControl ?? 'refuse') === 'refuse') return errorResponse(403, GPC_REFUSAL_MESSAGE);
    if (!isAcceptedContentType(request)) return errorResponse(415, UNSUPPORTED_CONTENT_TYPE_MESSAGE);

    const text = await readBoundedText(request, MAX_TRACKING_BODY_BYTES);
    if (text === null) return errorResponse(413, BODY_TOO_LARGE_MESSAGE);
    const result = parseJsonBody(text, beacon.schema);
    if (!result.ok) return result.response;

    try {
      const written = await deps.store.record(beacon.endpoint, {
        clientKey: await trackingClientKey(request, deps.hashSalt),
        requestedAt: deps.now(),
        rateLimit,
        rows: beacon.rows(result.data, { gpc, userAgent: request.headers.get('user-agent') }),
      });
      if (written.retry_after_seconds > 0) {
        return json({ error: RATE_LIMITED_MESSAGE }, { status: 429, headers: { 'Retry-After': String(written.retry_after_seconds) } });
      }
      return new Response(null, { status: 204, headers: corsHeaders });
    } catch (error) {
      console.error(`${beacon.endpoint}: could not store the beacon: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(503, TRACKING_UNAVAILABLE_MESSAGE);
    }
  };
}

const orNull = (value: string | undefined) => (value ? value : null);

/** The value and currency are the server's, by type: the beacon's body never names them (conversion-value.ts). */
const conversionBeacon: Beacon<typeof conversionSchema> = {
  endpoint: 'track-conversion',
  schema: conversionSchema,
  rows: (conversion) => [
    {
      conversion_type: conversion.conversion_type,
      utm_source: orNull(conversion.utm_source),
      utm_medium: orNull(conversion.utm_medium),
      utm_campaign: orNull(conversion.utm_campaign),
      utm_term: orNull(conversion.utm_term),
      utm_content: orNull(conversion.utm_content),
      gclid: orNull(conversion.gclid),
      fbclid: orNull(conversion.fbclid),
      landing_page: orNull(conversion.landing_page),
      referrer: orNull(conversion.referrer),
      conversion_timestamp: conversion.conversion_timestamp,
      conversion_value: conversionValueOf(conversion.conversion_type),
      currency: CONVERSION_CURRENCY,
      session_id: conversion.session_id,
    },
  ],
};

const heatmapClicksBeacon: Beacon<typeof heatmapClicksSchema> = {
  endpoint: 'heatmap-clicks',
  schema: heatmapClicksSchema,
  rows: (batch) =>
    batch.clicks.map((click) => ({
      page_path: batch.page,
      x: click.x,
      y: click.y,
      element: click.element,
      viewport_width: batch.viewportWidth,
      viewport_height: batch.viewportHeight,
      device_class: deviceClassOf(batch.viewportWidth),
      ab_variant: batch.abVariant ?? null,
      session_id: batch.sessionId,
      client_timestamp: click.timestamp,
    })),
};

const heatmapScrollBeacon: Beacon<typeof heatmapScrollSchema> = {
  endpoint: 'heatmap-scroll',
  schema: heatmapScrollSchema,
  rows: (batch) =>
    batch.scroll.map((sample) => ({
      page_path: batch.page,
      scroll_y: sample.scrollY,
      viewport_height: sample.viewportHeight,
      document_height: batch.documentHeight,
      session_id: batch.sessionId,
      client_timestamp: sample.timestamp,
    })),
};

const analyticsEventsBeacon: Beacon<typeof analyticsEventsSchema> = {
  endpoint: 'analytics-events',
  schema: analyticsEventsSchema,
  rows: (batch) =>
    batch.events.map((event) => ({
      name: event.name,
      page: event.page,
      params: event.params,
      session_id: batch.sessionId,
      ab_variant: batch.abVariant ?? null,
      viewport_width: batch.viewportWidth,
      device_class: deviceClassOf(batch.viewportWidth),
      client_timestamp: event.timestamp,
    })),
};

/**
 * POST /api/consent: stores the choice as proof (time, category, wording version, source, hashed
 * client key). Sec-GPC: 1 is stored as source 'gpc' with analytics refused, whatever the body says.
 */
const consentBeacon: Beacon<typeof consentChoiceSchema> = {
  endpoint: 'consent',
  schema: consentChoiceSchema,
  onGlobalPrivacyControl: 'record',
  rows: (choice, { gpc, userAgent }) => [
    {
      analytics: gpc || choice.source === 'gpc' ? false : choice.analytics,
      version: choice.version,
      source: gpc ? 'gpc' : choice.source,
      session_id: choice.sessionId,
      user_agent_family: userAgentFamily(userAgent),
    },
  ],
};

export const createTrackConversionHandler = (deps: TrackingDependencies): Handler => createBeaconHandler(conversionBeacon, deps);
export const createHeatmapClicksHandler = (deps: TrackingDependencies): Handler => createBeaconHandler(heatmapClicksBeacon, deps);
export const createHeatmapScrollHandler = (deps: TrackingDependencies): Handler => createBeaconHandler(heatmapScrollBeacon, deps);
export const createAnalyticsEventsHandler = (deps: TrackingDependencies): Handler => createBeaconHandler(analyticsEventsBeacon, deps);
export const createConsentHandler = (deps: TrackingDependencies): Handler => createBeaconHandler(consentBeacon, deps);

/**
 * The beacons reach the functions through the static host's /api rewrite, so the address the platform
 * vouches for is the host's proxy, shared by the visitors it forwards: TRACKING_RATE_LIMIT_PER_CLIENT
 * raises the per-minute count for a busy site (README.md, production).
 */
export function trackingDependenciesFromEnv(env: EnvReader): TrackingDependencies {
  return {
    store: rpcTrackingStore(createServiceClient(env)),
    hashSalt: hashSaltFromEnv(env),
    rateLimit: { ...TRACKING_RATE_LIMIT, maxRequests: limitFromEnv(env, 'TRACKING_RATE_LIMIT_PER_CLIENT', TRACKING_RATE_LIMIT.maxRequests) },
    now: () => new Date(),
  };
}

export const trackConversionHandlerFromEnv = (env: EnvReader): Handler => createTrackConversionHandler(trackingDependenciesFromEnv(env));
export const heatmapClicksHandlerFromEnv = (env: EnvReader): Handler => createHeatmapClicksHandler(trackingDependenciesFromEnv(env));
export const heatmapScrollHandlerFromEnv = (env: EnvReader): Handler => createHeatmapScrollHandler(trackingDependenciesFromEnv(env));
export const analyticsEventsHandlerFromEnv = (env: EnvReader): Handler => createAnalyticsEventsHandler(trackingDependenciesFromEnv(env));
export const consentHandlerFromEnv = (env: EnvReader): Handler => createConsentHandler(trackingDependenciesFromEnv(env));
