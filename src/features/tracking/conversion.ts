/**
 * The conversion beacon (docs/product.md#conversions): POST /api/track-conversion with the conversion's
 * type, the session's campaign attribution and its time. What it is worth is the server's to say
 * (`_shared/rules/conversion-value.ts`), so the beacon names no value. It belongs to the analytics
 * category, so it is sent only with consent. A failure is only logged: the visitor's lead has
 * already been saved by then, and nothing they see depends on this call.
 */
import type { Attribution } from '@shared/submission.ts';
import type { ConversionBeacon, ConversionType } from '@shared/tracking-schemas.ts';
import { readAttribution } from '@/features/lead-capture/attribution';
import { consentClaim, getConsentStore, type ConsentClaim } from './consent';
import { getTrackingSessionId } from './session-id';

export type { ConversionType };

export const CONVERSION_URL = '/api/track-conversion';
export const CONVERSION_ERROR_MESSAGE = 'Conversion tracking error';

const ATTRIBUTION_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'landing_page', 'referrer'] as const;

export interface ConversionInput {
  type: ConversionType;
  attribution: Attribution | undefined;
  now: Date;
  sessionId: string;
  consent: ConsentClaim;
}

/** The request body (pure). The attribution's own capture time is not a field of this call. */
export function conversionPayload(input: ConversionInput): ConversionBeacon {
  const payload: ConversionBeacon = {
    conversion_type: input.type,
    conversion_timestamp: input.now.toISOString(),
    session_id: input.sessionId,
    consent: input.consent,
  };
  for (const field of ATTRIBUTION_FIELDS) {
    const value = input.attribution?.[field];
    if (value) payload[field] = value;
  }
  return payload;
}

export interface TrackConversionDeps {
  consent?: () => ConsentClaim | null;
  fetch?: typeof fetch;
  attribution?: () => Attribution | undefined;
  sessionId?: () => string;
  now?: () => Date;
}

/** Reports a conversion; resolves when done, never rejects. Nothing is sent without analytics consent. */
export async function trackConversion(type: ConversionType, deps: TrackConversionDeps = {}): Promise<void> {
  try {
    const consent = (deps.consent ?? (() => consentClaim(getConsentStore().getSnapshot())))();
    if (!consent) return;
    const body = conversionPayload({
      type,
      attribution: (deps.attribution ?? (() => readAttribution()))(),
      now: (deps.now ?? (() => new Date()))(),
      sessionId: (deps.sessionId ?? (() => getTrackingSessionId()))(),
      consent,
    });
    // keepalive: a lead's success often navigates away at once; the request must outlive the page.
    const response = await (deps.fetch ?? fetch)(CONVERSION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!response.ok) console.error(CONVERSION_ERROR_MESSAGE, response.status);
  } catch (error) {
    console.error(CONVERSION_ERROR_MESSAGE, error);
  }
}
