import { z } from 'zod';
import { howItWorks } from './how-it-works';
import { iconNames } from './types';

const stepSchema = z.object({
  icon: z.enum(iconNames, { error: (issue) => `icon "${String(issue.input)}" is not a known icon` }),
  name: z.string().trim().min(3, { error: 'name must not be empty' }),
  whatHappens: z.string().trim().min(80, { error: 'whatHappens needs at least 80 characters to say what happens' }),
  youGet: z.array(z.string().trim().min(5)).min(2, { error: 'youGet needs at least 2 deliverables' }),
  duration: z.string().trim().min(3, { error: 'duration must say how long' }),
});

describe('how it works content', () => {
  it('has four steps, each with a name of its own', () => {
    const names = howItWorks.steps.map((step) => step.name);
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(howItWorks.steps.map((step) => [step.name, step] as const))('"%s" says what happens, what the client gets and how long', (_name, step) => {
    const issues = stepSchema.safeParse(step).error?.issues ?? [];
    expect(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('names the field in a readable message', () => {
    const issues = stepSchema.safeParse({ ...howItWorks.steps[0], duration: '', youGet: [] }).error?.issues ?? [];
    expect(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'youGet: youGet needs at least 2 deliverables',
      'duration: duration must say how long',
    ]);
  });
});
