import type { IconName } from './types';

/** The /welcome page (docs/product.md#welcome-redirect): the guarantee cards and the automatic move to /path-selector. */
export interface GuaranteeCard {
  icon: IconName;
  title: string;
  description: string;
}

export const welcomeContent = {
  cards: {
    eyebrow: 'Our guarantee',
    heading: 'Four Promises Before You Spend a Dollar',
    intro: 'Our guarantee is simple: we take the risk, so you can focus on running your business.',
  },
  guaranteeCards: [
    {
      icon: 'shield-check',
      title: 'Pay Only for Verified Results',
      description:
        'We agree on the leads, calls or rankings that matter before we start. Our fees follow the results you can see in your reports.',
    },
    {
      icon: 'calendar',
      title: 'Free 30-Minute Consultation',
      description:
        'A senior strategist reviews your goals, your market and your competitors with you, with no sales pitch and no obligation.',
    },
    {
      icon: 'file-text',
      title: 'Free Marketing Audit, a $500 Value',
      description:
        'A written audit of your website, search visibility, listings and ads, with the three changes that would help you most.',
    },
    {
      icon: 'clock',
      title: 'Results Within 90 Days',
      description:
        'Measurable progress in the first 90 days, or we keep working at no cost until you see it.',
    },
  ] satisfies readonly GuaranteeCard[],
  cta: { label: 'Get Free Growth Plan', href: '/path-selector' },
  /** The page moves on to /path-selector after 8 seconds. */
  redirectAfterMs: 8000,
  /** "{seconds}" is replaced by the seconds left. */
  countdown: 'Taking you to your free growth plan in {seconds} s…',
  /** The same notice without a ticking figure, which a screen reader would read out every second. */
  countdownForScreenReaders: 'In 8 seconds this page takes you to your free growth plan, unless you choose to stay.',
  stay: 'Stay on this page',
  stayed: 'You are staying here. Take your time, and start your free growth plan whenever you are ready.',
} as const;
