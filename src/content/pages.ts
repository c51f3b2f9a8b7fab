/**
 * Each page's metadata and opening copy: the <title>, meta description, the <h1> and the
 * paragraph under it. Headlines in quotes in the specs are kept word for word.
 */
export interface PageCopy {
  /** The <title> before " | Agency name". */
  title: string;
  /** The meta description: 120–160 characters reads best in search results. */
  description: string;
  heading: string;
  intro: string;
  eyebrow?: string;
}

export const pageCopy = {
  home: {
    title: 'Find Your Perfect Marketing Plan in 60 Seconds',
    description:
      'Results-based digital marketing for Los Angeles businesses. Answer three questions, get a custom plan, and pay only for verified results.',
    eyebrow: 'Risk-free marketing in Los Angeles',
    heading: 'Find Your Perfect Marketing Plan in 60 Seconds',
    intro:
      'Answer three quick questions and get a plan built for your business: the right mix of search, ads, websites and AI call answering. You pay only for verified results.',
  },
  professional: {
    title: 'Stop Gambling on Marketing',
    description:
      'Marketing with a guarantee: a custom proposal within 48 hours, pricing in under 60 seconds, and no payment until results are verified.',
    eyebrow: 'Marketing with a guarantee',
    heading: 'Stop Gambling on Marketing',
    intro:
      'Most agencies bill you whether or not the phone rings. We tie our fees to verified results, send a custom proposal within 48 hours, and show you your price in under 60 seconds.',
  },
  welcome: {
    title: 'Welcome: Our Risk-Free Growth Guarantee',
    description:
      'See how our risk-free guarantee works: a free 30-minute consultation, a free $500 marketing audit, and fees tied to verified results.',
    eyebrow: 'Welcome',
    heading: 'Growth Without the Guesswork',
    intro:
      'Every engagement starts with a free 30-minute consultation and a free digital marketing audit, a $500 value. If we do not deliver the results we agree on, you do not pay for them.',
  },
  'for-new-businesses': {
    title: 'Marketing for New Businesses',
    description:
      'Launch with a professional website, local SEO and a social media presence built to win your first customers, with a risk-free guarantee.',
    eyebrow: 'For new businesses',
    heading: 'Launch Strong and Win Your First Customers',
    intro:
      'A new business needs three things before it spends a dollar on ads: a professional website, a local search presence customers can find, and social profiles that build trust. We set up all three.',
  },
  'for-growing-businesses': {
    title: 'Marketing for Growing Businesses',
    description:
      'Scale with advanced PPC, enterprise SEO and conversion rate optimization, backed by a guarantee tied to the growth you can measure.',
    eyebrow: 'For growing businesses',
    heading: 'Scale What Already Works',
    intro:
      'You have customers and a working offer. Advanced PPC, enterprise SEO and conversion rate optimization turn that foundation into predictable growth, measured against targets we agree on up front.',
  },
  'how-it-works': {
    title: 'How It Works',
    description:
      'Four steps from first call to measurable growth: discovery and audit, strategy and plan, execution and management, reporting and growth.',
    eyebrow: 'Our process',
    heading: 'How It Works',
    intro:
      'Four clear steps take you from a first conversation to growth you can see in your numbers: Discovery & Audit, Strategy & Plan, Execution & Management, and Reporting & Growth.',
  },
  'path-selector': {
    title: 'Choose Your Path',
    description:
      'Starting a business or growing one? Pick your path and take a two-minute quiz to get a custom Launch Roadmap or Growth Audit by e-mail.',
    eyebrow: "Let's talk",
    heading: 'Where Are You on Your Business Journey?',
    intro:
      'Pick the path that fits you. A short quiz, about two minutes, tells us enough to send you a custom plan, and then you can book your free 30-minute consultation.',
  },
  'quiz-aspirer': {
    title: 'Launch Roadmap Quiz',
    description:
      'Planning to start a business? Answer five short questions and get a custom Launch Roadmap by e-mail, plus a free 30-minute strategy call.',
    eyebrow: 'Launch Roadmap',
    heading: 'Get Your Custom Launch Roadmap',
    intro:
      'Five short questions about your idea, your customers and what worries you most. We turn your answers into a step-by-step Launch Roadmap and send it to your inbox.',
  },
  'quiz-owner': {
    title: 'Growth Audit Quiz',
    description:
      'Grow your existing business: answer five short questions and get a custom Growth Audit by e-mail, plus a free 30-minute strategy call.',
    eyebrow: 'Growth Audit',
    heading: 'Get Your Custom Growth Audit',
    intro:
      'Tell us how your business runs today and what a win looks like. We review your answers and send a Growth Audit with the first moves that will bring you more customers.',
  },
  'call-booking': {
    title: 'Book Your Free Consultation',
    description:
      'Book a free 30-minute consultation with a growth strategist. Pick a date and time that suits you and we will confirm within 24 hours.',
    eyebrow: 'Free 30-minute consultation',
    heading: 'Book Your Free Strategy Call',
    intro:
      'Choose a date and time that suits you and tell us your biggest question. A strategist will confirm your call within 24 hours and come prepared with ideas for your business.',
  },
  auth: {
    title: 'Staff Sign-in',
    description: 'Sign in to the Growth Engine Dashboard.',
    heading: 'Staff Sign-in',
    intro: 'Sign in with your staff e-mail and password to open the Growth Engine Dashboard.',
  },
  admin: {
    title: 'Growth Engine Dashboard',
    description: 'Work the leads the site captures.',
    heading: 'Growth Engine Dashboard',
    intro: 'Every lead the site captures, newest first.',
  },
  'service-agreement': {
    title: 'Service Agreement',
    description:
      'Review your package, monthly investment, setup fee, KPIs and terms, then accept your results-based service agreement online.',
    eyebrow: 'Service agreement',
    heading: 'Your Service Agreement',
    intro:
      'Review your package, what you invest each month, the setup fee and the KPIs we commit to. Accept online and a strategist will contact you within 24 hours to begin.',
  },
  services: {
    title: 'Marketing Packages',
    description:
      'Three results-based marketing packages, each with a custom quote and a risk-free guarantee. Find the one that fits your stage of growth.',
    eyebrow: 'Marketing packages',
    heading: 'Marketing Packages Built Around Results',
    intro:
      'Three packages for three stages of growth, each priced by custom quote and backed by our risk-free guarantee. Not sure where you fit? The Pathfinder quiz recommends one in under a minute.',
  },
  'service-detail': {
    title: 'Service',
    description: 'Results-based marketing services for Los Angeles businesses.',
    heading: 'Service',
    intro: '',
  },
  'all-services': {
    title: 'All Services',
    description:
      'All 11 results-based marketing services in one place: AI voice agents, websites, SEO, ads, email, listings, reviews and accessibility.',
    eyebrow: 'Everything we do',
    heading: 'All Services',
    intro:
      'Eleven services, one team, one guarantee. Compare what each delivers, see what is included, and estimate your investment in under a minute.',
  },
  resources: {
    title: 'Free Marketing Guides',
    description:
      'Download free, practical marketing guides for small and growing businesses, written by the strategists who run our client campaigns.',
    eyebrow: 'Free resources',
    heading: 'Free Marketing Guides',
    intro:
      'Practical guides written by the strategists who run our client campaigns. Enter your details and we will e-mail the download link straight away.',
  },
  onboarding: {
    title: "Let's Build Your Success Story",
    description:
      'Answer four short steps about your goals, business, budget and timeline and get a recommended package with clear pricing and terms.',
    eyebrow: 'Get your custom strategy',
    heading: "Let's Build Your Success Story",
    intro:
      'Four short steps about your goals, your business, your budget and your timeline. We recommend the package that fits, with its setup fee, monthly retainer and guarantee.',
  },
  'pathfinder-results': {
    title: 'Your Recommended Plan',
    description:
      'Your recommended marketing plan from the Pathfinder quiz, with why it fits and the next step to get started risk-free.',
    eyebrow: 'Your Pathfinder result',
    // The plan's name is the page's heading; a link without one shows the spec's default name.
    heading: 'Recommended Plan',
    intro:
      'Based on your answers, this is the plan we would start with. Talk it through with a strategist for free before you commit to anything.',
  },
  'case-studies': {
    title: 'Case Studies',
    description:
      'How a restaurant chain, a dental practice and an auto repair shop grew with results-based marketing: the challenge, the plan, the numbers.',
    eyebrow: 'Client results',
    heading: 'Case Studies',
    intro:
      'Three local businesses, three different problems, one approach: agree on the results that matter, then do the work to deliver them. Here is what happened.',
  },
  sitemap: {
    title: 'Sitemap',
    description: 'Every page of the site in one place: services, packages, quizzes, guides, case studies and how to get started.',
    eyebrow: 'Sitemap',
    heading: 'Sitemap',
    intro: 'Every page of the site, grouped so you can find what you need quickly.',
  },
  'not-found': {
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
    heading: 'Oops! Page not found',
    intro: 'The page you are looking for may have moved, or the link may be mistyped.',
  },
} as const satisfies Record<string, PageCopy>;
