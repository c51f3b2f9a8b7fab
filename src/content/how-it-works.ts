import type { IconName } from './types';

/** The four steps of /how-it-works (docs/product.md#marketing-pages): what happens, what the client gets, how long. */
export interface ProcessStep {
  icon: IconName;
  name: string;
  /** What we do in this step. */
  whatHappens: string;
  /** What the client has in hand at the end of it. */
  youGet: readonly string[];
  duration: string;
}

export const howItWorks = {
  stepsEyebrow: 'Four steps',
  stepsHeading: 'From First Call to Measurable Growth',
  stepsIntro: 'No black box. You know what happens in every step, what you receive, and when.',
  steps: [
    {
      icon: 'search',
      name: 'Discovery & Audit',
      whatHappens:
        'A free 30-minute consultation about your goals, customers and numbers, followed by a full audit of your website, search visibility, listings, ads and competitors.',
      youGet: ['Free digital marketing audit, a $500 value', 'Competitor snapshot for your market', 'The three biggest opportunities, ranked'],
      duration: 'Week 1',
    },
    {
      icon: 'file-text',
      name: 'Strategy & Plan',
      whatHappens:
        'We turn the audit into a plan: the channels to use, the budget for each, and the results we commit to, agreed with you in writing before any work begins.',
      youGet: ['A written growth plan and budget', 'Targets and KPIs we are paid against', 'A 90-day launch timeline'],
      duration: 'Week 2',
    },
    {
      icon: 'settings',
      name: 'Execution & Management',
      whatHappens:
        'Your dedicated account manager and specialists build and launch the work: websites, campaigns, SEO and AI call answering, then optimize it every week.',
      youGet: ['Campaigns and pages built and launched', 'Call and conversion tracking in place', 'Weekly optimization by specialists'],
      duration: 'Weeks 3 to 12, then ongoing',
    },
    {
      icon: 'bar-chart',
      name: 'Reporting & Growth',
      whatHappens:
        'You see every lead, call and dollar in a live dashboard and a plain-English monthly report. Each month we review results together and reinvest in what works.',
      youGet: ['Live results dashboard', 'Monthly report and strategy call', 'A growth roadmap for the next quarter'],
      duration: 'Every month',
    },
  ] satisfies readonly ProcessStep[],
  proofHeading: 'See the Process in Action',
  proofBody: 'A restaurant chain, a dental practice and an auto repair shop followed these four steps. Read what changed for each of them.',
  proofCta: 'See Case Studies',
} as const;
