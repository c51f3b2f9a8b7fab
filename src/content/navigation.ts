import { site } from './site';

/** A link: an internal route (starts with "/") or an external URL. */
export interface NavLink {
  label: string;
  href: string;
  /** External links that open in a new tab. */
  newTab?: boolean;
}

/** The top navigation and the mobile dropdown (docs/product.md#site-chrome). */
export const primaryNav: readonly NavLink[] = [
  { label: 'Home', href: site.links.mainSite },
  { label: 'Getting Started', href: site.links.gettingStarted },
  { label: 'Services', href: '/services' },
  { label: 'New Businesses', href: '/for-new-businesses' },
  { label: 'Growing Businesses', href: '/for-growing-businesses' },
  { label: 'Contact', href: site.links.contact },
];

export const letsTalk: NavLink = { label: "Let's Talk", href: '/path-selector' };

export const ppcStrip = {
  label: 'Specialized PPC Landing',
  action: { label: 'View Full Site', href: site.links.mainSite, newTab: true },
} as const;

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Services',
    links: [
      { label: 'AI Voice Agents', href: '/services/ai-voice-agents' },
      { label: 'Winning Websites', href: '/services/winning-websites' },
      { label: 'Pay-Per-Results SEO', href: '/services/pay-per-results-seo' },
      { label: 'Google Advertising', href: '/services/google-advertising' },
      { label: 'Website Accessibility', href: '/services/website-accessibility' },
      { label: 'All Services', href: '/all-services' },
      { label: 'Marketing Packages', href: '/services' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: site.links.mainSiteAbout },
      { label: 'How It Works', href: '/how-it-works' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Free Guides', href: '/resources' },
      { label: 'Blog', href: site.links.blog },
      { label: 'Agency Directory Profile', href: site.links.directoryProfile, newTab: true },
    ],
  },
  {
    heading: 'Get Started',
    links: [
      { label: 'Choose Your Path', href: '/path-selector' },
      { label: 'For New Businesses', href: '/for-new-businesses' },
      { label: 'For Growing Businesses', href: '/for-growing-businesses' },
      { label: 'Book a Call', href: '/call-booking' },
      { label: 'Service Agreement', href: '/service-agreement' },
    ],
  },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: site.links.privacy },
  { label: 'Terms of Service', href: site.links.terms },
  { label: 'Sitemap', href: '/sitemap' },
];

/** The row of social profiles (the networks and their addresses are in site.ts). */
export const socialCopy = {
  listLabel: 'Social media',
  /** Before each network's name, in its link's name for screen readers. */
  follow: 'Follow us on',
} as const;

export const bookConsult: NavLink = { label: 'Book Free Consult', href: site.links.bookingCalendar, newTab: true };

/** The footer's own words; its links are the columns and legal links above. */
export const footerCopy = {
  pitch: 'Pay only for verified results, with a free 30-minute consultation to start.',
  contactHeading: 'Contact',
  rights: 'All rights reserved.',
  /** Followed by the agency's city and region. */
  origin: 'Results-based marketing from',
  /** A button, not a link: it opens the privacy choices dialog on the page. */
  privacyChoices: 'Privacy Choices',
} as const;

/** The button that returns to the top of a long page. */
export const backToTopLabel = 'Back to top';

/** Read by screen readers after a link that opens a new tab (AppLink adds it). */
export const newTabNotice = ' (opens in a new tab)';

/** The first link on every page, public or staff, for keyboard and screen-reader users. */
export const skipToContentLabel = 'Skip to main content';
