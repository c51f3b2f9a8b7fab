/**
 * Who the agency is and where it lives on the web. Every identity value the site shows comes
 * from here; the sample values (555 number, example.com) are placeholders to replace.
 */
export const site = {
  name: 'Westside Growth Co.',
  shortName: 'Westside Growth',
  tagline: 'Results-based digital marketing for Los Angeles businesses',
  /** Origin of the production site, used for canonical URLs, social tags and the sitemap. */
  url: 'https://www.example.com',
  locale: 'en_US',
  phone: {
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
  openingHours: 'Mo-Fr 08:00-18:00',
  rating: { value: 4.9, count: 50, bannerCount: 500 },
  foundedYear: 2020,
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

export type Site = typeof site;
export type SocialNetwork = (typeof site.social)[number]['network'];
