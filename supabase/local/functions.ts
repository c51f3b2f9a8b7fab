import { approveSignInNetworkHandlerFromEnv } from '../functions/_shared/handlers/approve-sign-in-network.ts';
import { bookCallHandlerFromEnv } from '../functions/_shared/handlers/book-call.ts';
import { bookingAvailabilityHandlerFromEnv } from '../functions/_shared/handlers/booking-availability.ts';
import type { EnvReader } from '../functions/_shared/infra/env.ts';
import { exitIntentSignupHandlerFromEnv } from '../functions/_shared/handlers/exit-intent-signup.ts';
import { healthHandlerFromEnv } from '../functions/_shared/handlers/health.ts';
import type { Handler } from '../functions/_shared/infra/http.ts';
import { manageBookingHandlerFromEnv } from '../functions/_shared/handlers/manage-booking.ts';
import { notifyNewLeadHandlerFromEnv } from '../functions/_shared/handlers/notify-new-lead.ts';
import { dispatchEmailOutboxHandlerFromEnv } from '../functions/_shared/handlers/dispatch-email-outbox.ts';
import { dispatchWebhooksHandlerFromEnv } from '../functions/_shared/handlers/dispatch-webhooks.ts';
import { staffBookingHandlerFromEnv } from '../functions/_shared/handlers/staff-booking.ts';
import { staffCalendarHandlerFromEnv } from '../functions/_shared/handlers/staff-calendar.ts';
import { sendContactEmailHandlerFromEnv } from '../functions/_shared/handlers/send-contact-email.ts';
import { submitLeadHandlerFromEnv } from '../functions/_shared/handlers/submit-lead.ts';
import { submitResourceDownloadHandlerFromEnv } from '../functions/_shared/handlers/submit-resource-download.ts';
import {
  analyticsEventsHandlerFromEnv,
  consentHandlerFromEnv,
  heatmapClicksHandlerFromEnv,
  heatmapScrollHandlerFromEnv,
  trackConversionHandlerFromEnv,
} from '../functions/_shared/handlers/tracking.ts';

/**
 * The functions the local backend serves at /functions/v1/<name>: the same `…FromEnv` wiring that
 * each Deno entry (supabase/functions/<name>/index.ts) hands to Deno.serve.
 */
export const functionFactories: Record<string, (env: EnvReader) => Handler> = {
  health: healthHandlerFromEnv,
  'send-contact-email': sendContactEmailHandlerFromEnv,
  'submit-resource-download': submitResourceDownloadHandlerFromEnv,
  'exit-intent-signup': exitIntentSignupHandlerFromEnv,
  'dispatch-email-outbox': dispatchEmailOutboxHandlerFromEnv,
  'dispatch-webhooks': dispatchWebhooksHandlerFromEnv,
  'submit-lead': submitLeadHandlerFromEnv,
  'notify-new-lead': notifyNewLeadHandlerFromEnv,
  'book-call': bookCallHandlerFromEnv,
  'manage-booking': manageBookingHandlerFromEnv,
  'booking-availability': bookingAvailabilityHandlerFromEnv,
  'staff-booking': staffBookingHandlerFromEnv,
  'staff-calendar': staffCalendarHandlerFromEnv,
  'approve-sign-in-network': approveSignInNetworkHandlerFromEnv,
  'track-conversion': trackConversionHandlerFromEnv,
  'heatmap-clicks': heatmapClicksHandlerFromEnv,
  'heatmap-scroll': heatmapScrollHandlerFromEnv,
  'analytics-events': analyticsEventsHandlerFromEnv,
  consent: consentHandlerFromEnv,
};

/**
 * The beacons and the consent record, served at /api/<name> as the production host rewrites them, and deployed with
 * verify_jwt = false (supabase/config.toml): navigator.sendBeacon cannot send an apikey header.
 */
export const beaconFunctions: ReadonlySet<string> = new Set([
  'track-conversion',
  'heatmap-clicks',
  'heatmap-scroll',
  'analytics-events',
  'consent',
]);
