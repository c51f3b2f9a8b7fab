import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { guideDocuments, ppcAuditChecklist } from '../../supabase/functions/_shared/rules/content/guides.ts';
import { exitIntentOffer } from '../../src/content/guides.ts';
import { site } from '../../src/content/site.ts';
import { fillGuideTemplate, guideDocumentFiles, renderGuideDocuments } from './guide-documents.ts';

const root = process.cwd();

/** Text as the filled template writes it. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

describe('fillGuideTemplate', () => {
  const settings = { name: 'Smith & Daughters <Marketing>', address: { city: 'Pasadena' }, rating: { count: 50 } };

  it('fills each {{site.<setting>}} with the setting, escaped for HTML', () => {
    expect(fillGuideTemplate('<title>Guide | {{site.name}}</title><p>© {{ site.name }}, {{site.address.city}}: {{site.rating.count}}+</p>', settings)).toBe(
      '<title>Guide | Smith &amp; Daughters &lt;Marketing&gt;</title><p>© Smith &amp; Daughters &lt;Marketing&gt;, Pasadena: 50+</p>',
    );
  });

  it.each([
    ['{{site.nmae}}', /\{\{site\.nmae\}\}: site\.nmae is not a setting/],
    ['{{site.address}}', /site\.address is not a setting/],
    ['{{name}}', /\{\{name\}\}: placeholders read \{\{site\.<setting>\}\}/],
    ['{{site.name}', /placeholders read/],
  ])('refuses %s, so a typo fails the build', (template, message) => {
    expect(() => fillGuideTemplate(template, settings)).toThrow(message);
  });
});

describe('guide documents', () => {
  const documents = [...guideDocuments, ppcAuditChecklist];
  const served = new Map<string, string>();
  beforeAll(async () => {
    for (const { path, html } of await renderGuideDocuments(root, site)) served.set(path, html);
  });

  it('has a template for every document the e-mails link to', () => {
    expect(guideDocumentFiles.map((file) => file.path)).toEqual(documents.map((doc) => doc.path));
    for (const { template } of guideDocumentFiles) expect(existsSync(resolve(root, template)), template).toBe(true);
  });

  it.each(documents.map((doc) => [doc.path, doc] as const))('%s is a usable standalone page naming the agency of site.ts', (path, doc) => {
    const html = served.get(path) ?? '';
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<meta name="robots" content="noindex">/);
    expect(html).toContain(`<title>${doc.title.replace(/&/g, '&amp;')} | ${asHtml(site.name)}</title>`);
    expect(html).toContain(`<a href="/">${asHtml(site.name)}</a>`);
    expect(html).toContain(`© ${asHtml(site.name)}, ${asHtml(site.address.city)}.`);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toMatch(/<main[\s>]/);
    expect(html).toContain('<link rel="stylesheet" href="/guides/guide.css">');
    expect(html).toMatch(/href="\/"/);
    // Nothing from anywhere else: no script, and no stylesheet, image or font from another origin.
    expect(html).not.toMatch(/<script|<link[^>]+href="https?:|src="https?:|url\(\s*['"]?https?:|@import/i);
  });

  it('the guides share one print-friendly stylesheet that loads nothing from elsewhere', () => {
    const css = readFileSync(resolve(root, 'public/guides/guide.css'), 'utf8');
    expect(css).toMatch(/@media print/);
    expect(css).not.toMatch(/url\(\s*['"]?https?:|@import/i);
  });

  it('the checklist has as many checks as the exit-intent offer promises', () => {
    const promised = Number(/the (\d+) checks/.exec(exitIntentOffer.description)?.[1]);
    const checks = served.get(ppcAuditChecklist.path)?.match(/<li class="check">/g) ?? [];
    expect(promised).toBeGreaterThan(0);
    expect(checks).toHaveLength(promised);
  });
});
