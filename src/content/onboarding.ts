import type { IconName } from './types';

/**
 * The onboarding wizard's words (docs/product.md#onboarding-wizard). The choices themselves (goals, industries, budgets,
 * timelines) are rule inputs and live with the package rule in features/onboarding.
 */
export const onboardingCopy = {
  steps: {
    goal: {
      title: "What's your main goal?",
      helper: 'Pick the one result that matters most to your business right now.',
    },
    business: {
      title: 'Tell us about your business',
      helper: 'So we can tailor the strategy to your market and send it to the right inbox.',
    },
    investment: {
      title: 'Your budget and timeline',
      helper: 'Both help us recommend a package that fits. No commitment until you sign an agreement.',
    },
    details: {
      title: 'Anything else we should know?',
      helper: 'Optional: current challenges, past campaigns, competitors you admire. Then check your answers.',
    },
  },
  /** The goal cards' icons, keyed by goal value. */
  goalIcons: {
    leads: 'users',
    'ai-calls': 'phone',
    brand: 'megaphone',
    sales: 'dollar-sign',
    traffic: 'trending-up',
    conversion: 'target',
  },
  fields: {
    company: 'Company name',
    industry: 'Industry',
    industryPlaceholder: 'Select your industry',
    email: 'Business email',
    emailHint: 'Your custom strategy and our follow-up go here.',
    budget: 'Monthly marketing budget',
    timeline: 'When do you want to start?',
    details: 'Additional details',
    detailsHint: 'Optional, up to 800 characters.',
    detailsPlaceholder: 'Tell us about your current marketing, challenges or goals…',
  },
  summary: {
    heading: 'Your answers',
    goal: 'Main goal',
    company: 'Company',
    industry: 'Industry',
    email: 'Email',
    budget: 'Budget',
    timeline: 'Timeline',
  },
  /** The counter above the step: "Step 2 of 4". */
  progress: 'Step {current} of {total}',
  progressLabel: 'Onboarding progress',
  buttons: {
    back: 'Back',
    next: 'Continue',
    submit: 'Get My Custom Strategy',
    submitting: 'Creating Your Strategy...',
  },
  toasts: {
    success: {
      title: 'Success! 🎉',
      description: "Your personalized strategy is being prepared. We'll contact you within 24 hours!",
    },
    failure: { title: 'Error', description: 'Something went wrong. Please try again.' },
  },
  recommendation: {
    eyebrow: 'Your recommended package',
    setupFee: 'Setup fee',
    monthlyRetainer: 'Monthly retainer',
    /** After the monthly retainer's range: "$1,500 - $3,000/month". */
    perMonth: '/month',
    contractTerm: 'Contract term',
    guarantee: 'Guarantee',
    /** Read around the visitor's e-mail address: "{before} {email}{after}". */
    confirmationBefore: 'A confirmation is on its way to',
    confirmationAfter: ". We'll contact you within 24 hours to walk you through your strategy.",
    viewAgreement: 'View Agreement',
    bookCall: 'Book Strategy Call',
    callBookingPath: '/call-booking',
  },
} as const satisfies {
  goalIcons: Record<string, IconName>;
  [key: string]: unknown;
};
