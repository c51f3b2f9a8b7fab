/**
 * Copy of the contact section (docs/product.md#contact-section) and the service pages' consultation form.
 * Notices and field messages (docs/product.md#validation-messages) are kept word for word; the phone, e-mails and
 * address come from site.ts.
 */
export const contactSectionCopy = {
  eyebrow: 'Contact us',
  heading: 'Get Your Free Consultation',
  intro:
    'Tell us where your business is stuck and we will reply within 24 hours with the next step. Prefer to talk? Call or e-mail us directly.',
  detailsHeading: 'Talk to a real person',
  detailsLabels: { email: 'Email Support', phone: 'Call Us', address: 'Visit Us' },
  tabsLabel: 'Choose a contact form',
  tabs: { standard: 'Standard Form', smart: 'Smart Qualification' },
} as const;

export const standardFormCopy = {
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    goals: "What's your biggest challenge?",
  },
  goalsPlaceholder: 'Select your biggest challenge',
  submit: 'Send Message',
  sending: 'Sending...',
  notices: {
    humanCheckMissing: { title: 'Please complete the reCAPTCHA verification' },
    invalid: { title: 'Please check your form', description: 'Some fields need your attention' },
    error: { title: 'Error', description: 'There was a problem submitting your form. Please try again.' },
    success: { title: 'Success!', description: "Thank you for reaching out. We'll get back to you within 24 hours." },
  },
  thankYou: {
    heading: 'Thank You!',
    body: "Your message is on its way. We'll get back to you within 24 hours.",
    redirecting: 'Taking you to our main site…',
    /** The thanks moves on to the main site after 2 seconds. */
    redirectAfterMs: 2000,
    continueLink: 'Continue to our main site',
  },
} as const;

export const smartFormCopy = {
  intro: 'Answer a few questions so we can prioritize your request. Immediate needs get a call within 2 hours.',
  labels: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    urgency: 'How soon do you need results?',
    budget: 'Monthly budget',
    leadSource: 'How did you hear about us?',
    primaryGoal: 'Primary goal',
    challenges: 'What challenges are you facing?',
  },
  placeholders: {
    budget: 'Select your monthly budget',
    leadSource: 'Select an option',
    primaryGoal: 'Select your primary goal',
  },
  submit: 'Qualify My Business',
  sending: 'Processing Lead...',
  notices: {
    humanCheckMissing: { title: 'Please complete reCAPTCHA' },
    /** {phone} is the agency's phone number. */
    error: { title: 'Error', description: 'There was a problem processing your request. Please try again or call us at {phone}.' },
    success: { title: 'Lead Qualified Successfully!' },
  },
  qualified: {
    heading: 'Lead Qualified',
    priorityLabel: 'Priority level',
    thanks: 'Thank you! Your answers are with our team.',
    /** {hours} is 2 for an immediate need, otherwise 24 (docs/product.md#contact-section). */
    promise: "We'll contact you within {hours} hours.",
  },
} as const;

export const consultationFormCopy = {
  heading: 'Request a Free Consultation',
  intro: 'Tell us about your business and we will contact you within 24 hours to discuss your project.',
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    message: 'Message',
  },
  messagePlaceholder: 'Tell us about your goals (optional)',
  submit: 'Request Free Consultation',
  sending: 'Sending...',
  notices: {
    validation: { title: 'Validation Error' },
    error: { title: 'Error', description: 'There was a problem submitting your form. Please try again.' },
    success: { title: 'Request Submitted!', description: "We'll contact you within 24 hours to discuss your project." },
  },
} as const;
