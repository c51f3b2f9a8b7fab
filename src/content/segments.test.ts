import { z } from 'zod';
import { serviceSlugs } from './service-slugs';
import { segmentIds, segments } from './segments';
import { iconNames } from './types';

const copy = (field: string, min: number) =>
  z.string({ error: `${field} must be text` }).trim().min(min, { error: `${field} needs at least ${min} characters` });

const segmentSchema = z.object({
  pillarsEyebrow: copy('pillarsEyebrow', 3),
  pillarsHeading: copy('pillarsHeading', 10),
  pillarsIntro: copy('pillarsIntro', 60),
  pillars: z
    .array(
      z.object({
        icon: z.enum(iconNames, { error: (issue) => `icon "${String(issue.input)}" is not a known icon` }),
        title: copy('title', 3),
        description: copy('description', 60),
        includes: z.array(copy('includes line', 5)).min(3).max(4),
        service: z.enum(serviceSlugs, { error: (issue) => `service "${String(issue.input)}" is not a service slug` }),
      }),
    )
    .length(3, { error: 'a segment page has exactly 3 pillars' }),
  guarantee: z.object({ heading: copy('guarantee.heading', 5), body: copy('guarantee.body', 80), points: z.array(copy('guarantee point', 5)).min(3) }),
  booking: z.object({ heading: copy('booking.heading', 5), body: copy('booking.body', 40) }),
});

describe('segment pages content', () => {
  it.each(segmentIds.map((id) => [id]))('the %s businesses page is complete', (id) => {
    const issues = segmentSchema.safeParse(segments[id]).error?.issues ?? [];
    expect(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('gives each audience its own pillars: no service, and no pillar title, on both pages or twice on one', () => {
    for (const field of ['service', 'title'] as const) {
      const values = segmentIds.flatMap((id) => segments[id].pillars.map((pillar) => pillar[field]));
      expect(new Set(values).size, values.join(', ')).toBe(values.length);
    }
  });

  it('names the field in a readable message', () => {
    const broken = { ...segments.new, pillars: segments.new.pillars.slice(0, 2) };
    const issues = segmentSchema.safeParse(broken).error?.issues ?? [];
    expect(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['pillars: a segment page has exactly 3 pillars']);
  });
});
