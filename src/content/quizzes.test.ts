import { z } from 'zod';
import {
  aspirerFears,
  aspirerStages,
  ownerBusinessTypes,
  ownerCurrentMethods,
  ownerImprovements,
  ownerWins,
} from '@shared/quiz-lead.ts';
import { aspirerQuizCopy, ownerQuizCopy, quizCommonCopy, quizCopy } from './quizzes';

/** Guards the quiz copy a marketer edits: every failure names the field. */
const text = (label: string) => z.string().trim().min(1, { error: `${label} must not be empty` });
const question = text('Question').max(80).endsWith('?', { error: 'A question ends with "?"' });
const help = text('Help text').max(120);
const option = z.strictObject({ label: text('Option label').max(40), description: text('Option description').max(90) });

/** A choice step's copy: one option for each value the server accepts (@shared/quiz-lead.ts), in that order. */
function choiceStepSchema(values: readonly string[]) {
  return z.strictObject({
    question,
    help,
    options: z
      .record(z.string(), option)
      .refine((options) => JSON.stringify(Object.keys(options)) === JSON.stringify(values), {
        error: `Options must be exactly ${values.join(', ')}, in that order`,
      })
      .refine((options) => new Set(Object.values(options).map((o) => o.label)).size === values.length, {
        error: 'Option labels must differ',
      }),
  });
}

const textStepSchema = z.strictObject({ question, help, placeholder: text('Placeholder').max(80) });
const contactStepSchema = z.strictObject({
  question,
  help: text('Help text').max(140),
  nameLabel: text('Name label').max(30),
  namePlaceholder: text('Name placeholder').max(40),
  emailLabel: text('Email label').max(30),
  emailPlaceholder: text('Email placeholder').max(40),
});
const buttonSchema = text('Button').max(32);

const aspirerCopySchema = z.strictObject({
  steps: z.strictObject({
    stage: choiceStepSchema(aspirerStages),
    concept: textStepSchema,
    customer: textStepSchema,
    fear: choiceStepSchema(aspirerFears),
    contact: contactStepSchema,
  }),
  submit: buttonSchema,
  submitting: buttonSchema,
  toasts: z.strictObject({ success: text('Success toast'), failure: text('Failure toast') }),
});

const ownerCopySchema = aspirerCopySchema.extend({
  steps: z.strictObject({
    businessType: choiceStepSchema(ownerBusinessTypes),
    improvement: choiceStepSchema(ownerImprovements),
    currentMethod: choiceStepSchema(ownerCurrentMethods),
    win: choiceStepSchema(ownerWins),
    contact: contactStepSchema,
  }),
});

function issues(schema: z.ZodType, value: unknown) {
  return schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('quiz content', () => {
  it('has well-formed aspirer copy for every step, with an option for each accepted value', () => {
    expect(issues(aspirerCopySchema, aspirerQuizCopy)).toEqual([]);
  });

  it('has well-formed owner copy for every step, with an option for each accepted value', () => {
    expect(issues(ownerCopySchema, ownerQuizCopy)).toEqual([]);
  });

  it('would catch a missing or reordered option', () => {
    const { Hybrid: _hybrid, ...twoTypes } = ownerQuizCopy.steps.businessType.options;
    expect(issues(choiceStepSchema(ownerBusinessTypes), { ...ownerQuizCopy.steps.businessType, options: twoTypes })).not.toEqual([]);
    const reordered = { Hybrid: ownerQuizCopy.steps.businessType.options.Hybrid, ...twoTypes };
    expect(issues(choiceStepSchema(ownerBusinessTypes), { ...ownerQuizCopy.steps.businessType, options: reordered })).not.toEqual([]);
  });

  it('has the labels every step shares: Back, Next, the progress bar’s name and the honeypot’s', () => {
    const commonCopySchema = z.strictObject({
      progress: text('Progress'),
      progressBarLabel: text('Progress bar label'),
      back: buttonSchema,
      next: buttonSchema,
      honeypotLabel: text('Honeypot label'),
    });
    expect(issues(commonCopySchema, quizCommonCopy)).toEqual([]);
    expect(quizCommonCopy.next).not.toBe(quizCommonCopy.back);
  });

  it('has a counter that reads "… of 5" once the engine fills in the numbers', () => {
    expect(quizCommonCopy.progress).toMatch(/\{current\}.* of \{total\}/);
  });

  it('looks each quiz up by its user type', () => {
    expect(quizCopy).toEqual({ aspirer: aspirerQuizCopy, owner: ownerQuizCopy });
  });

  it('labels each business type with the value the lead stores as its industry, so the visitor and the dashboard name it alike', () => {
    const labels = Object.values(ownerQuizCopy.steps.businessType.options).map((o) => o.label);
    expect(labels).toEqual([...ownerBusinessTypes]);
  });
});
