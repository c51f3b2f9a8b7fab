/**
 * How long the site keeps what it collects (docs/product.md#data-retention). The database deletes on this
 * schedule (private.retention_policy() in supabase/migrations/20261128120000_retention.sql, which
 * tests/backend/retention.test.ts holds to these values), and the privacy choices dialog states it.
 */
export const dataRetention = {
  /** Clicks, scroll samples, analytics events and conversions, and their daily rollups. */
  tracking: { months: 13 },
  /** The record of each visitor's privacy choice: the 24 months California's CCPA regulations ask for. */
  consentRecords: { months: 24 },
  /** The body and attachments of an e-mail the site sent; who, when, what subject and how it went stay. */
  emailBodies: { days: 30 },
  /** A lead's copy sent to the agency's own tools (a webhook delivery, its body included), once delivered or given up on. */
  webhookDeliveries: { days: 30 },
} as const;
