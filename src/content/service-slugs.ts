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

/**
 * Old or mistyped service URLs and the slug they now live at. /professional once linked to
 * /services/four-x-conversions while the page is /services/4x-conversions (an old
 * inconsistency, decision 007): the SPA redirects these with a replace, the static host with a 301.
 */
export const serviceSlugAliases: Readonly<Record<string, ServiceSlug>> = {
  'four-x-conversions': '4x-conversions',
};
