import { z } from 'zod';
import { guideDocuments } from '@shared/content/guides.ts';
import { guides } from './guides';
import { iconNames } from './types';

/**
 * Guards the guide copy marketers edit by hand: every guide must be one the server knows (same id,
 * title and path). The documents themselves are checked in scripts/lib/guide-documents.test.ts.
 */

const text = (label: string, min = 1) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, { error: `${label} needs at least ${min} characters` });

const guideSchema = z.object({
  id: z.enum(
    guideDocuments.map((doc) => doc.id),
    { error: (issue) => `"${String(issue.input)}" is not a guide id of @shared/content/guides.ts` },
  ),
  title: text('title'),
  subtitle: text('subtitle', 10),
  description: text('description', 60).max(240, { error: 'description should stay under 240 characters' }),
  icon: z.enum(iconNames, { error: (issue) => `"${String(issue.input)}" is not a known icon` }),
  benefits: z.array(text('benefit', 10)).min(3).max(5),
  path: z.string().regex(/^\/guides\/[a-z0-9-]+\.html$/, { error: 'path must be /guides/<id>.html' }),
});

describe('guides content', () => {
  it.each(guides.map((guide) => [guide.id, guide] as const))('%s is well-formed', (_id, guide) => {
    const result = guideSchema.safeParse(guide);
    expect(result.success, result.error ? z.prettifyError(result.error) : '').toBe(true);
  });

  it('offers every guide of the shared catalog once, with the catalog title and path', () => {
    expect(guides.map(({ id, title, path }) => ({ id, title, path }))).toEqual(
      guideDocuments.map(({ id, title, path }) => ({ id, title, path })),
    );
  });

  it('has unique benefits within each guide', () => {
    for (const guide of guides) expect(new Set(guide.benefits).size, guide.id).toBe(guide.benefits.length);
  });
});
