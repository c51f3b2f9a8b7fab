// A relative import, not @shared/: Node scripts and the browser tests import this file without Vite's aliases.
import { siteIdentity } from '../../supabase/functions/_shared/rules/content/site-identity.ts';

/**
 * The site's settings. The agency's identity (names, phone, e-mail addresses, office, site and link
 * addresses) comes from supabase/functions/_shared/rules/content/site-identity.ts, its one home, which the functions'
 * e-mails read too: change it there. What only the site shows is set here.
 */
export const site = {
  ...siteIdentity,
  tagline: 'Results-based digital marketing for Los Angeles businesses',
  locale: 'en_US',
  openingHours: 'Mo-Fr 08:00-18:00',
  rating: { value: 4.9, count: 50, bannerCount: 500 },
  foundedYear: 2020,
} as const;

export type Site = typeof site;
export type SocialNetwork = (typeof site.social)[number]['network'];
