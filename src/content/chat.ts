/**
 * What Ann, the site's scripted chat assistant, says (docs/product.md#chat-assistant).
 * Plain data: the reply engine in src/features/chat matches a visitor's words against the
 * keywords here and answers with the matching reply. Keywords are lower-case words or phrases,
 * matched as whole words (a trailing "s" is allowed), so "price" also matches "prices".
 */
import { onboardingPackages } from './packages';
import type { ServiceSlug } from './service-slugs';
import { site } from './site';

/** A link under one of Ann's replies: a route or home-page anchor ("/call-booking", "/#contact") or an external page. */
export interface ChatLink {
  label: string;
  href: string;
}

export interface ChatReply {
  text: string;
  links?: readonly ChatLink[];
}

export const chatTopicIds = [
  'assistant',
  'booking',
  'pricing',
  'contract',
  'guarantee',
  'contact',
  'case-studies',
  'guides',
  'plan',
  'industries',
  'advertising',
  'services',
  'thanks',
  'affirmative',
  'greeting',
] as const;
export type ChatTopicId = (typeof chatTopicIds)[number];

export interface ChatTopic {
  id: ChatTopicId;
  keywords: readonly string[];
  reply: ChatReply;
}

export interface ChatServiceEntry {
  slug: ServiceSlug;
  /** The service's name as Ann says it. */
  name: string;
  keywords: readonly string[];
  /** What the service does, in Ann's words: one or two sentences. */
  summary: string;
  /** How the service is priced, said when a visitor asks what it costs. */
  pricingNote: string;
}

const { launch, leader } = onboardingPackages;
/** Whole dollars of a package's amount in cents, as the recommendation shows them: 150_000 → "$1,500". */
const dollars = (cents: number) => `$${String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const links = {
  booking: { label: 'Book a free consultation', href: '/call-booking' },
  calculator: { label: 'Estimate your price', href: '/#pricing-calculator' },
  packages: { label: 'See our packages', href: '/services' },
  guarantee: { label: 'Read our guarantee', href: '/#guarantee' },
  contact: { label: 'Send us a message', href: '/#contact' },
  caseStudies: { label: 'Read the case studies', href: '/case-studies' },
  guides: { label: 'Get the free guides', href: '/resources' },
  quiz: { label: 'Take the 2-minute quiz', href: '/path-selector' },
  pathfinder: { label: 'Get your free plan', href: '/#pathfinder' },
  allServices: { label: 'Browse all services', href: '/all-services' },
} as const satisfies Record<string, ChatLink>;

export const chatCopy = {
  assistantName: 'Ann',
  title: 'Chat with Ann',
  subtitle: 'Usually replies in a moment',
  launcherLabel: 'Chat with Ann',
  closeLabel: 'Close chat',
  inputLabel: 'Your message',
  inputPlaceholder: 'Type your question…',
  sendLabel: 'Send message',
  typing: 'Ann is typing…',
  suggestionsLabel: 'Suggested questions',
  /** Said when the panel first opens. */
  greeting: {
    text: `Hi, I'm Ann from ${site.shortName}! I can answer questions about our services, pricing and guarantee, or help you book a free consultation. What can I help you with today?`,
  },
} as const satisfies Record<string, string | ChatReply>;

/** Quick replies offered under the conversation: each is sent as if the visitor typed it. */
export const chatSuggestions: readonly string[] = [
  'What services do you offer?',
  'How much does it cost?',
  'What is your guarantee?',
  'Book a free consultation',
  'How can I contact you?',
];

/** Checked in this order: the first topic with a matching keyword answers. */
export const chatTopics: readonly ChatTopic[] = [
  {
    id: 'assistant',
    keywords: ['who are you', 'are you a bot', 'bot', 'robot', 'are you human', 'are you real', 'your name', 'chatbot'],
    reply: {
      text: `I'm Ann, the virtual assistant for ${site.shortName}. I can answer common questions and point you to the right page. For anything specific to your business, our strategists are happy to help on a free consultation.`,
      links: [links.booking, links.contact],
    },
  },
  {
    id: 'booking',
    keywords: [
      'book',
      'booking',
      'schedule',
      'appointment',
      'consultation',
      'consult',
      'meeting',
      'strategy call',
      'free call',
      'discovery call',
      'call back',
      'callback',
      'get started',
      'sign up',
    ],
    reply: {
      text: 'Happy to set that up! Our free 30-minute consultation comes with a free digital marketing audit (a $500 value). Pick a time that suits you and a strategist will walk through your goals, no obligation.',
      links: [links.booking, links.contact],
    },
  },
  {
    id: 'pricing',
    keywords: [
      'price',
      'pricing',
      'cost',
      'how much',
      'budget',
      'fee',
      'rate',
      'quote',
      'expensive',
      'cheap',
      'afford',
      'affordable',
      'package',
      'retainer',
      'monthly',
      'invest',
      'investment',
    ],
    reply: {
      text: `Every plan is built around your goals, so there is no one-size price. As a guide, our packages run from ${dollars(launch.monthlyRetainer.minCents)} a month for ${launch.name} up to ${dollars(leader.monthlyRetainer.maxCents)} a month for ${leader.name}. The pricing calculator gives you an instant estimate, and a free consultation gets you an exact quote.`,
      links: [links.calculator, links.packages, links.booking],
    },
  },
  {
    id: 'contract',
    keywords: ['contract', 'commitment', 'cancel', 'minimum term', 'lock in', 'locked in', 'agreement', 'terms'],
    reply: {
      text: `Our packages have clear minimum terms, from ${launch.contractTerm.replace(' minimum', '')} for ${launch.name} to ${leader.contractTerm.replace(' minimum', '')} for ${leader.name}, and each comes with its own guarantee. You can read the full service agreement before you commit to anything.`,
      links: [links.packages, { label: 'Read the service agreement', href: '/service-agreement' }, links.booking],
    },
  },
  {
    id: 'guarantee',
    keywords: [
      'guarantee',
      'guaranteed',
      'risk',
      'risk free',
      'refund',
      'money back',
      'promise',
      'no results',
      'does not work',
      'doesn t work',
      'trust',
      'how long',
      'how soon',
      'how quickly',
      'timeline',
      'when will i see',
    ],
    reply: {
      text: 'Our Risk-Free Guarantee is simple: we agree on the results that matter before we start, and if we do not deliver them, you do not pay for them. Most clients see measurable progress within 90 days.',
      links: [links.guarantee, links.booking],
    },
  },
  {
    id: 'contact',
    keywords: [
      'contact',
      'phone',
      'telephone',
      'number',
      'call you',
      'email',
      'e mail',
      'address',
      'office',
      'located',
      'location',
      'where are you',
      'reach you',
      'get in touch',
      'human',
      'real person',
      'someone',
      'hours',
    ],
    reply: {
      text: `You can call us on ${site.phone.display} or email ${site.email}. Our office is at ${site.address.street}, ${site.address.city}, ${site.address.region}, and we reply to every message within 24 hours. Or leave your details and a strategist will get back to you.`,
      links: [links.contact, { label: `Call ${site.phone.display}`, href: `tel:${site.phone.e164}` }, links.booking],
    },
  },
  {
    id: 'case-studies',
    keywords: [
      'case study',
      'case studies',
      'results',
      'example',
      'proof',
      'portfolio',
      'success story',
      'success stories',
      'past clients',
      'other clients',
      'your clients',
      'testimonial',
      'reviews',
      'track record',
      'experience',
    ],
    reply: {
      text: 'We have run 500+ projects for 50+ active clients over 5+ years, with a 4.9 rating from our reviews. The case studies show the numbers behind three of them: where each business started, what we did and what changed.',
      links: [links.caseStudies, links.booking],
    },
  },
  {
    id: 'guides',
    keywords: [
      'guide',
      'free guide',
      'resource',
      'download',
      'checklist',
      'ebook',
      'pdf',
      'tips',
      'learn',
      'read more',
    ],
    reply: {
      text: 'We have two free guides you can download today, packed with practical steps you can use straight away. Just tell us where to send them.',
      links: [links.guides],
    },
  },
  {
    id: 'plan',
    keywords: [
      'quiz',
      'plan',
      'recommend',
      'recommendation',
      'not sure',
      'where to start',
      'where do i start',
      'which service',
      'help me choose',
      'right for me',
      'best for me',
      'new business',
      'start a business',
      'starting a business',
      'grow my business',
      'strategy',
      'more leads',
      'more customers',
      'more clients',
      'more sales',
      'grow',
      'growth',
    ],
    reply: {
      text: 'Not sure where to start? Answer a few quick questions and we will recommend the plan that fits your stage, goal and budget. It takes about two minutes.',
      links: [links.quiz, links.pathfinder],
    },
  },
  {
    id: 'industries',
    keywords: [
      'industry',
      'industries',
      'niche',
      'lawyer',
      'law firm',
      'attorney',
      'legal',
      'dentist',
      'dental',
      'doctor',
      'medical',
      'healthcare',
      'clinic',
      'restaurant',
      'contractor',
      'plumber',
      'hvac',
      'roofer',
      'home services',
      'real estate',
      'salon',
      'spa',
    ],
    reply: {
      text: 'Yes, we would love to help. We specialise in healthcare, legal and service businesses, and work with local companies of every kind across Los Angeles. Tell us about yours on a free consultation and we will show you what is working in your industry right now.',
      links: [links.booking, links.caseStudies],
    },
  },
  {
    id: 'advertising',
    keywords: ['ads', 'advert', 'advertising', 'advertise', 'paid ads', 'paid advertising', 'ppc', 'pay per click'],
    reply: {
      text: 'We run paid campaigns on three channels: Google Ads for people searching right now, Local Service Ads for pay-per-lead calls from nearby customers, and Facebook and Instagram ads to reach your ideal audience. Every lead and call is tracked so you see what each dollar brings in.',
      links: [
        { label: 'Google Advertising', href: '/services/google-advertising' },
        { label: 'Local Service Ads', href: '/services/local-service-ads' },
        { label: 'Facebook Advertising', href: '/services/facebook-advertising' },
      ],
    },
  },
  {
    id: 'services',
    keywords: [
      'service',
      'services',
      'what do you do',
      'what you do',
      'offer',
      'help with',
      'marketing',
      'options',
      'do you do',
    ],
    reply: {
      text: 'We offer 11 services that bring in and convert leads: AI voice agents that answer every call, websites, pay-per-results SEO, conversion optimisation, Google, Local Service and Facebook ads, email marketing, listings and voice search, review generation and website accessibility. Which one would you like to hear about?',
      links: [links.allServices, links.quiz],
    },
  },
  {
    id: 'thanks',
    keywords: ['thanks', 'thank you', 'thx', 'cheers', 'appreciate', 'bye', 'goodbye'],
    reply: {
      text: 'You are welcome! If anything else comes up, I am right here. And when you are ready, a free consultation is the quickest way to a plan.',
      links: [links.booking],
    },
  },
  {
    id: 'affirmative',
    keywords: ['yes', 'yeah', 'yep', 'sure', 'ok', 'okay', 'sounds good', 'great'],
    reply: {
      text: 'Great! The quickest next step is a free 30-minute consultation, where we look at your business and map out a plan. Or ask me anything else about our services, pricing or guarantee.',
      links: [links.booking, links.allServices],
    },
  },
  {
    id: 'greeting',
    keywords: ['hi', 'hello', 'hey', 'hiya', 'howdy', 'good morning', 'good afternoon', 'good evening', 'greetings'],
    reply: {
      text: 'Hello! Nice to meet you. Are you looking to get more leads, grow an existing business, or just curious what we do? Ask me about services, pricing, our guarantee or booking a call.',
    },
  },
];

/** One entry per service: a visitor naming a service gets its summary and its page. */
export const chatServices: readonly ChatServiceEntry[] = [
  {
    slug: 'ai-voice-agents',
    name: 'AI Voice Agents',
    keywords: [
      'ai voice agent',
      'voice agent',
      'ai agent',
      'ai',
      'ai receptionist',
      'receptionist',
      'answering service',
      'call answering',
      'answer calls',
      'answer my calls',
      'missed call',
      'miss call',
      'missing call',
      'miss a lot of call',
      'phone call',
      'after hours',
      'answer the phone',
    ],
    summary:
      'Our AI voice agents answer every call 24/7, qualify leads and book appointments for you, with HIPAA-ready workflows for healthcare, legal and service businesses.',
    pricingNote: 'AI voice agents are priced by call volume and the workflows you need, usually for less than a part-time receptionist.',
  },
  {
    slug: 'winning-websites',
    name: 'Winning Websites',
    keywords: ['website', 'web site', 'web design', 'web designer', 'redesign', 'new site', 'landing page', 'web development'],
    summary: 'We build fast, mobile-first websites designed to turn visitors into calls and bookings, and set up to be found in local search.',
    pricingNote: 'Website pricing depends on the number of pages and features you need, quoted as a fixed project fee.',
  },
  {
    slug: 'pay-per-results-seo',
    name: 'Pay-Per-Results SEO',
    keywords: ['seo', 'search engine optimization', 'search engine optimisation', 'pay per result', 'rank', 'ranking', 'organic', 'first page'],
    summary: 'With Pay-Per-Results SEO you pay for verified ranking results, not for hours. We target the keywords that bring customers and report every move.',
    pricingNote: 'With Pay-Per-Results SEO you pay for verified ranking results rather than hours, so your cost follows the results you get.',
  },
  {
    slug: '4x-conversions',
    name: '4x Conversions',
    keywords: ['conversion', 'conversion rate', 'cro', '4x', 'a b testing', 'more leads from my traffic'],
    summary: 'Our 4x Conversions service tests and improves your pages and offers so the traffic you already have turns into more leads, on the same budget.',
    pricingNote: 'Conversion work is priced as a monthly testing programme sized to your traffic.',
  },
  {
    slug: 'google-advertising',
    name: 'Google Advertising',
    keywords: ['google ads', 'google advertising', 'adwords', 'search ads'],
    summary: 'We run Google Ads that reach buyers at the moment they search, with a controlled cost per lead and every call tracked.',
    pricingNote: 'Google Advertising is a monthly management fee plus the ad budget you choose, which you control.',
  },
  {
    slug: 'local-service-ads',
    name: 'Local Service Ads',
    keywords: ['local service ads', 'local services ads', 'lsa', 'google guaranteed', 'google screened'],
    summary: 'Local Service Ads put you at the very top of local search with the Google trust badge, and you pay per lead rather than per click.',
    pricingNote: 'With Local Service Ads you pay per lead, plus a monthly fee for setup and management.',
  },
  {
    slug: 'facebook-advertising',
    name: 'Facebook Advertising',
    keywords: ['facebook', 'instagram', 'meta', 'facebook ads', 'social media', 'social ads'],
    summary: 'We create Facebook and Instagram campaigns that stop the scroll, target your ideal customers precisely and retarget warm prospects.',
    pricingNote: 'Facebook Advertising is a monthly management fee plus the ad budget you set.',
  },
  {
    slug: 'email-marketing',
    name: 'Email Marketing',
    keywords: ['email marketing', 'newsletter', 'email campaign', 'email automation', 'drip', 'nurture'],
    summary: 'Our email marketing nurtures leads automatically, with campaigns and follow-ups that bring past customers back and turn enquiries into sales.',
    pricingNote: 'Email marketing is a monthly fee based on your list size and how many campaigns you send.',
  },
  {
    slug: 'business-listings-voice-search',
    name: 'Business Listings & Voice Search',
    keywords: ['listing', 'business listing', 'google business profile', 'google my business', 'gbp', 'voice search', 'alexa', 'siri', 'directories', 'citations', 'yelp'],
    summary: 'We make your business listings accurate and consistent everywhere, so you show up on maps, directories and voice assistants like Siri and Alexa.',
    pricingNote: 'Listings and voice search is a modest monthly fee that covers setup and ongoing updates.',
  },
  {
    slug: 'review-generation-reputation',
    name: 'Review Generation & Reputation',
    keywords: ['reputation', 'review generation', 'more reviews', 'get reviews', 'online reviews', 'google reviews', 'bad reviews', 'negative reviews'],
    summary: 'We help you earn more five-star reviews on autopilot and respond to every review, so your reputation wins customers before they call.',
    pricingNote: 'Review generation is a flat monthly fee, with no charge per review.',
  },
  {
    slug: 'website-accessibility',
    name: 'Website Accessibility',
    keywords: ['accessibility', 'website accessibility', 'ada', 'wcag', 'accessible', 'disabilities', 'screen reader'],
    summary: 'We audit and fix your website for ADA and WCAG accessibility, so everyone can use it and you reduce the risk of legal complaints.',
    pricingNote: 'Accessibility work starts with an audit, then a fixed quote for the fixes and optional monitoring.',
  },
];

/** Templates for a named service; {service} stands for its name. */
export const chatServiceReplies = {
  /** The visitor names a service: its summary, then this. */
  detail: 'Would you like to see how it works and what it costs?',
  /** The visitor asks what a named service costs: its pricing note, then this. */
  pricing: 'The {service} page has a price estimator, and a free consultation gets you an exact quote.',
  detailLinkLabel: 'View {service}',
  /** The visitor names several services at once. */
  several: 'Good choices, those work well together. Here is where to read about each one, or book a free consultation and we will plan them as one strategy.',
} as const;

/** When nothing matches: offer the main choices instead of guessing. */
export const chatFallback: ChatReply = {
  text: `I am not sure I understood that, sorry! I can help with our services, pricing, our Risk-Free Guarantee or booking a free consultation. You can also call us on ${site.phone.display}.`,
  links: [links.allServices, links.calculator, links.booking],
};

/** The reply delay (docs/product.md#chat-assistant). */
export const chatReplyDelayMs = { min: 1000, max: 2000 } as const;
