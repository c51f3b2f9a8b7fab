import { describe, expect, it } from 'vitest';
import {
  QUIZ_TEXT_ANSWER_MAX_LENGTH,
  asksForImprovement,
  aspirerFears,
  aspirerStages,
  ownerBusinessTypes,
  ownerCurrentMethods,
  ownerImprovements,
  ownerWins,
  quizContactSchema,
  quizHoneypotFields,
  quizLeadRequestSchema,
  userTypeLabels,
  userTypes,
  type QuizLeadRequest,
} from './quiz-lead.ts';
import { aspirerQuizLead, messagesByField, ownerQuizLead } from './schema-test-kit.ts';
import { INVALID_EMAIL } from './schemas.ts';

const onlineOwnerLead = {
  ...ownerQuizLead,
  industry: 'Online',
  quiz_answers: { businessType: 'Online', currentMethod: 'social-media', win: 'online-sales' },
} satisfies QuizLeadRequest;

describe('quiz value lists (docs/product.md#launch-and-growth-quizzes)', () => {
  it('keep the values leads already store, in the quizzes’ order: a rename would orphan stored answers', () => {
    expect(aspirerStages).toEqual(['just-idea', 'validating', 'planning-3-6', 'ready-now']);
    expect(aspirerFears).toEqual(['no-customers', 'running-out-money', 'not-knowing-steps']);
    expect(ownerBusinessTypes).toEqual(['Online', 'Brick-and-Mortar', 'Hybrid']);
    expect(ownerImprovements).toEqual(['more-local-customers', 'online-reviews', 'compete-chains']);
    expect(ownerCurrentMethods).toEqual(['word-of-mouth', 'social-media', 'local-ads', 'no-method']);
    expect(ownerWins).toEqual(['website-leads', 'foot-traffic', 'online-sales']);
  });

  it('stores the user types the quizzes send and labels them as its dashboard names them', () => {
    expect(userTypes).toEqual(['aspirer', 'owner']);
    expect(userTypeLabels).toEqual({ aspirer: 'Aspirer', owner: 'Owner' });
  });

  it('names each quiz’s honeypot field as the request carries it (docs/product.md#launch-and-growth-quizzes)', () => {
    expect(quizHoneypotFields).toEqual({ aspirer: 'website', owner: 'business-website' });
  });
});

describe('asksForImprovement (docs/product.md#launch-and-growth-quizzes)', () => {
  it.each([
    ['Brick-and-Mortar', true],
    ['Hybrid', true],
    ['Online', false],
    [undefined, false],
    ['', false],
    ['hybrid', false],
  ])('%j → %s', (businessType, asked) => {
    expect(asksForImprovement(businessType)).toBe(asked);
  });
});

describe('quizContactSchema (docs/product.md#launch-and-growth-quizzes)', () => {
  it('trims the name and trims and lower-cases the e-mail', () => {
    expect(quizContactSchema.parse({ name: '  Dana Kim ', email: ' Dana@Example.COM ' })).toEqual({
      name: 'Dana Kim',
      email: 'dana@example.com',
    });
  });

  it('accepts names as people write them, with dots and digits', () => {
    expect(quizContactSchema.safeParse({ name: 'J. R. Smith III', email: 'jr@example.com' }).success).toBe(true);
  });

  it.each([
    ['name', '   ', 'Name is required'],
    ['name', 'n'.repeat(101), 'Name must be less than 100 characters'],
    ['email', 'not-an-email', INVALID_EMAIL],
    ['email', '', INVALID_EMAIL],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(messagesByField(quizContactSchema, { name: 'Dana', email: 'dana@example.com', [field]: value })[field]).toEqual([message]);
  });

  it('says the name and e-mail are required when they are missing', () => {
    expect(messagesByField(quizContactSchema, {})).toEqual({ name: ['Name is required'], email: ['Email is required'] });
  });
});

describe('quizLeadRequestSchema: aspirer', () => {
  it('accepts a complete aspirer lead with its envelope', () => {
    expect(quizLeadRequestSchema.parse(aspirerQuizLead)).toEqual({
      name: 'Dana Kim',
      email: 'dana@example.com',
      user_type: 'aspirer',
      quiz_answers: aspirerQuizLead.quiz_answers,
      status: 'New',
      clientSubmissionId: aspirerQuizLead.clientSubmissionId,
      attribution: aspirerQuizLead.attribution,
      website: undefined,
    });
  });

  it('drops an industry (owners only) and unknown answer keys', () => {
    const parsed = quizLeadRequestSchema.parse({
      ...aspirerQuizLead,
      industry: 'Hybrid',
      quiz_answers: { ...aspirerQuizLead.quiz_answers, payload: 'x'.repeat(10_000) },
    });
    expect(parsed).not.toHaveProperty('industry');
    expect(Object.keys(parsed.quiz_answers).sort()).toEqual(['concept', 'customer', 'fear', 'stage']);
  });

  it('trims the free-text answers', () => {
    const parsed = quizLeadRequestSchema.parse({ ...aspirerQuizLead, quiz_answers: { ...aspirerQuizLead.quiz_answers, concept: '  Tacos  ' } });
    expect(parsed.quiz_answers).toMatchObject({ concept: 'Tacos' });
  });

  it.each([
    ['stage', undefined, 'Please choose where you are with your business'],
    ['stage', 'someday', 'Please choose where you are with your business'],
    ['concept', '   ', 'Please describe your business idea'],
    ['concept', undefined, 'Please describe your business idea'],
    ['customer', '', 'Please describe your ideal customer'],
    ['customer', 'c'.repeat(QUIZ_TEXT_ANSWER_MAX_LENGTH + 1), 'Answer must be less than 500 characters'],
    ['fear', 'spiders', 'Please choose what worries you most'],
  ])('quiz_answers.%s = %j → "%s"', (field, value, message) => {
    const input = { ...aspirerQuizLead, quiz_answers: { ...aspirerQuizLead.quiz_answers, [field]: value } };
    expect(messagesByField(quizLeadRequestSchema, input)).toEqual({ [`quiz_answers.${field}`]: [message] });
  });

  it('accepts a free-text answer of exactly 500 characters', () => {
    const input = { ...aspirerQuizLead, quiz_answers: { ...aspirerQuizLead.quiz_answers, customer: 'c'.repeat(500) } };
    expect(quizLeadRequestSchema.safeParse(input).success).toBe(true);
  });

  it('asks for the quiz answers when they are missing or not an object', () => {
    expect(messagesByField(quizLeadRequestSchema, { ...aspirerQuizLead, quiz_answers: undefined })).toEqual({
      quiz_answers: ['Please answer the quiz questions'],
    });
    expect(messagesByField(quizLeadRequestSchema, { ...aspirerQuizLead, quiz_answers: ['just-idea'] })).toEqual({
      quiz_answers: ['Please answer the quiz questions'],
    });
  });
});

describe('quizLeadRequestSchema: owner', () => {
  it('accepts a Hybrid owner with the improvement answer and the business type as industry', () => {
    const parsed = quizLeadRequestSchema.parse(ownerQuizLead);
    expect(parsed).toMatchObject({ user_type: 'owner', industry: 'Hybrid', quiz_answers: ownerQuizLead.quiz_answers });
  });

  it('accepts an Online owner without the improvement answer', () => {
    expect(quizLeadRequestSchema.parse(onlineOwnerLead).quiz_answers).toEqual(onlineOwnerLead.quiz_answers);
  });

  it('drops an improvement an Online owner left behind', () => {
    const parsed = quizLeadRequestSchema.parse({
      ...onlineOwnerLead,
      quiz_answers: { ...onlineOwnerLead.quiz_answers, improvement: 'compete-chains' },
    });
    expect(parsed.quiz_answers).not.toHaveProperty('improvement');
  });

  it.each(['Brick-and-Mortar', 'Hybrid'] as const)('requires the improvement from a %s owner', (businessType) => {
    const input = {
      ...ownerQuizLead,
      industry: businessType,
      quiz_answers: { businessType, currentMethod: 'no-method', win: 'website-leads' },
    };
    expect(messagesByField(quizLeadRequestSchema, input)).toEqual({ 'quiz_answers.improvement': ['Please choose what you want to improve'] });
  });

  it.each([
    ['businessType', 'Franchise', 'Please choose your type of business'],
    ['improvement', 'more-everything', 'Please choose what you want to improve'],
    ['currentMethod', undefined, 'Please choose how you get customers today'],
    ['win', 'lottery', 'Please choose the win you want most'],
  ])('quiz_answers.%s = %j → "%s"', (field, value, message) => {
    const input = { ...ownerQuizLead, quiz_answers: { ...ownerQuizLead.quiz_answers, [field]: value } };
    expect(messagesByField(quizLeadRequestSchema, input)[`quiz_answers.${field}`]).toEqual([message]);
  });

  it('requires the industry, and refuses one that is not the business type', () => {
    const { industry: _industry, ...withoutIndustry } = ownerQuizLead;
    expect(messagesByField(quizLeadRequestSchema, withoutIndustry)).toEqual({ industry: ['Industry must be the business type'] });
    expect(messagesByField(quizLeadRequestSchema, { ...ownerQuizLead, industry: 'Online' })).toEqual({
      industry: ['Industry must be the business type'],
    });
    expect(messagesByField(quizLeadRequestSchema, { ...ownerQuizLead, industry: 'Restaurants' })).toEqual({
      industry: ['Industry must be the business type'],
    });
  });
});

describe('quizLeadRequestSchema: envelope', () => {
  it.each([undefined, 'Aspirer', 'admin'])('refuses user_type %j', (userType) => {
    expect(messagesByField(quizLeadRequestSchema, { ...aspirerQuizLead, user_type: userType })).toEqual({
      user_type: ['User type must be aspirer or owner'],
    });
  });

  it('refuses any status but New, and accepts none', () => {
    expect(messagesByField(quizLeadRequestSchema, { ...aspirerQuizLead, status: 'Client' })).toEqual({ status: ['Status must be New'] });
    const { status: _status, ...withoutStatus } = aspirerQuizLead;
    expect(quizLeadRequestSchema.safeParse(withoutStatus).success).toBe(true);
  });

  it('checks the name and e-mail with the contact rules', () => {
    expect(messagesByField(quizLeadRequestSchema, { ...ownerQuizLead, name: ' ', email: 'luis@' })).toEqual({
      name: ['Name is required'],
      email: [INVALID_EMAIL],
    });
  });

  it('refuses a submission id that is not a uuid', () => {
    expect(messagesByField(quizLeadRequestSchema, { ...aspirerQuizLead, clientSubmissionId: 'abc' })).toEqual({
      clientSubmissionId: ['Invalid submission id'],
    });
  });

  it('keeps known attribution fields only', () => {
    const parsed = quizLeadRequestSchema.parse({ ...aspirerQuizLead, attribution: { utm_source: 'google', evil: 'x' } });
    expect(parsed.attribution).toEqual({ utm_source: 'google' });
  });

  it.each([
    ['website', 'aspirer'],
    ['business-website', 'owner'],
    ['website', 'owner'],
    ['business-website', 'aspirer'],
  ] as const)('reports a filled %s honeypot on an %s lead as `website`', (field, userType) => {
    const lead = userType === 'aspirer' ? aspirerQuizLead : ownerQuizLead;
    const parsed = quizLeadRequestSchema.parse({ ...lead, [field]: ' https://spam.example ' });
    expect(parsed.website).toBe('https://spam.example');
    expect(parsed).not.toHaveProperty('business-website');
  });

  it('leaves `website` empty when both honeypots are empty or blank', () => {
    expect(quizLeadRequestSchema.parse({ ...ownerQuizLead, website: '', 'business-website': '  ' }).website).toBeUndefined();
  });

  it('refuses an oversized honeypot rather than storing it', () => {
    expect(quizLeadRequestSchema.safeParse({ ...ownerQuizLead, 'business-website': 'x'.repeat(501) }).success).toBe(false);
  });
});
