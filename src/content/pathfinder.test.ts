import { z } from 'zod';
import { genericPlanBullets, pathfinderPlans, pathfinderQuestions, pathfinderResultsCopy, pathfinderSectionCopy, planBullets } from './pathfinder';

/** Guards the quiz copy a marketer edits: every failure names the question or plan and the field. */
const text = (label: string) => z.string().trim().min(1, { error: `${label} must not be empty` });
// A bullet reads as a phrase in a list: a capital first, no full stop, short enough for one or two lines.
const bullet = text('Bullet')
  .max(120, { error: 'Bullets must stay under 120 characters' })
  .regex(/^[A-Z$].*[^.]$/, { error: 'A bullet starts with a capital and has no full stop' });

const questionSchema = z.object({
  question: text('Question').endsWith('?', { error: 'A question ends with "?"' }),
  options: z.record(z.string(), z.object({ label: text('Option label').max(40), description: text('Option description').max(90) })),
});

describe('pathfinder content', () => {
  it.each(Object.entries(pathfinderQuestions))('question %s is well-formed', (_id, question) => {
    expect(questionSchema.safeParse(question).error?.issues ?? []).toEqual([]);
    const labels = Object.values(question.options).map((option) => option.label);
    expect(new Set(labels).size, 'option labels must differ').toBe(labels.length);
  });

  it('has a label for the last step\'s button and a plan name for a result without a plan', () => {
    expect(text('Submit button').max(40).safeParse(pathfinderSectionCopy.submit).error?.issues ?? []).toEqual([]);
    expect(text('Default plan name').max(60).safeParse(pathfinderResultsCopy.defaultPlanName).error?.issues ?? []).toEqual([]);
  });

  it.each(Object.entries(planBullets))('plan %s has one to three bullets', (_slug, bullets) => {
    expect(z.array(bullet).min(1).max(3).safeParse(bullets).error?.issues ?? []).toEqual([]);
  });

  it.each(Object.entries(pathfinderPlans))('plan %s has a name, a reason in one or two sentences, and bullets', (slug, plan) => {
    const planSchema = z.object({ name: text('Plan name').max(60), reason: text('Reason').max(200).endsWith('.', { error: 'A reason ends with a full stop' }) });
    expect(planSchema.safeParse(plan).error?.issues ?? []).toEqual([]);
    expect(Object.keys(planBullets)).toContain(slug);
  });

  it('has exactly three generic bullets for an unknown plan', () => {
    expect(z.array(bullet).length(3).safeParse(genericPlanBullets).error?.issues ?? []).toEqual([]);
  });
});
