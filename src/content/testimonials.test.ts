/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { testimonials } from './testimonials';

/**
 * Guards the five testimonials of the track-record carousel: every field filled, the avatar the
 * initials of the name, and an illustration that exists, is small and is labelled.
 */

const publicDir = resolve(process.cwd(), 'public');

const text = (label: string, min = 1) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, { error: `${label} needs at least ${min} characters` });

const imageSchema = z.object({
  src: z
    .string()
    .regex(/^\/images\/testimonials\/[a-z0-9-]+\.svg$/, { error: 'image.src must be /images/testimonials/<id>.svg' })
    .refine((src) => existsSync(resolve(publicDir, `.${src}`)), {
      error: (issue) => `image.src "${String(issue.input)}" does not exist under public/`,
    }),
  alt: text('image.alt', 10),
  width: z.literal(96, { error: 'image.width must be 96' }),
  height: z.literal(96, { error: 'image.height must be 96' }),
});

const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'id must be kebab-case' }),
  name: text('name', 3),
  title: text('title', 5),
  location: text('location', 3),
  website: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: 'website is shown as a bare domain, e.g. "shop.example.com"' }),
  quote: text('quote', 80).max(320, { error: 'quote should stay under 320 characters to fit a slide' }),
  rating: z.literal(5, { error: 'the carousel shows five-star reviews only' }),
  results: text('results', 5).max(60, { error: 'results should stay under 60 characters to fit its badge' }),
  avatar: z.string().regex(/^[A-Z]{2}$/, { error: 'avatar must be two capital initials' }),
  image: imageSchema,
});

function problemsOf(value: unknown): string[] {
  const result = testimonialSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

describe('testimonials content', () => {
  it('has five testimonials with unique ids', () => {
    const ids = testimonials.map((testimonial) => testimonial.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size, 'ids must be unique').toBe(5);
  });

  it.each(testimonials.map((testimonial) => [testimonial.id, testimonial] as const))('%s is complete and valid', (id, testimonial) => {
    expect(problemsOf(testimonial), `problems in testimonial "${id}"`).toEqual([]);
  });

  it.each(testimonials.map((testimonial) => [testimonial.id, testimonial] as const))(
    '%s: avatar initials match the name, image matches the id',
    (_id, testimonial) => {
      const words = testimonial.name.replace(/^Dr\.\s+/, '').split(/\s+/);
      const initials = `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`;
      expect(testimonial.avatar).toBe(initials);
      expect(testimonial.image.src).toBe(`/images/testimonials/${testimonial.id}.svg`);
    },
  );

  it.each(testimonials.map((testimonial) => [testimonial.id, testimonial.image.src] as const))(
    '%s: the illustration is a small, titled 96x96 SVG',
    (_id, src) => {
      const svg = readFileSync(resolve(publicDir, `.${src}`), 'utf8');
      expect(svg).toMatch(/<svg[^>]*width="96"[^>]*height="96"/);
      expect(svg).toMatch(/<title[^>]*>[^<]{10,}<\/title>/);
      expect(svg.length, 'keep testimonial illustrations under 3 KB').toBeLessThan(3000);
    },
  );

  it('reports a readable message for a typo', () => {
    const [first] = testimonials;
    if (!first) throw new Error('testimonials is empty');
    expect(problemsOf({ ...first, avatar: 'mg', website: 'https://x.example.com' })).toEqual([
      'website: website is shown as a bare domain, e.g. "shop.example.com"',
      'avatar: avatar must be two capital initials',
    ]);
  });
});
