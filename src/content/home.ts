import { site } from './site';
import type { IconName } from './types';

/**
 * The home page's sections below the services grid (docs/product.md#home-page). Headlines that
 * docs/product.md quotes are kept word for word; the rest is our copy. Figures repeat only claims the
 * agency makes: 500+ projects, 50+ clients, 5+ years, 24/7 support, 100% transparency, 4.9 rating,
 * results within 90 days, a free $500 audit and a free 30-minute consultation.
 */

export interface IconItem {
  icon: IconName;
  title: string;
  description: string;
}

export interface ExternalAction {
  label: string;
  href: string;
}

export interface FaqItem {
  /** The fragment a link can point at: /#faq-<id>. */
  id: string;
  question: string;
  /** One paragraph per entry. */
  answer: readonly string[];
}

export const aiVoiceAgents = {
  badge: 'NEW AI Technology',
  heading: '24/7 AI Voice Agents That Speak Your Business Language',
  intro:
    'A trained AI voice agent answers every call in your business’s name, qualifies the caller, books the appointment and sends your team a summary, at 2 a.m. on a Sunday as well as at noon on a Monday.',
  benefits: [
    {
      icon: 'phone-call',
      title: 'Never Miss A Call',
      description: 'Every call is answered on the first ring, day or night, weekends and holidays included, even when five come in at once.',
    },
    {
      icon: 'shield-check',
      title: 'HIPAA & Legal Compliant',
      description: 'Built for practices that handle sensitive information: encrypted recordings, access controls and scripts reviewed for your compliance rules.',
    },
    {
      icon: 'target',
      title: 'Qualified Lead Generation',
      description: 'The agent asks your screening questions, filters out spam and sales calls, and passes you only the callers worth calling back.',
    },
    {
      icon: 'zap',
      title: 'Instant Response',
      description: 'Callers get answers and a booked time in seconds instead of a voicemail box, so they never need to try a competitor.',
    },
  ],
  industriesHeading: 'Industry-Specific Expertise',
  industriesIntro: 'Each agent is trained on the vocabulary, questions and rules of your field before it takes a single call.',
  industries: [
    {
      icon: 'stethoscope',
      title: 'Healthcare',
      description: 'Books new-patient visits, answers insurance and hours questions, and routes urgent calls to staff under HIPAA-aware scripts.',
      examples: ['Dental and medical practices', 'Chiropractors and physical therapists', 'Med spas and clinics'],
    },
    {
      icon: 'scale',
      title: 'Legal',
      description: 'Screens potential clients by practice area, captures case details for intake, and schedules consultations without giving legal advice.',
      examples: ['Personal injury and family law', 'Immigration and estate planning', 'Solo attorneys and small firms'],
    },
    {
      icon: 'wrench',
      title: 'Service Providers',
      description: 'Quotes service areas and prices you approve, books jobs into your calendar and flags emergencies for an immediate callback.',
      examples: ['Plumbers, HVAC and electricians', 'Contractors and home services', 'Consultants and agencies'],
    },
  ],
  callout: {
    heading: 'Stop Letting Calls Slip Through The Cracks',
    body: 'Most callers who reach voicemail never leave a message: they call the next business on the list. Hear how our agent handles a real enquiry, then let us set one up for yours.',
  },
  tryDemo: { label: 'Try AI Agent Demo', href: site.links.testAgents },
  tryAgent: { label: 'Click To Try Agent', href: site.links.testAgents },
  getHelp: { label: 'Get Help', href: site.links.aiAgentIntake },
  /** Follows the Get Help label in the button's name for screen readers: what the help is for. */
  getHelpPurpose: 'setting up an AI voice agent',
} as const satisfies {
  badge: string;
  heading: string;
  intro: string;
  benefits: readonly IconItem[];
  industriesHeading: string;
  industriesIntro: string;
  industries: readonly (IconItem & { examples: readonly string[] })[];
  callout: { heading: string; body: string };
  tryDemo: ExternalAction;
  tryAgent: ExternalAction;
  getHelp: ExternalAction;
  getHelpPurpose: string;
};

export const servicesGridCopy = {
  eyebrow: 'What we do',
  heading: 'Services That Pay for Themselves',
  intro: 'Eleven services, one accountable team. Every one comes with a pricing tool, a clear process and our risk-free guarantee.',
  /** The badge on every service card. */
  pricingTool: 'Pricing Tool',
} as const;

export const resultsCopy = {
  eyebrow: 'Results',
  heading: 'Real Businesses, Measured Results',
  intro: 'Three Los Angeles clients, the problem they brought us and the numbers that changed. Every figure comes from their own analytics and call tracking.',
  allLabel: 'See all case studies',
  /** Each card's button; its name for screen readers names the client. */
  readStudy: 'Read the Case Study',
  readStudyName: (client: string) => `Read the ${client} case study`,
} as const;

export const guaranteeCopy = {
  eyebrow: 'Risk-free guarantee',
  heading: 'Pay Only for Verified Results',
  intro:
    'Before we start, we agree in writing on the results that matter to your business: calls, booked appointments, leads or rankings. If we do not deliver them, you do not pay for them.',
  steps: [
    { icon: 'clipboard-check', title: 'We agree on the target', description: 'A free $500 audit and a 30-minute consultation set a measurable goal for the first 90 days.' },
    { icon: 'line-chart', title: 'You watch the numbers', description: 'Live dashboards and call recordings show every lead. No vanity metrics, no hidden fees.' },
    { icon: 'badge-check', title: 'You pay for what is verified', description: 'Miss the target and we keep working at no cost until it is met.' },
  ],
  cta: 'Claim My Free $500 Audit',
  fineprint: 'Guarantee terms depend on the package and are set out in your service agreement before any work begins.',
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  steps: readonly IconItem[];
  cta: string;
  fineprint: string;
};

export const trackRecordCopy = {
  eyebrow: 'Track record',
  heading: 'A Track Record You Can Check',
  intro: 'Five years, 500+ projects and 50+ active clients across Los Angeles. Here is what a few of them say.',
  /** The testimonial carousel's name for screen readers. */
  testimonialsLabel: 'Client testimonials',
  highlights: [
    { value: '500+', label: 'Projects delivered' },
    { value: '50+', label: 'Active clients' },
    { value: '4.9', label: 'Rating, 50+ reviews' },
    { value: '90 days', label: 'To measurable results' },
  ],
} as const;

export const processCopy = {
  eyebrow: 'How it works',
  heading: 'From First Call to Measurable Growth',
  intro: 'A simple, transparent process. You always know what we are doing, why, and what it is producing.',
  steps: [
    { icon: 'search', title: 'Free audit & consultation', description: 'We review your website, listings, ads and competitors, then walk you through the findings in a free 30-minute call.' },
    { icon: 'compass', title: 'Custom growth plan', description: 'You get a written plan with targets, channels and a fixed price, and we agree on the results we will be measured by.' },
    { icon: 'rocket', title: 'Launch in days', description: 'Our specialists build and launch the campaigns, pages and AI agents while your account manager keeps you informed.' },
    { icon: 'bar-chart', title: 'Report, refine, grow', description: 'Monthly plain-English reports and live dashboards. We shift budget to what works and cut what does not.' },
  ],
  cta: 'See How It Works',
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  steps: readonly IconItem[];
  cta: string;
};

export const accountManagerCopy = {
  eyebrow: 'Your account manager',
  heading: 'One Person Who Knows Your Business',
  intro:
    'No ticket queues and no rotating juniors. From day one you have a dedicated account manager in Los Angeles who knows your goals, your numbers and your customers.',
  points: [
    'A direct line and email, with replies within one business day',
    'A monthly strategy call with a plain-English report',
    'One point of contact for every channel and specialist',
    'Proactive alerts when something needs your decision',
  ],
  card: {
    title: 'What your account manager does for you',
    items: [
      { icon: 'calendar', title: 'Monthly strategy call', description: 'Thirty minutes on what worked, what changed and what we do next.' },
      { icon: 'headphones', title: '24/7 support', description: 'Urgent issue with an ad or your site? Our team is on call around the clock.' },
      { icon: 'eye', title: '100% transparency', description: 'Access to every ad account, dashboard and call recording we manage for you.' },
    ],
  },
  cta: 'Meet Your Team on a Free Call',
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  points: readonly string[];
  card: { title: string; items: readonly IconItem[] };
  cta: string;
};

export const painPointsCopy = {
  eyebrow: 'Sound familiar?',
  heading: 'Marketing Should Not Feel Like a Gamble',
  intro: 'These are the problems Los Angeles business owners bring to us most often, and what we do about each one.',
  items: [
    { icon: 'phone-missed', title: 'Missed calls, lost customers', description: 'Callers hit voicemail after hours and book with a competitor.', fix: 'An AI voice agent answers every call 24/7.' },
    { icon: 'dollar-sign', title: 'Paying for clicks, not customers', description: 'Ad spend keeps rising while the phone stays quiet.', fix: 'Fees tied to verified leads and calls.' },
    { icon: 'search', title: 'Invisible on Google', description: 'Competitors show up first in the map and search results.', fix: 'Local SEO and listings that put you in the top results.' },
    { icon: 'trending-down', title: 'A website that does not convert', description: 'Visitors arrive, look around and leave without calling.', fix: 'Fast, accessible pages built around one clear next step.' },
    { icon: 'hourglass', title: 'Locked into long contracts', description: 'Agencies that stop calling back once the contract is signed.', fix: 'No long-term lock-in and a named account manager.' },
    { icon: 'file-text', title: 'Reports you cannot read', description: 'Pages of impressions and jargon, no answers.', fix: 'Plain-English monthly reports with the numbers that pay.' },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  items: readonly (IconItem & { fix: string })[];
};

export const trustBadgesCopy = {
  heading: 'Why Business Owners Trust Us',
  badges: [
    { icon: 'star', title: '4.9 Google rating', description: 'From 50+ verified client reviews' },
    { icon: 'shield-check', title: 'Risk-free guarantee', description: 'Pay only for verified results' },
    { icon: 'award', title: '5+ years, 500+ projects', description: 'For Los Angeles businesses' },
    { icon: 'accessibility', title: 'ADA & WCAG expertise', description: 'Accessible sites for every customer' },
    { icon: 'lock', title: 'HIPAA-aware AI agents', description: 'For healthcare and legal practices' },
    { icon: 'headphones', title: '24/7 support', description: 'A real team, day or night' },
  ],
} as const satisfies { heading: string; badges: readonly IconItem[] };

export interface ExploreCard extends IconItem {
  href: string;
  /** The link's text, read out of context: says where it goes. */
  linkLabel: string;
}

export const exploreCopy = {
  eyebrow: 'Explore',
  heading: 'Explore Our Complete Digital Marketing Universe',
  intro: 'This page is where you get a plan in 60 seconds. Our main website has the full story: who we are, everything we do and what we are learning.',
  cards: [
    {
      icon: 'user-round',
      title: 'Meet the Founder',
      description: 'Why we started a results-based agency in Los Angeles, and the promise behind it.',
      href: site.links.founderBio,
      linkLabel: 'Read the founder’s bio',
    },
    {
      icon: 'layout-template',
      title: 'All Services',
      description: 'Every service in depth, from websites and SEO to AI voice agents and accessibility.',
      href: site.links.allServices,
      linkLabel: 'Browse all services',
    },
    {
      icon: 'book-open',
      title: 'Marketing Blog',
      description: 'Practical guides on local search, ads and AI for small-business owners.',
      href: site.links.blog,
      linkLabel: 'Read the blog',
    },
    {
      icon: 'calendar',
      title: 'Book a Free Consultation',
      description: 'Pick a time that suits you for a free 30-minute call with a strategist.',
      href: site.links.bookingCalendar,
      linkLabel: 'Book a free consultation',
    },
  ],
  visitSite: { label: 'Visit Our Complete Website', href: site.links.mainSite },
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  cards: readonly ExploreCard[];
  visitSite: ExternalAction;
};

/** The rotating trust banner (docs/product.md#home-page): four claims, one every 3 seconds. */
export const trustBannerItems = [
  { icon: 'star', text: `${site.rating.value}/5 from ${site.rating.bannerCount}+ reviews` },
  { icon: 'trending-up', text: '300% average ROI increase' },
  { icon: 'rocket', text: '500+ successful campaigns' },
  { icon: 'shield-check', text: 'Money-back guarantee' },
] as const satisfies readonly { icon: IconName; text: string }[];

/** Trust banner rotation (docs/product.md#home-page). */
export const trustBannerIntervalMs = 3000;

/** The trust banner's name for screen readers. */
export const trustBannerLabel = 'Why clients choose us';

export const aboutCopy = {
  eyebrow: 'About us',
  heading: 'A Los Angeles Agency Paid for Results',
  paragraphs: [
    `${site.name} started in ${site.foundedYear} with a simple idea: a small business should not have to pay for marketing that does not work. Since then we have delivered more than 500 projects for restaurants, medical and legal practices, contractors and local retailers across Southern California.`,
    'Our team combines paid advertising, search, web design and AI specialists under one roof, so your website, ads and phone line work together instead of pointing fingers at each other. We build every site to WCAG accessibility standards, because every customer should be able to reach you.',
    'We tie our fees to the results we agree on with you, and we show you every number behind them.',
  ],
  values: [
    { icon: 'handshake', title: 'Results-based', description: 'Our fees follow verified results, not hours.' },
    { icon: 'eye', title: 'Transparent', description: 'You own and can see every account we run.' },
    { icon: 'map-pin', title: 'Local', description: 'Based in Los Angeles, serving all of Southern California.' },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  values: readonly IconItem[];
};

export const faqCopy = {
  eyebrow: 'FAQ',
  heading: 'Questions Business Owners Ask Us',
  intro: 'Straight answers to the questions we hear most. Anything else? Call us or send a message below.',
  items: [
    {
      id: 'cost',
      question: 'How much does it cost?',
      answer: [
        'It depends on the services and the size of your market, which is why every plan starts with a free consultation and a custom quote. As a guide, retainers start around $1,500 a month for a new business and grow with the channels you add.',
        'The pricing calculator on this page gives you an estimate in under a minute, and the quote you sign lists every fee. There are no hidden costs.',
      ],
    },
    {
      id: 'contracts',
      question: 'Do I have to sign a long-term contract?',
      answer: [
        'No long-term lock-in. Each package has a minimum term so the work has time to show results: from 1 to 12 months depending on the package, as listed on the packages page and in your service agreement.',
        'Nothing renews into a longer commitment without your signature, and your minimum term is stated in writing before you sign anything.',
      ],
    },
    {
      id: 'guarantee',
      question: 'How does the risk-free guarantee work?',
      answer: [
        'Before we start, we agree in writing on measurable targets such as qualified leads, booked calls or rankings. If we miss them, you do not pay for the results we did not deliver, and we keep working at no cost until we hit them.',
        'The exact terms depend on your package and are set out in your service agreement before any work begins.',
      ],
    },
    {
      id: 'results-timeline',
      question: 'How fast will I see results?',
      answer: [
        'Paid ads and AI voice agents usually produce calls within the first two weeks. SEO and reputation work builds over months. We commit to measurable results within 90 days, and you can watch progress on your dashboard from the first week.',
      ],
    },
    {
      id: 'free-audit',
      question: 'What does the free $500 audit include?',
      answer: [
        'A review of your website’s speed, mobile experience and accessibility; your Google Business Profile and local listings; your reviews; your current ads if you run any; and how your top three competitors show up in search.',
        'You get the findings on a free 30-minute call with a prioritised list of fixes. You can keep the audit whether or not you work with us.',
      ],
    },
    {
      id: 'ai-voice-agents',
      question: 'Are AI voice agents safe for medical and legal practices?',
      answer: [
        'Yes. For healthcare clients we configure agents for HIPAA compliance, including a business associate agreement, encrypted call data and access limited to your staff. For law firms, the agent screens and books consultations but never gives legal advice.',
        'You approve every script, and callers can always ask to reach a person.',
      ],
    },
    {
      id: 'ownership',
      question: 'Who owns my website and ad accounts?',
      answer: [
        'You do. Your website, domain, Google Ads, Google Business Profile and social accounts are set up in your name, with us as managers. If you ever leave, you keep everything, including the data and the call recordings.',
      ],
    },
    {
      id: 'service-area',
      question: 'Do you only work with Los Angeles businesses?',
      answer: [
        'We are based in Los Angeles and most of our clients are across Southern California, where we know the neighbourhoods and the competition. We also run campaigns for businesses elsewhere in the United States; everything we do works remotely.',
      ],
    },
  ],
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  items: readonly FaqItem[];
};
