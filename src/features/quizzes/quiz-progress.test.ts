import {
  QUIZ_PROGRESS_VERSION,
  clearQuizProgress,
  loadQuizProgress,
  parseQuizProgress,
  quizProgressKey,
  quizProgressStore,
  saveQuizProgress,
  serializeQuizProgress,
  type QuizProgress,
} from './quiz-progress';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const aspirerMidway: QuizProgress<'aspirer'> = {
  step: 'customer',
  answers: { stage: 'validating', concept: 'A mobile dog-grooming van' },
};

const hybridOwnerAtContact: QuizProgress<'owner'> = {
  step: 'contact',
  answers: { businessType: 'Hybrid', improvement: 'online-reviews', currentMethod: 'word-of-mouth', win: 'foot-traffic', name: 'Luis' },
};

/** A saved entry as some other code (or an older version) might have written it. */
function entry(value: unknown): string {
  return JSON.stringify(value);
}

describe('quizProgressKey', () => {
  it('is one versioned key per quiz', () => {
    expect(quizProgressKey('aspirer')).toBe(`quiz-progress:v${QUIZ_PROGRESS_VERSION}:aspirer`);
    expect(quizProgressKey('owner')).toBe(`quiz-progress:v${QUIZ_PROGRESS_VERSION}:owner`);
    expect(quizProgressKey('aspirer')).not.toBe(quizProgressKey('owner'));
  });
});

describe('serializeQuizProgress and parseQuizProgress', () => {
  it('round-trips the step and the answers', () => {
    expect(parseQuizProgress('aspirer', serializeQuizProgress('aspirer', aspirerMidway))).toEqual(aspirerMidway);
    expect(parseQuizProgress('owner', serializeQuizProgress('owner', hybridOwnerAtContact))).toEqual(hybridOwnerAtContact);
  });

  it('keeps text exactly as typed, spaces included, so the visitor finds it unchanged', () => {
    const progress: QuizProgress<'aspirer'> = { step: 'concept', answers: { stage: 'just-idea', concept: 'Tacos ' } };
    expect(parseQuizProgress('aspirer', serializeQuizProgress('aspirer', progress))?.answers.concept).toBe('Tacos ');
  });

  it('never writes a honeypot or any field the quiz does not ask', () => {
    const answers = { ...aspirerMidway.answers, website: 'https://spam.example', 'business-website': 'x', businessType: 'Hybrid' };
    const saved = serializeQuizProgress('aspirer', { step: 'customer', answers });
    expect(saved).not.toContain('website');
    expect(saved).not.toContain('spam.example');
    expect(saved).not.toContain('businessType');
    expect(JSON.parse(saved)).toEqual({ version: QUIZ_PROGRESS_VERSION, quiz: 'aspirer', step: 'customer', answers: aspirerMidway.answers });
  });

  it('does not save an improvement left behind by an owner who switched to Online', () => {
    const saved = serializeQuizProgress('owner', { step: 'currentMethod', answers: { businessType: 'Online', improvement: 'online-reviews' } });
    expect(saved).not.toContain('improvement');
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{"version":1,'],
    ['an empty string', ''],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', entry([aspirerMidway])],
    ['another version', entry({ version: QUIZ_PROGRESS_VERSION + 1, quiz: 'aspirer', step: 'customer', answers: aspirerMidway.answers })],
    ['no version', entry({ quiz: 'aspirer', step: 'customer', answers: aspirerMidway.answers })],
    ['the other quiz’s progress', serializeQuizProgress('owner', hybridOwnerAtContact)],
    ['answers that are not an object', entry({ version: QUIZ_PROGRESS_VERSION, quiz: 'aspirer', step: 'stage', answers: 'stage=just-idea' })],
  ])('gives no progress for %s', (_case, saved) => {
    expect(parseQuizProgress('aspirer', saved)).toBeNull();
  });

  it('keeps only the readable answers of a tampered entry', () => {
    const saved = entry({
      version: QUIZ_PROGRESS_VERSION,
      quiz: 'aspirer',
      step: 'fear',
      answers: {
        stage: 'validating',
        concept: 42,
        customer: 'c'.repeat(501),
        fear: 'spiders',
        name: ['Dana'],
        email: 'dana@example.com',
        website: 'https://spam.example',
      },
    }).replace('"website"', '"__proto__":{"stage":"ready-now"},"website"');
    expect(saved).toContain('"__proto__"');
    const progress = parseQuizProgress('aspirer', saved);
    expect(progress?.answers).toEqual({ stage: 'validating', email: 'dana@example.com' });
    expect(Object.getPrototypeOf(progress?.answers)).toBe(Object.prototype);
    // The saved step lies beyond unanswered questions: the visitor carries on at the first of them.
    expect(progress?.step).toBe('concept');
  });

  it('resumes at the first unanswered step when the saved one is beyond it or unknown', () => {
    const beyond = entry({ version: QUIZ_PROGRESS_VERSION, quiz: 'owner', step: 'contact', answers: { businessType: 'Brick-and-Mortar' } });
    expect(parseQuizProgress('owner', beyond)?.step).toBe('improvement');
    const unknown = entry({ version: QUIZ_PROGRESS_VERSION, quiz: 'aspirer', step: 'step-9', answers: { stage: 'ready-now' } });
    expect(parseQuizProgress('aspirer', unknown)?.step).toBe('concept');
  });

  it('drops a saved improvement for an Online owner and resumes on a step that owner sees', () => {
    const saved = entry({
      version: QUIZ_PROGRESS_VERSION,
      quiz: 'owner',
      step: 'improvement',
      answers: { businessType: 'Online', improvement: 'compete-chains' },
    });
    expect(parseQuizProgress('owner', saved)).toEqual({ step: 'currentMethod', answers: { businessType: 'Online' } });
  });
});

describe('saveQuizProgress, loadQuizProgress and clearQuizProgress', () => {
  it('keeps progress in sessionStorage, not localStorage, under the quiz’s key', () => {
    saveQuizProgress('aspirer', aspirerMidway);
    expect(sessionStorage.getItem(quizProgressKey('aspirer'))).toBe(serializeQuizProgress('aspirer', aspirerMidway));
    expect(localStorage.length).toBe(0);
    expect(loadQuizProgress('aspirer')).toEqual(aspirerMidway);
  });

  it('keeps the two quizzes apart', () => {
    saveQuizProgress('aspirer', aspirerMidway);
    saveQuizProgress('owner', hybridOwnerAtContact);
    expect(loadQuizProgress('aspirer')).toEqual(aspirerMidway);
    expect(loadQuizProgress('owner')).toEqual(hybridOwnerAtContact);
    clearQuizProgress('owner');
    expect(loadQuizProgress('owner')).toBeNull();
    expect(loadQuizProgress('aspirer')).toEqual(aspirerMidway);
  });

  it('gives nothing when nothing is saved', () => {
    expect(loadQuizProgress('owner')).toBeNull();
  });

  it('removes an unreadable entry', () => {
    sessionStorage.setItem(quizProgressKey('owner'), 'not json');
    expect(loadQuizProgress('owner')).toBeNull();
    expect(sessionStorage.getItem(quizProgressKey('owner'))).toBeNull();
  });

  it('works without storage (disabled by privacy settings)', () => {
    expect(() => saveQuizProgress('aspirer', aspirerMidway, null)).not.toThrow();
    expect(loadQuizProgress('aspirer', null)).toBeNull();
    expect(() => clearQuizProgress('aspirer', null)).not.toThrow();
  });

  it('survives storage that throws (full, or blocked)', () => {
    const failing: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveQuizProgress('aspirer', aspirerMidway, failing)).not.toThrow();
    expect(loadQuizProgress('aspirer', failing)).toBeNull();
    expect(() => clearQuizProgress('aspirer', failing)).not.toThrow();
  });
});

describe('quizProgressStore', () => {
  it('saves to and resumes from the tab’s storage, one quiz apart from the other', () => {
    const aspirer = quizProgressStore('aspirer');
    expect(aspirer.load()).toBeNull();
    aspirer.save(aspirerMidway);
    expect(quizProgressStore('aspirer').load()).toEqual(aspirerMidway);
    expect(quizProgressStore('owner').load()).toBeNull();
    expect(sessionStorage.getItem(quizProgressKey('aspirer'))).toBe(serializeQuizProgress('aspirer', aspirerMidway));
  });
});
