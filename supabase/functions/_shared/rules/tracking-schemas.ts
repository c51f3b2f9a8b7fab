/**
 * The payloads of the three beacons (docs/product.md#conversions, #heatmaps): POST /api/track-conversion, /api/heatmap-clicks
 * and /api/heatmap-scroll. The site builds its beacons against these schemas (through `@shared/`) and the
 * functions validate them again. Plain zod only: no Deno- or Node-only import here. As in ../schemas.ts,
 * every pattern sits behind a length cap that stops the checks.
 *
 * Every beacon carries the visitor's consent (`consent: { analytics: true, version }`): nothing is stored
 * without it ("no tracking request before consent where consent is required").
 */
import { z } from 'zod';
import { isoDateTime, lengthCap } from './schemas.ts';

/** 10 clicks and 20 scroll samples per batch. */
export const MAX_CLICKS_PER_BATCH = 10;
export const MAX_SCROLL_SAMPLES_PER_BATCH = 20;
/** Pixel coordinates and viewport sizes beyond this are not a real screen. */
export const MAX_PIXELS = 20_000;
/** A document taller than this is not a page of this site. */
export const MAX_DOCUMENT_PIXELS = 1_000_000;
export const MAX_ATTRIBUTION_LENGTH = 500;
export const MAX_PAGE_PATH_LENGTH = 500;

export const conversionTypes = [
  'generate_lead',
  'book_call',
  'agreement_accepted',
  'resource_download',
  'newsletter_signup',
] as const;
export type ConversionType = (typeof conversionTypes)[number];

export const CONSENT_REQUIRED_MESSAGE = 'Analytics consent is required';

/** The visitor's recorded choice: analytics accepted, under this wording version of the consent banner. */
export const trackingConsentSchema = z.object(
  {
    analytics: z.literal(true, CONSENT_REQUIRED_MESSAGE),
    version: z.string(CONSENT_REQUIRED_MESSAGE).trim().min(1, CONSENT_REQUIRED_MESSAGE).max(40, 'Consent version is too long'),
  },
  CONSENT_REQUIRED_MESSAGE,
);
export type TrackingConsent = z.infer<typeof trackingConsentSchema>;

/** A random id the browser keeps in sessionStorage for one visit. */
const SESSION_ID_MESSAGE = 'Session id must be 8 to 64 letters, digits, hyphens or underscores';
export const trackingSessionIdSchema = z
  .string('Session id is required')
  .max(64, lengthCap(SESSION_ID_MESSAGE))
  .regex(/^[A-Za-z0-9_-]{8,64}$/, SESSION_ID_MESSAGE);

/** A path of this site (no origin), e.g. /services/google-advertising. */
export const pagePathSchema = z
  .string('Page is required')
  .max(MAX_PAGE_PATH_LENGTH, lengthCap(`Page must be at most ${MAX_PAGE_PATH_LENGTH} characters`))
  .regex(/^\/[^\s]*$/, 'Page must be a path starting with /');

/** A client time: an ISO 8601 string or epoch milliseconds (what Date.now() gives); always an ISO string after parsing. */
export const clientTimestampSchema = z
  .union([isoDateTime('Timestamp must be an ISO date'), z.number().int().min(0).max(8.64e15)], 'Timestamp must be an ISO date or epoch milliseconds')
  .transform((value) => new Date(value).toISOString());

const pixels = (label: string, max = MAX_PIXELS) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(max, `${label} must be at most ${max}`);

/** The A/B test variant the visitor was shown. */
const abVariantSchema = z.enum(['A', 'B'], 'A/B variant must be A or B');

const attributionField = z
  .string()
  .max(MAX_ATTRIBUTION_LENGTH, `Must be at most ${MAX_ATTRIBUTION_LENGTH} characters`)
  .optional();

/** Campaign attribution (docs/product.md#attribution); its capture timestamp is dropped. */
export const attributionFieldsSchema = z.object({
  utm_source: attributionField,
  utm_medium: attributionField,
  utm_campaign: attributionField,
  utm_term: attributionField,
  utm_content: attributionField,
  gclid: attributionField,
  fbclid: attributionField,
  landing_page: attributionField,
  referrer: attributionField,
});

/**
 * POST /api/track-conversion: conversion_type, the attribution fields and conversion_timestamp. What the
 * conversion is worth is the server's (conversion-value.ts): a `conversion_value` or `currency` that an
 * older page still sends is dropped with every other unknown key, not refused, since a beacon cannot show
 * an error to anyone.
 */
export const conversionSchema = attributionFieldsSchema.extend({
  conversion_type: z.enum(conversionTypes, 'Unknown conversion type'),
  conversion_timestamp: isoDateTime('Conversion timestamp must be an ISO date'),
  session_id: trackingSessionIdSchema,
  consent: trackingConsentSchema,
});
export type ConversionBeacon = z.input<typeof conversionSchema>;
export type Conversion = z.output<typeof conversionSchema>;

/** A click record: where, on what kind of element (its tag name, never its text), and when. */
export const clickRecordSchema = z.object({
  x: pixels('x'),
  // Page coordinates: a click low on a long page (the home page is over 30,000 px tall on a phone) is real.
  y: pixels('y', MAX_DOCUMENT_PIXELS),
  element: z
    .string('Element is required')
    .max(32, lengthCap('Element must be at most 32 characters'))
    .regex(/^[a-z][a-z0-9-]*$/, "Element must be a lower-case tag name or 'unknown'"),
  timestamp: clientTimestampSchema,
});
export type ClickRecord = z.input<typeof clickRecordSchema>;

/** POST /api/heatmap-clicks: up to 10 clicks on one page, with the viewport they were made in. */
export const heatmapClicksSchema = z.object({
  page: pagePathSchema,
  viewportWidth: pixels('Viewport width'),
  viewportHeight: pixels('Viewport height'),
  abVariant: abVariantSchema.optional(),
  sessionId: trackingSessionIdSchema,
  consent: trackingConsentSchema,
  clicks: z
    .array(clickRecordSchema, 'Clicks must be a list')
    .min(1, 'At least one click is required')
    .max(MAX_CLICKS_PER_BATCH, `At most ${MAX_CLICKS_PER_BATCH} clicks per batch`),
});
export type HeatmapClicksBeacon = z.input<typeof heatmapClicksSchema>;

/** A scroll record (docs/product.md#heatmaps). */
export const scrollRecordSchema = z.object({
  scrollY: pixels('scrollY', MAX_DOCUMENT_PIXELS),
  timestamp: clientTimestampSchema,
  viewportHeight: pixels('Viewport height'),
});
export type ScrollRecord = z.input<typeof scrollRecordSchema>;

/** POST /api/heatmap-scroll: up to 20 samples on one page, with the document's height. */
export const heatmapScrollSchema = z.object({
  page: pagePathSchema,
  documentHeight: pixels('Document height', MAX_DOCUMENT_PIXELS),
  sessionId: trackingSessionIdSchema,
  consent: trackingConsentSchema,
  scroll: z
    .array(scrollRecordSchema, 'Scroll samples must be a list')
    .min(1, 'At least one scroll sample is required')
    .max(MAX_SCROLL_SAMPLES_PER_BATCH, `At most ${MAX_SCROLL_SAMPLES_PER_BATCH} scroll samples per batch`),
});
export type HeatmapScrollBeacon = z.input<typeof heatmapScrollSchema>;

/** The heatmaps' device classes, by viewport width (Tailwind's md and lg breakpoints). */
export function deviceClassOf(viewportWidth: number): 'mobile' | 'tablet' | 'desktop' {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1024) return 'tablet';
  return 'desktop';
}

// Analytics events ---------------------------------------------------------------------------------

/** Events per POST /api/analytics-events batch. */
export const MAX_ANALYTICS_EVENTS_PER_BATCH = 20;
/** An event's params as JSON, in bytes (UTF-8): a web vital or a quiz step needs a few dozen. */
export const MAX_EVENT_PARAMS_BYTES = 2048;
export const MAX_EVENT_PARAM_STRING_LENGTH = 500;

/** What the site reports to its own store (docs/product.md#analytics-events). */
export const analyticsEventNames = [
  'ab_test_view',
  'ab_test_conversion',
  'core_web_vital',
  'page_load_time',
  'scroll_depth',
  'engagement_time',
  'quiz_start',
  'quiz_step',
  'quiz_submit',
  'booking_submit',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/**
 * An event's parameters: one flat object of strings, numbers and booleans (e.g. {metric: 'LCP',
 * value: 1840, page: '/'}), at most MAX_EVENT_PARAMS_BYTES as JSON. Flat so that the admin's reads stay simple and
 * nothing a visitor typed can ride along in a nested blob.
 */
export const eventParamsSchema = z
  .record(
    z
      .string()
      .max(40, lengthCap('Parameter names are letters, digits and underscores'))
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Parameter names are letters, digits and underscores'),
    z.union(
      [z.string().max(MAX_EVENT_PARAM_STRING_LENGTH, `Parameter values must be at most ${MAX_EVENT_PARAM_STRING_LENGTH} characters`), z.number(), z.boolean()],
      'Parameter values must be strings, numbers or booleans',
    ),
    'Params must be an object',
  )
  .refine((params) => new TextEncoder().encode(JSON.stringify(params)).byteLength <= MAX_EVENT_PARAMS_BYTES, `Params must be at most ${MAX_EVENT_PARAMS_BYTES} bytes`);

export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames, 'Unknown event name'),
  page: pagePathSchema,
  params: eventParamsSchema.default({}),
  timestamp: clientTimestampSchema,
});
export type AnalyticsEventRecord = z.input<typeof analyticsEventSchema>;

/** POST /api/analytics-events: 1 to 20 events of one visit, with its variant and viewport width. */
export const analyticsEventsSchema = z.object({
  events: z
    .array(analyticsEventSchema, 'Events must be a list')
    .min(1, 'At least one event is required')
    .max(MAX_ANALYTICS_EVENTS_PER_BATCH, `At most ${MAX_ANALYTICS_EVENTS_PER_BATCH} events per batch`),
  sessionId: trackingSessionIdSchema,
  abVariant: abVariantSchema.optional(),
  viewportWidth: pixels('Viewport width'),
  consent: trackingConsentSchema,
});
export type AnalyticsEventsBeacon = z.input<typeof analyticsEventsSchema>;

// Consent -----------------------------------------------------------------------------------------

export const consentSources = ['banner', 'settings', 'gpc'] as const;
export type ConsentSource = (typeof consentSources)[number];

/**
 * POST /api/consent: the visitor's choice, stored whatever it is (a refusal needs proving too), so it
 * carries no consent marker. The browser's decidedAt, if sent, is ignored: the server's clock is the proof.
 */
export const consentChoiceSchema = z.object({
  analytics: z.boolean('Analytics choice must be true or false'),
  version: z.string('Consent version is required').trim().min(1, 'Consent version is required').max(40, 'Consent version is too long'),
  source: z.enum(consentSources, "Source must be 'banner', 'settings' or 'gpc'"),
  sessionId: trackingSessionIdSchema,
});
export type ConsentChoice = z.input<typeof consentChoiceSchema>;
