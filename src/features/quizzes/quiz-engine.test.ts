import { quizLeadRequestSchema } from '@shared/quiz-lead.ts';
import {
  QUIZ_STEP_COUNT,
  canAdvance,
  isQuizComplete,
  quizLeadFrom,
  quizStep,
  quizSteps,
  quizWizardRules,
  resumeStep,
  stepAfter,
  stepBefore,
  stepProgress,
  visibleSteps,
  withAnswer,
  withoutHiddenAnswers,
  type QuizAnswers,
  type QuizKind,
  type QuizStep,
  type QuizStepId,
} from './quiz-engine';

const completeAspirer: QuizAnswers<'aspirer'> = {
  stage: 'planning-3-6',
  concept: 'A mobile dog-grooming van',
  customer: 'Busy pet owners on the Westside',
  fear: 'running-out-money',
  name: 'Dana Kim',
  email: 'dana@example.com',
};

const completeHybridOwner: QuizAnswers<'owner'> = {
  businessType: 'Hybrid',
  improvement: 'compete-chains',
  currentMethod: 'local-ads',
  win: 'foot-traffic',
  name: 'Luis Ortega',
  email: 'luis@example.com',
};

const completeOnlineOwner: QuizAnswers<'owner'> = {
  businessType: 'Online',
  currentMethod: 'social-media',
  win: 'online-sales',
  name: 'Ana Silva',
  email: 'ana@example.com',
};

function ids<Q extends QuizKind>(steps: readonly QuizStep<Q>[]): QuizStepId<Q>[] {
  return steps.map((step) => step.id);
}

function step<Q extends QuizKind>(quiz: Q, id: QuizStepId<Q>): QuizStep<Q> {
  const found = quizSteps[quiz].find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no step ${id} in the ${quiz} quiz`);
  return found;
}

describe('the quizzes’ steps (docs/product.md#launch-and-growth-quizzes)', () => {
  it('has five steps per quiz', () => {
    expect(QUIZ_STEP_COUNT).toBe(5);
    expect(quizSteps.aspirer).toHaveLength(5);
    expect(quizSteps.owner).toHaveLength(5);
  });

  it('asks the aspirer stage, concept, customer, fear, then name and email', () => {
    expect(ids(quizSteps.aspirer)).toEqual(['stage', 'concept', 'customer', 'fear', 'contact']);
    expect(quizSteps.aspirer.map((s) => s.kind)).toEqual(['choice', 'text', 'text', 'choice', 'contact']);
  });

  it('asks the owner businessType, improvement, currentMethod, win, then name and email', () => {
    expect(ids(quizSteps.owner)).toEqual(['businessType', 'improvement', 'currentMethod', 'win', 'contact']);
    expect(quizSteps.owner.every((s) => s.kind !== 'text')).toBe(true);
  });

  it('keeps the stored values of each choice step: a renamed value would orphan the answers stored with it', () => {
    const options = (quiz: QuizKind, id: string) => {
      const found = quizSteps[quiz].find((s) => s.id === id);
      return found?.kind === 'choice' ? found.options : [];
    };
    expect(options('aspirer', 'stage')).toEqual(['just-idea', 'validating', 'planning-3-6', 'ready-now']);
    expect(options('aspirer', 'fear')).toEqual(['no-customers', 'running-out-money', 'not-knowing-steps']);
    expect(options('owner', 'businessType')).toEqual(['Online', 'Brick-and-Mortar', 'Hybrid']);
    expect(options('owner', 'improvement')).toEqual(['more-local-customers', 'online-reviews', 'compete-chains']);
    expect(options('owner', 'currentMethod')).toEqual(['word-of-mouth', 'social-media', 'local-ads', 'no-method']);
    expect(options('owner', 'win')).toEqual(['website-leads', 'foot-traffic', 'online-sales']);
  });
});

describe('visibleSteps: the owner quiz’s branching', () => {
  it('shows the aspirer all five steps whatever the answers', () => {
    expect(visibleSteps('aspirer', {})).toHaveLength(5);
    expect(visibleSteps('aspirer', completeAspirer)).toHaveLength(5);
  });

  it.each(['Brick-and-Mortar', 'Hybrid'])('shows the improvement step to a %s owner', (businessType) => {
    expect(ids(visibleSteps('owner', { businessType }))).toEqual(['businessType', 'improvement', 'currentMethod', 'win', 'contact']);
  });

  it('skips the improvement step for an Online owner', () => {
    expect(ids(visibleSteps('owner', { businessType: 'Online' }))).toEqual(['businessType', 'currentMethod', 'win', 'contact']);
  });

  it('does not show the improvement step before the business type is chosen', () => {
    expect(ids(visibleSteps('owner', {}))).not.toContain('improvement');
  });
});

describe('canAdvance: Next is disabled until the step is answered (docs/product.md#launch-and-growth-quizzes)', () => {
  it.each([
    ['aspirer', 'stage', 'just-idea', true],
    ['aspirer', 'stage', 'ready-now', true],
    ['aspirer', 'stage', '', false],
    ['aspirer', 'stage', undefined, false],
    ['aspirer', 'stage', 'Just an idea', false],
    ['aspirer', 'fear', 'not-knowing-steps', true],
    ['aspirer', 'fear', 'spiders', false],
    ['owner', 'businessType', 'Online', true],
    ['owner', 'businessType', 'online', false],
    ['owner', 'improvement', 'online-reviews', true],
    ['owner', 'improvement', '', false],
    ['owner', 'currentMethod', 'no-method', true],
    ['owner', 'currentMethod', undefined, false],
    ['owner', 'win', 'website-leads', true],
    ['owner', 'win', 'more-money', false],
  ] as const)('%s %s = %j → %s', (quiz, id, value, allowed) => {
    expect(canAdvance(step(quiz, id), { [id]: value })).toBe(allowed);
  });

  it.each(['concept', 'customer'] as const)('needs more than spaces in the free-text %s step', (id) => {
    expect(canAdvance(step('aspirer', id), {})).toBe(false);
    expect(canAdvance(step('aspirer', id), { [id]: '' })).toBe(false);
    expect(canAdvance(step('aspirer', id), { [id]: '   \n\t ' })).toBe(false);
    expect(canAdvance(step('aspirer', id), { [id]: ' x ' })).toBe(true);
  });

  it('refuses a free-text answer longer than the server accepts (500 characters)', () => {
    expect(canAdvance(step('aspirer', 'concept'), { concept: 'a'.repeat(500) })).toBe(true);
    expect(canAdvance(step('aspirer', 'concept'), { concept: 'a'.repeat(501) })).toBe(false);
  });

  it('looks only at the current step’s answer', () => {
    expect(canAdvance(step('aspirer', 'concept'), { stage: 'just-idea', customer: 'Someone' })).toBe(false);
  });

  it('needs both name and email, not blank, on the last step', () => {
    const contact = step('owner', 'contact');
    expect(canAdvance(contact, { name: 'Ana', email: 'ana@example.com' })).toBe(true);
    expect(canAdvance(contact, { name: 'Ana' })).toBe(false);
    expect(canAdvance(contact, { email: 'ana@example.com' })).toBe(false);
    expect(canAdvance(contact, { name: '  ', email: 'ana@example.com' })).toBe(false);
    expect(canAdvance(contact, { name: 'Ana', email: ' ' })).toBe(false);
  });
});

describe('stepAfter and stepBefore', () => {
  it('walks the aspirer quiz forward and back in order', () => {
    expect(stepAfter('aspirer', completeAspirer, 'stage')).toBe('concept');
    expect(stepAfter('aspirer', completeAspirer, 'fear')).toBe('contact');
    expect(stepAfter('aspirer', completeAspirer, 'contact')).toBeNull();
    expect(stepBefore('aspirer', completeAspirer, 'contact')).toBe('fear');
    expect(stepBefore('aspirer', completeAspirer, 'concept')).toBe('stage');
  });

  it('has no Back on step 1', () => {
    expect(stepBefore('aspirer', completeAspirer, 'stage')).toBeNull();
    expect(stepBefore('owner', completeHybridOwner, 'businessType')).toBeNull();
  });

  it('takes a Brick-and-Mortar or Hybrid owner through the improvement step', () => {
    const answers = { businessType: 'Brick-and-Mortar' };
    expect(stepAfter('owner', answers, 'businessType')).toBe('improvement');
    expect(stepAfter('owner', answers, 'improvement')).toBe('currentMethod');
    expect(stepBefore('owner', answers, 'currentMethod')).toBe('improvement');
  });

  it('takes an Online owner from the business type straight to the current method, and back', () => {
    const answers = { businessType: 'Online' };
    expect(stepAfter('owner', answers, 'businessType')).toBe('currentMethod');
    expect(stepBefore('owner', answers, 'currentMethod')).toBe('businessType');
    expect(stepAfter('owner', answers, 'win')).toBe('contact');
  });
});

describe('stepProgress: the counter reads "of 5" (docs/product.md#launch-and-growth-quizzes)', () => {
  it('counts the aspirer quiz Step 1 of 5 to Step 5 of 5, Back from step 2, submit on step 5', () => {
    const progress = ids(quizSteps.aspirer).map((id) => stepProgress('aspirer', completeAspirer, id));
    expect(progress.map((p) => p.label)).toEqual(['Step 1 of 5', 'Step 2 of 5', 'Step 3 of 5', 'Step 4 of 5', 'Step 5 of 5']);
    expect(progress.map((p) => p.canGoBack)).toEqual([false, true, true, true, true]);
    expect(progress.map((p) => p.isLast)).toEqual([false, false, false, false, true]);
    expect(progress.every((p) => p.total === 5)).toBe(true);
  });

  it('counts a Hybrid owner through five steps', () => {
    expect(stepProgress('owner', completeHybridOwner, 'improvement')).toMatchObject({ position: 2, label: 'Step 2 of 5' });
    expect(stepProgress('owner', completeHybridOwner, 'contact')).toMatchObject({ position: 5, label: 'Step 5 of 5', isLast: true });
  });

  it('counts an Online owner through four steps while still reading "of 5", submitting on the fourth', () => {
    const progress = ids(visibleSteps('owner', completeOnlineOwner)).map((id) => stepProgress('owner', completeOnlineOwner, id));
    expect(progress.map((p) => p.label)).toEqual(['Step 1 of 5', 'Step 2 of 5', 'Step 3 of 5', 'Step 4 of 5']);
    expect(progress.map((p) => p.canGoBack)).toEqual([false, true, true, true]);
    expect(progress.map((p) => p.isLast)).toEqual([false, false, false, true]);
  });
});

describe('a step the answers hide (reachable only through stale state)', () => {
  it('counts, goes back and goes on as if it sat between its shown neighbours', () => {
    const online = { businessType: 'Online' };
    expect(stepProgress('owner', online, 'improvement')).toMatchObject({ position: 2, label: 'Step 2 of 5', canGoBack: true, isLast: false });
    expect(stepBefore('owner', online, 'improvement')).toBe('businessType');
    expect(stepAfter('owner', online, 'improvement')).toBe('currentMethod');
  });
});

describe('quizStep and quizWizardRules: the quiz as useWizard walks it', () => {
  it('finds each step by its id, shown or not', () => {
    expect(quizSteps.owner.map((candidate) => quizStep('owner', candidate.id))).toEqual(quizSteps.owner);
  });

  it('walks the shown steps, Next waiting for an answer', () => {
    const rules = quizWizardRules('owner');
    expect(rules.stepAfter('businessType', completeOnlineOwner)).toBe('currentMethod');
    expect(rules.stepBefore('currentMethod', completeOnlineOwner)).toBe('businessType');
    expect(rules.stepAfter('contact', completeOnlineOwner)).toBeNull();
    expect(rules.stepBefore('businessType', completeOnlineOwner)).toBeNull();
    expect(rules.canAdvance('improvement', { businessType: 'Hybrid' })).toBe(false);
    expect(rules.canAdvance('improvement', { businessType: 'Hybrid', improvement: 'compete-chains' })).toBe(true);
  });
});

describe('withAnswer: going back and switching to Online drops the improvement answer', () => {
  it('sets the answer without changing the others', () => {
    const answers = withAnswer('aspirer', { stage: 'validating' }, 'concept', 'Tacos');
    expect(answers).toEqual({ stage: 'validating', concept: 'Tacos' });
  });

  it('does not change the answers it was given', () => {
    const before = { businessType: 'Hybrid', improvement: 'online-reviews' };
    withAnswer('owner', before, 'businessType', 'Online');
    expect(before).toEqual({ businessType: 'Hybrid', improvement: 'online-reviews' });
  });

  it('drops the improvement when a Hybrid owner switches to Online, keeping every other answer', () => {
    const answers = withAnswer('owner', completeHybridOwner, 'businessType', 'Online');
    expect(answers).not.toHaveProperty('improvement');
    expect(answers).toEqual({ ...completeOnlineOwner, currentMethod: 'local-ads', win: 'foot-traffic', name: 'Luis Ortega', email: 'luis@example.com' });
  });

  it('keeps the improvement when switching between Brick-and-Mortar and Hybrid', () => {
    expect(withAnswer('owner', completeHybridOwner, 'businessType', 'Brick-and-Mortar')).toMatchObject({ improvement: 'compete-chains' });
  });

  it('asks again after Online → Hybrid: the dropped answer does not come back', () => {
    const online = withAnswer('owner', completeHybridOwner, 'businessType', 'Online');
    const hybridAgain = withAnswer('owner', online, 'businessType', 'Hybrid');
    expect(hybridAgain).not.toHaveProperty('improvement');
    expect(isQuizComplete('owner', hybridAgain)).toBe(false);
    expect(resumeStep('owner', hybridAgain)).toBe('improvement');
  });

  it('withoutHiddenAnswers keeps name and email and drops hidden steps and fields the quiz does not ask', () => {
    const answers = { businessType: 'Online', improvement: 'online-reviews', win: 'online-sales', name: 'A', email: 'a@b.co' };
    expect(withoutHiddenAnswers('owner', { ...answers, ...{ website: 'spam', stage: 'just-idea' } })).toEqual({
      businessType: 'Online',
      win: 'online-sales',
      name: 'A',
      email: 'a@b.co',
    });
  });
});

describe('resumeStep: where a reload carries on', () => {
  it('starts at step 1 with no answers', () => {
    expect(resumeStep('aspirer', {})).toBe('stage');
    expect(resumeStep('owner', {}, 'win')).toBe('businessType');
  });

  it('returns to the saved step when everything before it is answered', () => {
    expect(resumeStep('aspirer', { stage: 'just-idea', concept: 'Tacos' }, 'customer')).toBe('customer');
    expect(resumeStep('aspirer', completeAspirer, 'concept')).toBe('concept');
    expect(resumeStep('owner', completeOnlineOwner, 'contact')).toBe('contact');
  });

  it('never skips an unanswered step, whatever was saved', () => {
    expect(resumeStep('aspirer', { stage: 'just-idea', concept: '  ' }, 'contact')).toBe('concept');
    expect(resumeStep('owner', { businessType: 'Hybrid', currentMethod: 'local-ads' }, 'win')).toBe('improvement');
  });

  it('without a saved step goes to the first unanswered step, or the last step when all are answered', () => {
    expect(resumeStep('aspirer', { stage: 'ready-now' })).toBe('concept');
    expect(resumeStep('aspirer', completeAspirer)).toBe('contact');
  });

  it('moves an Online owner saved on the improvement step on to the first open step', () => {
    expect(resumeStep('owner', { businessType: 'Online' }, 'improvement')).toBe('currentMethod');
  });
});

describe('quizLeadFrom: the submit-lead body (docs/product.md#launch-and-growth-quizzes)', () => {
  it('sends an aspirer’s name, email, user_type aspirer, the four answers and status New, without industry', () => {
    const lead = quizLeadFrom('aspirer', { ...completeAspirer, name: '  Dana Kim ', email: ' dana@example.com ', concept: ' A mobile dog-grooming van ' });
    expect(lead).toEqual({
      name: 'Dana Kim',
      email: 'dana@example.com',
      user_type: 'aspirer',
      quiz_answers: {
        stage: 'planning-3-6',
        concept: 'A mobile dog-grooming van',
        customer: 'Busy pet owners on the Westside',
        fear: 'running-out-money',
      },
      status: 'New',
    });
  });

  it('sends a Hybrid owner’s business type as industry and all four answers', () => {
    expect(quizLeadFrom('owner', completeHybridOwner)).toEqual({
      name: 'Luis Ortega',
      email: 'luis@example.com',
      user_type: 'owner',
      industry: 'Hybrid',
      quiz_answers: { businessType: 'Hybrid', improvement: 'compete-chains', currentMethod: 'local-ads', win: 'foot-traffic' },
      status: 'New',
    });
  });

  it('sends an Online owner’s three answers, without an improvement even if one was left behind', () => {
    const lead = quizLeadFrom('owner', { ...completeOnlineOwner, improvement: 'online-reviews' });
    expect(lead).toMatchObject({ user_type: 'owner', industry: 'Online' });
    expect(lead?.quiz_answers).toEqual({ businessType: 'Online', currentMethod: 'social-media', win: 'online-sales' });
  });

  it('drops answers to questions the quiz does not ask', () => {
    const withStray: QuizAnswers<'aspirer'> = completeAspirer;
    const lead = quizLeadFrom('aspirer', { ...withStray, ...{ website: 'spam', businessType: 'Hybrid' } });
    expect(Object.keys(lead?.quiz_answers ?? {}).sort()).toEqual(['concept', 'customer', 'fear', 'stage']);
    expect(lead).not.toHaveProperty('website');
  });

  it.each([
    ['aspirer', completeAspirer, 'stage'],
    ['aspirer', completeAspirer, 'concept'],
    ['aspirer', completeAspirer, 'customer'],
    ['aspirer', completeAspirer, 'fear'],
    ['aspirer', completeAspirer, 'name'],
    ['aspirer', completeAspirer, 'email'],
    ['owner', completeHybridOwner, 'businessType'],
    ['owner', completeHybridOwner, 'improvement'],
    ['owner', completeHybridOwner, 'currentMethod'],
    ['owner', completeHybridOwner, 'win'],
    ['owner', completeOnlineOwner, 'name'],
    ['owner', completeOnlineOwner, 'email'],
  ] as const)('is null for a %s quiz without %s', (quiz, answers, missing) => {
    const incomplete = Object.fromEntries(Object.entries(answers).filter(([field]) => field !== missing));
    expect(quizLeadFrom(quiz, incomplete)).toBeNull();
    expect(isQuizComplete(quiz, incomplete)).toBe(false);
  });

  it.each([
    ['aspirer', completeAspirer],
    ['owner', completeHybridOwner],
    ['owner', completeOnlineOwner],
    ['owner', { ...completeHybridOwner, businessType: 'Brick-and-Mortar' }],
  ] as const)('gives a %s lead that the server’s schema accepts as it is', (quiz, answers) => {
    const lead = quizLeadFrom(quiz, answers);
    expect(isQuizComplete<QuizKind>(quiz, answers)).toBe(true);
    const parsed = quizLeadRequestSchema.safeParse(lead);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({ ...lead, website: undefined });
  });
});
