/** The subset of Vite's build manifest (build.manifest: true) that we read. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface ChunkFiles {
  js: string[];
  css: string[];
}

/** A chunk's own file and CSS plus those of everything it imports statically, in load order. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): ChunkFiles {
  const result: ChunkFiles = { js: [], css: [] };
  if (seen.has(key)) return result;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Build manifest has no chunk "${key}"`);
  for (const imported of chunk.imports ?? []) {
    const inner = staticClosure(manifest, imported, seen);
    result.js.push(...inner.js);
    result.css.push(...inner.css);
  }
  result.js.push(chunk.file);
  result.css.push(...(chunk.css ?? []));
  return result;
}

/** The manifest key of the app's entry (src/main.tsx). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('Build manifest has no entry chunk');
  return key;
}

/** What a first visit to a page loads: the entry's closure plus the page chunk's closure. */
export function firstVisitFiles(manifest: Manifest, pageModule: string): ChunkFiles {
  const seen = new Set<string>();
  const entry = staticClosure(manifest, entryKey(manifest), seen);
  const page = staticClosure(manifest, pageModule, seen);
  return { js: [...entry.js, ...page.js], css: [...new Set([...entry.css, ...page.css])] };
}

/** The page chunk's own files beyond what the entry already loads: what to modulepreload. */
export function pageOnlyFiles(manifest: Manifest, pageModule: string): ChunkFiles {
  const seen = new Set<string>();
  staticClosure(manifest, entryKey(manifest), seen);
  return staticClosure(manifest, pageModule, seen);
}
