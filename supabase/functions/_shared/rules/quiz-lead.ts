/**
 * The quiz lead that submit-lead receives from /quiz/aspirer and /quiz/owner (docs/product.md#launch-and-growth-quizzes):
 * the value lists of both quizzes, the owner quiz's branching rule, and the request schema. The quiz
 * engine on the site imports the same lists and rule, so the steps a visitor sees and the answers the
 * server accepts cannot drift apart. The agreement acceptance, which also goes through submit-lead,
 * has its own payload (agreement-acceptance.ts); it carries `type`, a quiz lead never does.
 */
import { z } from 'zod';
import { leadEmail, smartLeadFormSchema } from './schemas.ts';
import { attributionSchema, submissionMetaSchema } from './submission.ts';

/**
 * Who took the quiz, stored in leads.user_type. The quizzes send 'aspirer' or 'owner' while the dashboard
 * shows 'Aspirer' and 'Owner'. We store exactly the
 * lower-case values the quizzes send and show `userTypeLabels` wherever people read them (the dashboard's
 * groups, notify-new-lead's type): one stored spelling, so every lead lands in its group.
 */
export const userTypes = ['aspirer', 'owner'] as const;
export type UserType = (typeof userTypes)[number];

/** The capitalised names (dashboard groups, notify-new-lead's `type`). */
export const userTypeLabels = {
  aspirer: 'Aspirer',
  owner: 'Owner',
} as const satisfies Readonly<Record<UserType, string>>;

/** The fixed value lists (docs/product.md#launch-and-growth-quizzes), in their order there. */
export const aspirerStages = ['just-idea', 'validating', 'planning-3-6', 'ready-now'] as const;
export type AspirerStage = (typeof aspirerStages)[number];

export const aspirerFears = ['no-customers', 'running-out-money', 'not-knowing-steps'] as const;
export type AspirerFear = (typeof aspirerFears)[number];

export const ownerBusinessTypes = ['Online', 'Brick-and-Mortar', 'Hybrid'] as const;
export type OwnerBusinessType = (typeof ownerBusinessTypes)[number];

export const ownerImprovements = ['more-local-customers', 'online-reviews', 'compete-chains'] as const;
export type OwnerImprovement = (typeof ownerImprovements)[number];

export const ownerCurrentMethods = ['word-of-mouth', 'social-media', 'local-ads', 'no-method'] as const;
export type OwnerCurrentMethod = (typeof ownerCurrentMethods)[number];

export const ownerWins = ['website-leads', 'foot-traffic', 'online-sales'] as const;
export type OwnerWin = (typeof ownerWins)[number];

/** The 'what to improve' step "appears only for Brick-and-Mortar or Hybrid". */
export const businessTypesAskingForImprovement = ['Brick-and-Mortar', 'Hybrid'] as const satisfies readonly OwnerBusinessType[];

/** Whether the owner quiz asks this business what to improve; an unanswered business type does not. */
export function asksForImprovement(businessType: string | undefined): boolean {
  return (businessTypesAskingForImprovement as readonly string[]).includes(businessType ?? '');
}

/**
 * The honeypot input of each quiz (docs/product.md#launch-and-growth-quizzes). The server
 * accepts both from either quiz: a bot may fill in whichever it finds.
 */
export const quizHoneypotFields = {
  aspirer: 'website',
  owner: 'business-website',
} as const satisfies Readonly<Record<UserType, string>>;

/**
 * A free-text answer (the idea, the ideal customer) is a sentence or two; the bound keeps a lead row
 * small whatever a script sends. The quiz's text boxes use it as their maxLength.
 */
export const QUIZ_TEXT_ANSWER_MAX_LENGTH = 500;

// The product gives no wording for these (Next stays disabled until a step is answered, so people never see
// them); they name the question for whoever reads a 400 answer.
const answerMessages = {
  stage: 'Please choose where you are with your business',
  concept: 'Please describe your business idea',
  customer: 'Please describe your ideal customer',
  fear: 'Please choose what worries you most',
  businessType: 'Please choose your type of business',
  improvement: 'Please choose what you want to improve',
  currentMethod: 'Please choose how you get customers today',
  win: 'Please choose the win you want most',
} as const;

function textAnswer(required: string) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(QUIZ_TEXT_ANSWER_MAX_LENGTH, `Answer must be less than ${QUIZ_TEXT_ANSWER_MAX_LENGTH} characters`);
}

const QUIZ_ANSWERS_REQUIRED = 'Please answer the quiz questions';

/** Every one required. Unknown keys are dropped. */
export const aspirerAnswersSchema = z.object(
  {
    stage: z.enum(aspirerStages, answerMessages.stage),
    concept: textAnswer(answerMessages.concept),
    customer: textAnswer(answerMessages.customer),
    fear: z.enum(aspirerFears, answerMessages.fear),
  },
  QUIZ_ANSWERS_REQUIRED,
);
export type AspirerAnswers = z.infer<typeof aspirerAnswersSchema>;

/**
 * The improvement is required when the step is shown and dropped
 * when it is not: an Online owner who answered it under another business type and then went back
 * abandoned that answer, and the rest of the lead is still good.
 */
export const ownerAnswersSchema = z
  .object(
    {
      businessType: z.enum(ownerBusinessTypes, answerMessages.businessType),
      improvement: z.enum(ownerImprovements, answerMessages.improvement).optional(),
      currentMethod: z.enum(ownerCurrentMethods, answerMessages.currentMethod),
      win: z.enum(ownerWins, answerMessages.win),
    },
    QUIZ_ANSWERS_REQUIRED,
  )
  .superRefine((answers, context) => {
    if (asksForImprovement(answers.businessType) && answers.improvement === undefined) {
      context.addIssue({ code: 'custom', path: ['improvement'], message: answerMessages.improvement });
    }
  })
  .transform(({ improvement, ...answers }) =>
    asksForImprovement(answers.businessType) && improvement !== undefined ? { ...answers, improvement } : answers,
  );
export type OwnerAnswers = z.input<typeof ownerAnswersSchema>;

/**
 * The quiz's last step (docs/product.md#launch-and-growth-quizzes): the one-field name
 * rule of the smart form (required, under 100 characters, any characters, as people write names) and
 * the 100-character e-mail rule of the lead forms (`leadEmail`). The step's form validates with this schema too.
 */
export const quizContactSchema = z.object({
  name: smartLeadFormSchema.shape.name,
  email: leadEmail,
});
export type QuizContact = z.infer<typeof quizContactSchema>;

/** A lead is sent with status 'New'; nothing else may be claimed by a visitor. */
const NEW_STATUS = 'New';

const quizLeadEnvelope = {
  ...quizContactSchema.shape,
  status: z.literal(NEW_STATUS, `Status must be ${NEW_STATUS}`).optional(),
  // The envelope of every lead function, without the human check: the quizzes have none.
  clientSubmissionId: submissionMetaSchema.shape.clientSubmissionId,
  website: submissionMetaSchema.shape.website,
  'business-website': submissionMetaSchema.shape.website,
  formElapsedMs: submissionMetaSchema.shape.formElapsedMs,
  attribution: attributionSchema.optional(),
};

const aspirerLeadSchema = z.object({
  ...quizLeadEnvelope,
  user_type: z.literal('aspirer'),
  quiz_answers: aspirerAnswersSchema,
});

const INDUSTRY_MISMATCH = 'Industry must be the business type';

const ownerLeadSchema = z
  .object({
    ...quizLeadEnvelope,
    user_type: z.literal('owner'),
    // The industry is sent for owners only: their business type.
    industry: z.enum(ownerBusinessTypes, INDUSTRY_MISMATCH),
    quiz_answers: ownerAnswersSchema,
  })
  .superRefine((lead, context) => {
    // Two different answers to one question: we cannot tell which one the visitor meant.
    if (lead.industry !== lead.quiz_answers.businessType) {
      context.addIssue({ code: 'custom', path: ['industry'], message: INDUSTRY_MISMATCH });
    }
  });

/** A filled honeypot, whichever of the two inputs the bot found; undefined when both are empty. */
function filledHoneypot(...values: (string | undefined)[]): string | undefined {
  return values.map((value) => value?.trim()).find((value) => Boolean(value));
}

/**
 * Body of submit-lead for a quiz lead. An aspirer's industry is dropped (owners only). Both honeypots
 * come out as one `website`, the field the lead pipeline checks, so a filled one flags the lead as spam.
 */
export const quizLeadRequestSchema = z
  .discriminatedUnion('user_type', [aspirerLeadSchema, ownerLeadSchema], { error: 'User type must be aspirer or owner' })
  .transform(({ 'business-website': businessWebsite, website, ...lead }) => ({
    ...lead,
    website: filledHoneypot(website, businessWebsite),
  }));
/** What the site sends. */
export type QuizLeadRequest = z.input<typeof quizLeadRequestSchema>;
/** What the function works with after validation. */
export type ParsedQuizLead = z.output<typeof quizLeadRequestSchema>;

type EnvelopeKey = 'clientSubmissionId' | 'website' | 'business-website' | 'formElapsedMs' | 'attribution';
/** The lead's own fields, as the quiz builds them before the submission envelope is added. */
export type AspirerLeadFields = Omit<z.input<typeof aspirerLeadSchema>, EnvelopeKey>;
export type OwnerLeadFields = Omit<z.input<typeof ownerLeadSchema>, EnvelopeKey>;
export type QuizLeadFields = AspirerLeadFields | OwnerLeadFields;
