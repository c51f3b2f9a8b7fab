import type {
  AspirerFear,
  AspirerStage,
  OwnerBusinessType,
  OwnerCurrentMethod,
  OwnerImprovement,
  OwnerWin,
} from '@shared/quiz-lead.ts';

/**
 * The words of the two five-step quizzes (docs/product.md#launch-and-growth-quizzes). The answer values and the order of the
 * steps are the quiz engine's (features/quizzes, from the documented value lists); the questions, help
 * texts and labels are ours to edit. Only the toasts are the product's own wording (docs/product.md).
 */
export interface QuizOptionCopy {
  label: string;
  /** One line under the label that helps the visitor recognise themselves. */
  description: string;
}

export interface QuizChoiceStepCopy<Value extends string> {
  question: string;
  help: string;
  options: Readonly<Record<Value, QuizOptionCopy>>;
}

export interface QuizTextStepCopy {
  question: string;
  help: string;
  placeholder: string;
}

export interface QuizContactStepCopy {
  question: string;
  help: string;
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
}

export interface QuizToastCopy {
  /** The success toast; then the visitor goes to /call-booking. */
  success: string;
  /** The failure toast; the visitor stays on the form. */
  failure: string;
}

/** Words both quizzes share. */
export const quizCommonCopy = {
  /** The counter; {current} and {total} are filled in by the quiz engine. It reads "of 5". */
  progress: 'Step {current} of {total}',
  /** The accessible name of the progress bar. */
  progressBarLabel: 'Quiz progress',
  back: 'Back',
  next: 'Next',
  /** Read only by bots: the honeypot input is hidden from people and screen readers. */
  honeypotLabel: 'Leave this field empty',
} as const;

const QUIZ_FAILURE = 'Something went wrong. Please try again.';

export const aspirerQuizCopy = {
  steps: {
    stage: {
      question: 'Where are you on your business journey?',
      help: 'Pick the one that fits best. There are no wrong answers.',
      options: {
        'just-idea': { label: 'Just an idea', description: "I have an idea but haven't started on it yet." },
        validating: { label: 'Testing the idea', description: "I'm finding out whether people will pay for it." },
        'planning-3-6': { label: 'Launching in 3 to 6 months', description: "I'm planning to open within the next 3 to 6 months." },
        'ready-now': { label: 'Ready to launch now', description: "I'm ready to open and need my first customers." },
      },
    } satisfies QuizChoiceStepCopy<AspirerStage>,
    concept: {
      question: 'What is your business idea?',
      help: 'A sentence or two is enough: what you will sell or do, and where.',
      placeholder: 'e.g. A mobile dog-grooming service in Santa Monica',
    } satisfies QuizTextStepCopy,
    customer: {
      question: 'Who is your ideal customer?',
      help: 'Describe the people you most want to serve.',
      placeholder: 'e.g. Busy pet owners on the Westside who work long hours',
    } satisfies QuizTextStepCopy,
    fear: {
      question: 'What worries you most about launching?',
      help: 'Your roadmap tackles this first.',
      options: {
        'no-customers': { label: 'Not finding customers', description: "I'm worried nobody will know my business exists." },
        'running-out-money': { label: 'Running out of money', description: "I'm worried about spending before sales come in." },
        'not-knowing-steps': { label: 'Not knowing the next steps', description: "I'm not sure what to do first, or in what order." },
      },
    } satisfies QuizChoiceStepCopy<AspirerFear>,
    contact: {
      question: 'Where should we send your Launch Roadmap?',
      help: 'Your free, custom roadmap goes to this inbox. Then you can book your free 30-minute consultation.',
      nameLabel: 'Your name',
      namePlaceholder: 'Jane Smith',
      emailLabel: 'Email address',
      emailPlaceholder: 'you@example.com',
    } satisfies QuizContactStepCopy,
  },
  submit: 'Get My Launch Roadmap',
  submitting: 'Sending Your Answers...',
  toasts: {
    success: 'Success! Check your email for your Launch Roadmap.',
    failure: QUIZ_FAILURE,
  } satisfies QuizToastCopy,
} as const;

export const ownerQuizCopy = {
  steps: {
    businessType: {
      question: 'What kind of business do you run?',
      help: 'Tell us where your customers buy from you.',
      options: {
        Online: { label: 'Online', description: 'I sell or serve my customers online only.' },
        'Brick-and-Mortar': { label: 'Brick-and-Mortar', description: 'Customers come to my store, office or location.' },
        Hybrid: { label: 'Hybrid', description: 'I have a physical location and sell online too.' },
      },
    } satisfies QuizChoiceStepCopy<OwnerBusinessType>,
    improvement: {
      question: 'What do you most want to improve?',
      help: 'Pick the one that would make the biggest difference this year.',
      options: {
        'more-local-customers': { label: 'More local customers', description: 'Bring more people from nearby through my door.' },
        'online-reviews': { label: 'Better online reviews', description: 'Earn more 5-star reviews and a stronger reputation.' },
        'compete-chains': { label: 'Compete with big chains', description: 'Stand out against the national brands in my area.' },
      },
    } satisfies QuizChoiceStepCopy<OwnerImprovement>,
    currentMethod: {
      question: 'How do you get most of your customers today?',
      help: 'Your audit starts from what already works for you.',
      options: {
        'word-of-mouth': { label: 'Word of mouth', description: 'Referrals and recommendations from happy customers.' },
        'social-media': { label: 'Social media', description: 'Posts and ads on Facebook, Instagram and the like.' },
        'local-ads': { label: 'Local advertising', description: 'Print, radio, mailers or local directories.' },
        'no-method': { label: 'No set method yet', description: 'Customers find me on their own, and too few do.' },
      },
    } satisfies QuizChoiceStepCopy<OwnerCurrentMethod>,
    win: {
      question: 'What would be the biggest win for your business?',
      help: 'The result you would most like to see in the next 90 days.',
      options: {
        'website-leads': { label: 'More leads from my website', description: 'More calls, form requests and bookings online.' },
        'foot-traffic': { label: 'More foot traffic', description: 'More people walking through my door.' },
        'online-sales': { label: 'More online sales', description: 'More orders from my online store.' },
      },
    } satisfies QuizChoiceStepCopy<OwnerWin>,
    contact: {
      question: 'Where should we send your Growth Audit?',
      help: 'Your free, custom audit goes to this inbox. Then you can book your free 30-minute consultation.',
      nameLabel: 'Your name',
      namePlaceholder: 'Jane Smith',
      emailLabel: 'Business email',
      emailPlaceholder: 'you@yourbusiness.com',
    } satisfies QuizContactStepCopy,
  },
  submit: 'Get My Growth Audit',
  submitting: 'Sending Your Answers...',
  toasts: {
    success: 'Success! Check your email for your Growth Audit.',
    failure: QUIZ_FAILURE,
  } satisfies QuizToastCopy,
} as const;

/** Each quiz's words by user type, as the quiz pages look them up. */
export const quizCopy = {
  aspirer: aspirerQuizCopy,
  owner: ownerQuizCopy,
} as const;
