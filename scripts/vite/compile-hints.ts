import type { Plugin } from 'vite';

/** V8's file-level explicit compile hint (Chromium 136+); other engines see a comment. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the browser chunks whose functions nearly all run on a first load (the entry: React DOM, the
 * router, the app; and each page's chunk) with V8's explicit compile hint. V8 then compiles every
 * function in them eagerly, on the background thread that parses the streamed file, instead of on
 * the main thread the first time hydration calls each one (decision 017).
 *
 * The hint counts only on the file's first line, and Vite puts its preload map (`__vite__mapDeps`)
 * at the top of a chunk when it writes the bundle, after Rolldown's banners: so the hint goes in
 * last, in the bundle's final form.
 */
export function compileHints(shouldHint: (chunk: { isEntry: boolean; facadeModuleId: string | null }) => boolean): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !shouldHint(chunk)) continue;
          chunk.code = `${COMPILE_ALL_HINT}\n${chunk.code}`;
          // One line more at the top: a source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
