/**
 * The route table: every URL the app answers, which page module renders it, and how it is
 * indexed. Plain data, so the prerenderer, the sitemap generator and bench/size read the same
 * table the router does. Relative imports only: Node scripts load this file without Vite.
 */
import { serviceSlugs } from '../content/service-slugs';

export const pageNames = [
  'home',
  'professional',
  'welcome',
  'for-new-businesses',
  'for-growing-businesses',
  'how-it-works',
  'path-selector',
  'quiz-aspirer',
  'quiz-owner',
  'call-booking',
  'manage-booking',
  'auth',
  'admin',
  'service-agreement',
  'services',
  'service-detail',
  'all-services',
  'resources',
  'onboarding',
  'pathfinder-results',
  'case-studies',
  'sitemap',
  'not-found',
] as const;

export type PageName = (typeof pageNames)[number];

export const sitemapGroups = ['Main Pages', 'Get Started', 'Services', 'Resources'] as const;
export type SitemapGroup = (typeof sitemapGroups)[number];

export interface RouteEntry {
  /** A react-router path pattern. */
  path: string;
  /** The module in src/pages/ that renders it. */
  page: PageName;
  /** Link text for the sitemap page. */
  label: string;
  /**
   * public: prerendered, indexed and listed. private: staff-only, served as the bare app
   * shell with noindex. fallback: the not-found page, prerendered as 404.html only.
   */
  access: 'public' | 'private' | 'fallback';
  /**
   * false: a public page that only a link in an e-mail leads to (/manage-booking): prerendered and held
   * to the public pages' budgets, but marked noindex and left out of sitemap.xml and the sitemap page.
   */
  indexed?: false;
  /**
   * 'data': the URL's fragment carries something for the page to read (/manage-booking's token), not
   * the id of an element to scroll to, so the scroll manager leaves it alone (and does not load every
   * waiting section looking for it).
   */
  fragment?: 'data';
  sitemapGroup?: SitemapGroup;
  /** For a pattern with parameters: the concrete paths to prerender. */
  expand?: () => readonly string[];
}

export const routeTable = [
  { path: '/', page: 'home', label: 'Home', access: 'public', sitemapGroup: 'Main Pages' },
  { path: '/professional', page: 'professional', label: 'Professional Marketing', access: 'public', sitemapGroup: 'Main Pages' },
  { path: '/welcome', page: 'welcome', label: 'Welcome', access: 'public', sitemapGroup: 'Get Started' },
  { path: '/for-new-businesses', page: 'for-new-businesses', label: 'For New Businesses', access: 'public', sitemapGroup: 'Main Pages' },
  { path: '/for-growing-businesses', page: 'for-growing-businesses', label: 'For Growing Businesses', access: 'public', sitemapGroup: 'Main Pages' },
  { path: '/how-it-works', page: 'how-it-works', label: 'How It Works', access: 'public', sitemapGroup: 'Main Pages' },
  { path: '/path-selector', page: 'path-selector', label: 'Choose Your Path', access: 'public', sitemapGroup: 'Get Started' },
  { path: '/quiz/aspirer', page: 'quiz-aspirer', label: 'Launch Roadmap Quiz', access: 'public', sitemapGroup: 'Get Started' },
  { path: '/quiz/owner', page: 'quiz-owner', label: 'Growth Audit Quiz', access: 'public', sitemapGroup: 'Get Started' },
  { path: '/call-booking', page: 'call-booking', label: 'Book a Call', access: 'public', sitemapGroup: 'Get Started' },
  { path: '/manage-booking', page: 'manage-booking', label: 'Manage Your Call', access: 'public', indexed: false, fragment: 'data' },
  { path: '/onboarding', page: 'onboarding', label: 'Get Your Custom Strategy', access: 'public', sitemapGroup: 'Get Started' },
  { path: '/pathfinder/results', page: 'pathfinder-results', label: 'Your Recommended Plan', access: 'public', sitemapGroup: 'Get Started' },
  { path: '/service-agreement', page: 'service-agreement', label: 'Service Agreement', access: 'public', sitemapGroup: 'Get Started' },
  { path: '/services', page: 'services', label: 'Marketing Packages', access: 'public', sitemapGroup: 'Services' },
  { path: '/all-services', page: 'all-services', label: 'All Services', access: 'public', sitemapGroup: 'Services' },
  {
    path: '/services/:slug',
    page: 'service-detail',
    label: 'Service',
    access: 'public',
    sitemapGroup: 'Services',
    expand: () => serviceSlugs.map((slug) => `/services/${slug}`),
  },
  { path: '/case-studies', page: 'case-studies', label: 'Case Studies', access: 'public', sitemapGroup: 'Resources' },
  { path: '/resources', page: 'resources', label: 'Free Guides', access: 'public', sitemapGroup: 'Resources' },
  { path: '/sitemap', page: 'sitemap', label: 'Sitemap', access: 'public', sitemapGroup: 'Resources' },
  { path: '/auth', page: 'auth', label: 'Staff Sign-in', access: 'private' },
  { path: '/admin', page: 'admin', label: 'Growth Engine Dashboard', access: 'private' },
  { path: '*', page: 'not-found', label: 'Page not found', access: 'fallback' },
] as const satisfies readonly RouteEntry[];

/** The concrete URL paths of a route: itself, or its expansion for a parameterised pattern. */
export function concretePaths(route: RouteEntry): readonly string[] {
  return route.expand ? route.expand() : [route.path];
}

/** Every public URL path, in route-table order: what is prerendered and listed in sitemap.xml. */
export function publicPaths(): string[] {
  return (routeTable as readonly RouteEntry[])
    .filter((route) => route.access === 'public')
    .flatMap((route) => concretePaths(route));
}

/** The public paths search engines are told of (sitemap.xml): every public one but those marked `indexed: false`. */
export function indexedPaths(): string[] {
  return (routeTable as readonly RouteEntry[])
    .filter((route) => route.access === 'public' && route.indexed !== false)
    .flatMap((route) => concretePaths(route));
}

/** Removes a trailing slash (but keeps "/") so "/services/" and "/services" are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether the URL fragment on this path may name an element to scroll to (see RouteEntry.fragment). */
export function fragmentNamesAnchor(pathname: string): boolean {
  const path = normalizePath(pathname);
  return !(routeTable as readonly RouteEntry[]).some((route) => route.fragment === 'data' && route.path === path);
}
