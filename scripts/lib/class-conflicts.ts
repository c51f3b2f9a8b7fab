import { mergeClasses } from '../../src/lib/class-merge.ts';

/** An element whose classes include two utilities of one group: the stylesheet's order picks one. */
export interface ClassConflict {
  classes: string;
  /** The earlier utilities that a later one of their group overrides. */
  overridden: string[];
}

const classAttribute = /\sclass="([^"]*)"/g;
const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The class lists in a rendered page that a merge would change. Button, the header and the other
 * components on every first load join their classes instead of merging them (tailwind-merge's
 * weight stays out of that load), so a caller's class that restates a variant's utility would apply
 * by stylesheet order, not by the caller's intent. The prerenderer checks every page with this.
 * A class repeated word for word is harmless and not reported.
 */
export function classConflicts(html: string): ClassConflict[] {
  const conflicts = new Map<string, ClassConflict>();
  for (const [, raw = ''] of html.matchAll(classAttribute)) {
    const names = [...new Set(raw.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity).split(/\s+/).filter(Boolean))];
    const kept = new Set(mergeClasses(names.join(' ')).split(' '));
    const overridden = names.filter((name) => !kept.has(name));
    if (overridden.length > 0) conflicts.set(names.join(' '), { classes: names.join(' '), overridden });
  }
  return [...conflicts.values()];
}
