import type { OutputBundle, OutputChunk } from 'rolldown';
import { COMPILE_ALL_HINT, compileHints } from './compile-hints.ts';

function chunk(fileName: string, isEntry: boolean, facadeModuleId: string | null, map?: { mappings: string }): OutputChunk {
  return { type: 'chunk', fileName, isEntry, facadeModuleId, code: 'const __vite__mapDeps=[];export{};', map } as unknown as OutputChunk;
}

function runPlugin(bundle: Record<string, OutputChunk>) {
  const plugin = compileHints((c) => c.isEntry || c.facadeModuleId === '/src/pages/home.tsx');
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler.call({}, {}, bundle as unknown as OutputBundle);
}

describe('compileHints', () => {
  it('puts the hint on the first line of the chosen chunks only, above what Vite wrote at the top', () => {
    const bundle = {
      entry: chunk('assets/index-a.js', true, '/index.html'),
      page: chunk('assets/home-b.js', false, '/src/pages/home.tsx'),
      shared: chunk('assets/utils-c.js', false, '/src/lib/utils.ts'),
    };
    runPlugin(bundle);
    expect(bundle.entry.code.split('\n')[0]).toBe(COMPILE_ALL_HINT);
    expect(bundle.page.code.split('\n')[0]).toBe(COMPILE_ALL_HINT);
    expect(bundle.page.code.split('\n')[1]).toBe('const __vite__mapDeps=[];export{};');
    expect(bundle.shared.code).not.toContain(COMPILE_ALL_HINT);
  });

  it('moves a source map down by the line it adds', () => {
    const bundle = { entry: chunk('assets/index-a.js', true, '/index.html', { mappings: 'AAAA' }) };
    runPlugin(bundle);
    expect(bundle.entry.map?.mappings).toBe(';AAAA');
  });
});
