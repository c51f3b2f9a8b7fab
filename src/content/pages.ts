import { homePageCopy } from './page-copy/home';
import { professionalPageCopy } from './page-copy/professional';
import { welcomePageCopy } from './page-copy/welcome';
import { forNewBusinessesPageCopy } from './page-copy/for-new-businesses';
import { forGrowingBusinessesPageCopy } from './page-copy/for-growing-businesses';
import { howItWorksPageCopy } from './page-copy/how-it-works';
import { pathSelectorPageCopy } from './page-copy/path-selector';
import { quizAspirerPageCopy } from './page-copy/quiz-aspirer';
import { quizOwnerPageCopy } from './page-copy/quiz-owner';
import { callBookingPageCopy } from './page-copy/call-booking';
import { manageBookingPageCopy } from './page-copy/manage-booking';
import { authPageCopy } from './page-copy/auth';
import { adminPageCopy } from './page-copy/admin';
import { serviceAgreementPageCopy } from './page-copy/service-agreement';
import { servicesPageCopy } from './page-copy/services';
import { serviceDetailPageCopy } from './page-copy/service-detail';
import { allServicesPageCopy } from './page-copy/all-services';
import { resourcesPageCopy } from './page-copy/resources';
import { onboardingPageCopy } from './page-copy/onboarding';
import { pathfinderResultsPageCopy } from './page-copy/pathfinder-results';
import { caseStudiesPageCopy } from './page-copy/case-studies';
import { sitemapPageCopy } from './page-copy/sitemap';
import { notFoundPageCopy } from './page-copy/not-found';
import type { PageCopy } from './types';

/*
 * Each page's copy is its own module (page-copy/<page>.ts), so a page's chunk holds its own copy
 * only: a module is the unit a bundler splits on. `pageCopy` (every page, by name) is for code
 * that needs them all, such as the route table's tests; first-load code must not import it.
 */
export const pageCopy = {
  home: homePageCopy,
  professional: professionalPageCopy,
  welcome: welcomePageCopy,
  'for-new-businesses': forNewBusinessesPageCopy,
  'for-growing-businesses': forGrowingBusinessesPageCopy,
  'how-it-works': howItWorksPageCopy,
  'path-selector': pathSelectorPageCopy,
  'quiz-aspirer': quizAspirerPageCopy,
  'quiz-owner': quizOwnerPageCopy,
  'call-booking': callBookingPageCopy,
  'manage-booking': manageBookingPageCopy,
  auth: authPageCopy,
  admin: adminPageCopy,
  'service-agreement': serviceAgreementPageCopy,
  services: servicesPageCopy,
  'service-detail': serviceDetailPageCopy,
  'all-services': allServicesPageCopy,
  resources: resourcesPageCopy,
  onboarding: onboardingPageCopy,
  'pathfinder-results': pathfinderResultsPageCopy,
  'case-studies': caseStudiesPageCopy,
  sitemap: sitemapPageCopy,
  'not-found': notFoundPageCopy,
} as const satisfies Record<string, PageCopy>;
