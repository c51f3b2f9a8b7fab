/// <reference types="node" />
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { serviceDetails } from './service-details';
import { serviceSlugs, services } from './services';
import { iconNames } from './types';

/**
 * Guards the service content that marketers edit by hand. Every failure names the service and
 * the field, so a typo reads like "winning-websites › benefits.2.icon: "star2" is not a known
 * icon" rather than a stack trace.
 */

const publicDir = resolve(process.cwd(), 'public');

const text = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} must not be empty` });

const icon = z.enum(iconNames, {
  error: (issue) =>
    `"${String(issue.input)}" is not a known icon; use one of: ${iconNames.join(', ')}`,
});

const benefitSchema = z.object({
  title: text('Benefit title'),
  description: text('Benefit description'),
  icon,
});

const processStepSchema = z.object({
  name: text('Step name'),
  description: text('Step description'),
});

const heroImageSchema = z.object({
  src: z
    .string()
    .startsWith('/', { error: 'heroImage.src must start with "/" (a path under public/)' })
    .refine((src) => existsSync(resolve(publicDir, `.${src}`)), {
      error: (issue) => `heroImage.src "${String(issue.input)}" does not exist under public/`,
    }),
  alt: text('heroImage.alt'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const serviceSchema = z.object({
  slug: z.enum(serviceSlugs, {
    error: (issue) => `"${String(issue.input)}" is not one of serviceSlugs`,
  }),
  title: text('Title'),
  description: z
    .string()
    .trim()
    .min(60, {
      error: (issue) =>
        `description is ${String(issue.input).length} characters; it needs at least 60 for a useful meta description`,
    })
    .max(170, {
      error: (issue) =>
        `description is ${String(issue.input).length} characters; keep it at 170 or fewer so search results do not cut it off`,
    }),
  icon,
  benefits: z
    .array(benefitSchema)
    .length(4, { error: (issue) => `needs exactly 4 benefits, found ${countOf(issue.input)}` }),
  features: z
    .array(text('Feature'))
    .min(4, { error: (issue) => `needs at least 4 features, found ${countOf(issue.input)}` }),
  process: z
    .array(processStepSchema)
    .length(4, { error: (issue) => `needs exactly 4 process steps, found ${countOf(issue.input)}` }),
  heroImage: heroImageSchema,
  highlight: text('highlight').optional(),
});

function countOf(input: unknown): number | string {
  return Array.isArray(input) ? input.length : 'none';
}

/** Readable problems for one service: "field.path: message", or an empty list when valid. */
function problemsOf(service: unknown): string[] {
  const result = serviceSchema.safeParse(service);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** Each service with its page's details, as its page shows it: what the schema checks. */
const fullServices = services.map((service) => ({ ...service, ...serviceDetails[service.slug] }));

describe('services content', () => {
  it('lists every slug in serviceSlugs exactly once, in the same order', () => {
    const slugs = services.map((service) => service.slug);
    const duplicates = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
    const missing = serviceSlugs.filter((slug) => !slugs.includes(slug));

    expect(duplicates, 'these slugs appear more than once').toEqual([]);
    expect(missing, 'these slugs from serviceSlugs have no service').toEqual([]);
    expect(slugs, 'services must follow the order of serviceSlugs').toEqual([...serviceSlugs]);
  });

  it.each(fullServices.map((service) => [service.slug, service] as const))(
    '%s is complete and valid',
    (slug, service) => {
      expect(problemsOf(service), `problems in service "${slug}"`).toEqual([]);
    },
  );

  it.each(fullServices.map((service) => [service.slug, service] as const))(
    '%s uses its own hero illustration',
    (slug, service) => {
      expect(service.heroImage.src, `heroImage.src of "${slug}"`).toBe(
        `/images/services/${slug}.svg`,
      );
    },
  );

  it('highlights only AI Voice Agents as NEW', () => {
    const highlightedNew = services
      .filter((service) => service.highlight === 'NEW')
      .map((service) => service.slug);

    expect(highlightedNew, 'services with highlight "NEW"').toEqual(['ai-voice-agents']);
  });

  it('reports a readable message for a typo', () => {
    const [first] = fullServices;
    if (!first) throw new Error('services is empty');
    const typo = {
      ...first,
      icon: 'bott',
      benefits: first.benefits.slice(0, 3),
      heroImage: { ...first.heroImage, src: '/images/services/missing.svg' },
    };

    expect(problemsOf(typo)).toEqual([
      expect.stringMatching(/^icon: "bott" is not a known icon; use one of: bot, /),
      'benefits: needs exactly 4 benefits, found 3',
      'heroImage.src: heroImage.src "/images/services/missing.svg" does not exist under public/',
    ]);
  });
});
