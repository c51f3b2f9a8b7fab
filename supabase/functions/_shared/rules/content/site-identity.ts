/**
 * Who the agency is: its names, phone, e-mail addresses, office and web addresses. The one place to
 * change them. The site reads them through src/content/site.ts (which re-exports them with the rest of
 * its settings), the printable guides are filled from them at build time, and the functions' e-mails and
 * the local backend's mailbox and demo data use them. They live here, not in src/content, because an edge
 * function is deployed with what supabase/functions holds and cannot import from src/.
 *
 * The sample values (a 555 number, example.com addresses) are placeholders to replace; after replacing
 * them, `npm run check:rebrand` shows that no page, guide or e-mail still carries one.
 */
export const siteIdentity = {
  /** The full name, as the agency signs: page titles, structured data, the guides. */
  name: 'Westside Growth Co.',
  /** The everyday name: the header, e-mail subjects and signatures (the functions' BRAND_NAME overrides it there). */
  shortName: 'Westside Growth',
  /** Origin of the production site, used for canonical URLs, social tags and the sitemap. */
  url: 'https://www.example.com',
  phone: {
    /** As people read it; the visitors' e-mails show it unless the functions' AGENCY_PHONE says otherwise. */
    display: '(555) 010-2030',
    /** E.164, used in tel: links and structured data. */
    e164: '+15550102030',
  },
  email: 'hello@example.com',
  supportEmail: 'support@example.com',
  address: {
    street: '1234 Wilshire Blvd, Suite 500',
    city: 'Los Angeles',
    region: 'CA',
    postalCode: '90017',
    country: 'US',
  },
  geo: { latitude: 34.0522, longitude: -118.2437 },
  links: {
    mainSite: 'https://agency.example.com',
    mainSiteAbout: 'https://agency.example.com/about',
    mainSiteServices: 'https://agency.example.com/#services',
    gettingStarted: 'https://agency.example.com/get-started',
    contact: 'https://agency.example.com/contact',
    blog: 'https://agency.example.com/blog',
    founderBio: 'https://agency.example.com/about/founder',
    allServices: 'https://agency.example.com/services',
    testAgents: 'https://agency.example.com/#test-agents',
    aiAgentIntake: 'https://ai.example.com/get-help',
    bookingCalendar: 'https://calendar.example.com/agency/30min',
    directoryProfile: 'https://directory.example.com/agency/westside-growth',
    privacy: 'https://agency.example.com/privacy',
    terms: 'https://agency.example.com/terms',
  },
  social: [
    { network: 'Facebook', url: 'https://facebook.example.com/westsidegrowth' },
    { network: 'LinkedIn', url: 'https://linkedin.example.com/company/westsidegrowth' },
    { network: 'Instagram', url: 'https://instagram.example.com/westsidegrowth' },
    { network: 'YouTube', url: 'https://youtube.example.com/@westsidegrowth' },
    { network: 'Twitter', url: 'https://twitter.example.com/westsidegrowth' },
  ],
} as const;

export type SiteIdentity = typeof siteIdentity;

/**
 * The agency as an e-mail sender, `Short name <e-mail>` (the name quoted when it holds a comma or
 * another special character): the local backend's EMAIL_FROM, and the tests'.
 */
export function identitySender(identity: { shortName: string; email: string } = siteIdentity): string {
  const name = /[",<>@;:()[\]\\]/.test(identity.shortName) ? `"${identity.shortName.replace(/["\\]/g, '\\$&')}"` : identity.shortName;
  return `${name} <${identity.email}>`;
}
