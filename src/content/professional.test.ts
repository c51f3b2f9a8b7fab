import { z } from 'zod';
import { pageCopy } from './pages';
import { professionalCopy, professionalServiceSlugs } from './professional';
import { serviceSlugs } from './service-slugs';
import { iconNames } from './types';

/** Guards the /professional copy (docs/product.md#marketing-pages): failures name the field. */

const text = (label: string, min = 1) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, { error: `${label} needs at least ${min} characters` });

const icon = z.enum(iconNames, { error: (issue) => `"${String(issue.input)}" is not a known icon` });

const cardSchema = (label: string) =>
  z.object({ title: text(`${label} title`), description: text(`${label} description`, 40), icon });

const copySchema = z.object({
  explainer: z.object({
    buttonLabel: text('explainer.buttonLabel'),
    note: text('explainer.note'),
    dialogDescription: text('explainer.dialogDescription'),
    noSound: z.string().regex(/no sound/i, { error: 'explainer.noSound must say the video has no sound' }),
    transcriptLabel: text('explainer.transcriptLabel'),
    conversionsLink: z.object({
      label: text('conversionsLink.label'),
      // The registered route is 4x-conversions.
      href: z.literal('/services/4x-conversions', { error: 'conversionsLink.href must be /services/4x-conversions' }),
    }),
  }),
  promises: z.array(z.object({ text: text('promise'), icon })).min(2),
  challenges: z.object({
    eyebrow: text('challenges.eyebrow'),
    heading: text('challenges.heading'),
    intro: text('challenges.intro', 60),
    items: z.array(cardSchema('Challenge')).min(3, { error: 'challenges needs at least 3 items' }).max(8),
  }),
  services: z.object({ eyebrow: text('services.eyebrow'), heading: text('services.heading'), intro: text('services.intro'), linkLabel: text('services.linkLabel') }),
  process: z.object({
    eyebrow: text('process.eyebrow'),
    heading: text('process.heading'),
    steps: z
      .array(z.object({ name: text('Step name'), description: text('Step description', 40), icon }))
      .length(3, { error: 'process needs exactly 3 steps (docs/product.md#marketing-pages)' }),
  }),
  testimonials: z.object({ eyebrow: text('testimonials.eyebrow'), heading: text('testimonials.heading') }),
  verification: z.object({
    badge: text('verification.badge'),
    heading: text('verification.heading'),
    body: text('verification.body', 60),
    linkLabel: text('verification.linkLabel'),
  }),
  closing: z.object({
    heading: text('closing.heading'),
    body: text('closing.body'),
    pathSelector: text('closing.pathSelector'),
    caseStudies: text('closing.caseStudies'),
    contact: text('closing.contact'),
  }),
});

/** Every string of the page's copy, to find its promises wherever they are placed. */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

describe('/professional content', () => {
  it('is complete and well-formed', () => {
    const result = copySchema.safeParse(professionalCopy);
    expect(result.success, result.error ? z.prettifyError(result.error) : '').toBe(true);
  });

  it('promises a proposal within 48 hours and a price "in under 60 seconds"', () => {
    const words = [...allText(professionalCopy), ...allText(pageCopy.professional)].join('\n');
    expect(words).toMatch(/proposal within 48 hours/i);
    expect(words).toMatch(/in under 60 seconds/);
  });

  it('shows ten distinct, known services', () => {
    expect(professionalServiceSlugs, 'docs/product.md: ten service cards').toHaveLength(10);
    expect(new Set(professionalServiceSlugs).size, 'duplicate service slugs').toBe(10);
    for (const slug of professionalServiceSlugs) expect(serviceSlugs, `"${slug}" is not a service`).toContain(slug);
  });

  it('has unique challenge titles and step names', () => {
    const titles = professionalCopy.challenges.items.map((item) => item.title);
    const steps = professionalCopy.process.steps.map((step) => step.name);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(steps).size).toBe(steps.length);
  });
});
