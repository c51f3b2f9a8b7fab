/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { guideDocuments, ppcAuditChecklist } from '@shared/guides.ts';
import { exitIntentOffer, guides } from './guides';
import { iconNames } from './types';

/**
 * Guards the guide copy marketers edit by hand, and the documents the e-mails link to: every guide
 * must be one the server knows (same id, title and path) and its document must exist and be usable.
 */

const publicDir = resolve(process.cwd(), 'public');

const text = (label: string, min = 1) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, { error: `${label} needs at least ${min} characters` });

const guideSchema = z.object({
  id: z.enum(
    guideDocuments.map((doc) => doc.id),
    { error: (issue) => `"${String(issue.input)}" is not a guide id of @shared/guides.ts` },
  ),
  title: text('title'),
  subtitle: text('subtitle', 10),
  description: text('description', 60).max(240, { error: 'description should stay under 240 characters' }),
  icon: z.enum(iconNames, { error: (issue) => `"${String(issue.input)}" is not a known icon` }),
  benefits: z.array(text('benefit', 10)).min(3).max(5),
  path: z.string().regex(/^\/guides\/[a-z0-9-]+\.html$/, { error: 'path must be /guides/<id>.html' }),
});

function readDocument(path: string): string {
  return readFileSync(resolve(publicDir, `.${path}`), 'utf8');
}

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

describe('guide documents', () => {
  const documents = [...guideDocuments, ppcAuditChecklist];

  it.each(documents.map((doc) => [doc.path, doc] as const))('%s exists and is a usable standalone page', (path, doc) => {
    expect(existsSync(resolve(publicDir, `.${path}`)), `${path} is missing under public/`).toBe(true);
    const html = readDocument(path);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<meta name="robots" content="noindex">/);
    expect(html).toContain(`<title>${doc.title.replace(/&/g, '&amp;')}`);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toMatch(/<main[\s>]/);
    expect(html).toContain('<link rel="stylesheet" href="/guides/guide.css">');
    expect(html).toContain('Westside Growth Co.');
    expect(html).toMatch(/href="\/"/);
    // Nothing from anywhere else: no script, and no stylesheet, image or font from another origin.
    expect(html).not.toMatch(/<script|<link[^>]+href="https?:|src="https?:|url\(\s*['"]?https?:|@import/i);
  });

  it('the guides share one print-friendly stylesheet that loads nothing from elsewhere', () => {
    const css = readFileSync(resolve(publicDir, 'guides/guide.css'), 'utf8');
    expect(css).toMatch(/@media print/);
    expect(css).not.toMatch(/url\(\s*['"]?https?:|@import/i);
  });

  it('the checklist has as many checks as the exit-intent offer promises', () => {
    const promised = Number(/the (\d+) checks/.exec(exitIntentOffer.description)?.[1]);
    const checks = readDocument(ppcAuditChecklist.path).match(/<li class="check">/g) ?? [];
    expect(promised).toBeGreaterThan(0);
    expect(checks).toHaveLength(promised);
  });
});
