/**
 * The URL slug of every service, in display order. Apart from the copy in services.ts so the
 * route table (in every page's first load) does not carry all eleven services' text.
 */
export const serviceSlugs = [
  'ai-voice-agents',
  'winning-websites',
  'pay-per-results-seo',
  '4x-conversions',
  'google-advertising',
  'local-service-ads',
  'facebook-advertising',
  'email-marketing',
  'business-listings-voice-search',
  'review-generation-reputation',
  'website-accessibility',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
