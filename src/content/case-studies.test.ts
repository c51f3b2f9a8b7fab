/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { caseStudies } from './case-studies';
import { serviceSlugs } from './service-slugs';
import { iconNames } from './types';

/**
 * Guards the three case studies (cards on the home page, full stories on /case-studies): every
 * field filled, known icons and service slugs, and an illustration that exists and is labelled.
 */

const publicDir = resolve(process.cwd(), 'public');

const text = (label: string, min = 1) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, { error: `${label} needs at least ${min} characters` });

const resultSchema = z.object({
  icon: z.enum(iconNames, { error: (issue) => `"${String(issue.input)}" is not a known icon` }),
  metric: text('metric').max(8, { error: 'metric is a short figure such as "850%" (8 characters at most)' }),
  label: text('label', 5),
  detail: text('detail', 20),
});

const caseStudySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'id must be kebab-case: it is the /case-studies#<id> anchor' }),
  client: text('client', 3),
  industry: text('industry', 3),
  location: text('location', 3),
  image: z.object({
    src: z
      .string()
      .regex(/^\/images\/case-studies\/[a-z0-9-]+\.svg$/, { error: 'image.src must be /images/case-studies/<id>.svg' })
      .refine((src) => existsSync(resolve(publicDir, `.${src}`)), {
        error: (issue) => `image.src "${String(issue.input)}" does not exist under public/`,
      }),
    alt: text('image.alt', 10),
    width: z.literal(640, { error: 'image.width must be 640' }),
    height: z.literal(400, { error: 'image.height must be 400' }),
  }),
  challenge: text('challenge', 80),
  heroSolution: text('heroSolution', 20).max(110, { error: 'heroSolution is the card summary: keep it under 110 characters' }),
  solution: text('solution', 120),
  results: z.array(resultSchema).length(3, { error: 'needs exactly 3 results (the first is the headline)' }),
  testimonial: text('testimonial', 40),
  clientName: text('clientName', 3),
  timeframe: z.string().regex(/^\d+ months?$/, { error: 'timeframe reads like "6 months"' }),
  servicesUsed: z
    .array(z.enum(serviceSlugs, { error: (issue) => `"${String(issue.input)}" is not one of serviceSlugs` }))
    .min(1, { error: 'servicesUsed needs at least one service' }),
});

function problemsOf(value: unknown): string[] {
  const result = caseStudySchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

describe('case studies content', () => {
  it('has the three case studies with unique ids', () => {
    expect(caseStudies.map((study) => study.id)).toEqual(['restaurant-chain', 'dental-practice', 'auto-repair-shop']);
  });

  it.each(caseStudies.map((study) => [study.id, study] as const))('%s is complete and valid', (id, study) => {
    expect(problemsOf(study), `problems in case study "${id}"`).toEqual([]);
  });

  it.each(caseStudies.map((study) => [study.id, study] as const))('%s: illustration matches the id and is a titled 640x400 SVG', (id, study) => {
    expect(study.image.src).toBe(`/images/case-studies/${id}.svg`);
    const svg = readFileSync(resolve(publicDir, `.${study.image.src}`), 'utf8');
    expect(svg).toMatch(/<svg[^>]*width="640"[^>]*height="400"/);
    expect(svg).toMatch(/<title[^>]*>[^<]{10,}<\/title>/);
    expect(svg.length, 'keep case-study illustrations under 4 KB').toBeLessThan(4000);
  });

  it('reports a readable message for a typo', () => {
    const [first] = caseStudies;
    if (!first) throw new Error('caseStudies is empty');
    expect(problemsOf({ ...first, servicesUsed: ['seo'], timeframe: 'half a year' })).toEqual([
      'timeframe: timeframe reads like "6 months"',
      'servicesUsed.0: "seo" is not one of serviceSlugs',
    ]);
  });
});
