/**
 * The printable guides a visitor downloads (/guides/<id>.html) are templates in
 * src/content/guide-documents/, filled from the site's settings: `{{site.name}}` is site.name,
 * `{{site.address.city}}` site.address.city. The prerenderer writes them into dist/guides/, and in
 * development scripts/vite/guide-documents-dev.ts serves them, so no copy keeps an agency's name once
 * site.ts changes. Their stylesheet, which names nothing, stays a plain file in public/guides/.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { guideDocuments, ppcAuditChecklist } from '../../supabase/functions/_shared/rules/content/guides.ts';

export const GUIDE_TEMPLATES_DIR = 'src/content/guide-documents';

/** Each document the site serves: its path on the site and its template, relative to the project root. */
export const guideDocumentFiles: readonly { path: string; template: string }[] = [...guideDocuments, ppcAuditChecklist].map(({ path }) => ({
  path,
  template: `${GUIDE_TEMPLATES_DIR}/${basename(path)}`,
}));

const PLACEHOLDER = /\{\{\s*site\.([\w.]+)\s*\}\}/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The template with each `{{site.<path>}}` replaced by that setting, HTML-escaped. Throws on a path
 * that names no text or number in `site`, and on any other `{{`, so a typo fails the build.
 */
export function fillGuideTemplate(template: string, site: object): string {
  const html = template.replace(PLACEHOLDER, (placeholder, path: string) => {
    let value: unknown = site;
    for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${placeholder}: site.${path} is not a setting of site.ts`);
    return escapeHtml(String(value));
  });
  const leftover = /\{\{[^}]*\}\}?/.exec(html);
  if (leftover) throw new Error(`${leftover[0]}: placeholders read {{site.<setting>}}, e.g. {{site.name}}`);
  return html;
}

/** Every guide document, filled from `site`, as the site serves it. */
export async function renderGuideDocuments(root: string, site: object): Promise<{ path: string; html: string }[]> {
  return Promise.all(
    guideDocumentFiles.map(async ({ path, template }) => {
      const source = await readFile(join(root, template), 'utf8');
      try {
        return { path, html: fillGuideTemplate(source, site) };
      } catch (error) {
        throw new Error(`${template}: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}
