import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The entry points of react-router that the app reaches (react-router-dom re-exports both). */
const productionFiles: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

/**
 * Builds the browser bundle with react-router's production files. The package's exports send every
 * bundler to its development build, warnings and their messages included, in production too
 * (remix-run/react-router#14102, open), which also logs those warnings to visitors, in every page's first load
 * (decision 011). The production files are the same code without them. Development and tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  let productionDir: string;
  return {
    name: 'react-router-production',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      const require = createRequire(join(config.root, 'package.json'));
      productionDir = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
    },
    resolveId(source) {
      const file = productionFiles[source];
      return file ? join(productionDir, file) : null;
    },
  };
}
