import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../lib/security-headers.ts';

/**
 * Makes `vite preview` send the headers of the build's `dist/_headers`, as Netlify and Cloudflare
 * Pages do in production: the e2e journeys then run under the production Content-Security-Policy.
 * Only the preview server: `vite` (development) serves inline HMR scripts that the policy would block.
 */
export function staticHeadersPreview(): Plugin {
  return {
    name: 'static-headers-preview',
    configurePreviewServer(server) {
      const file = join(server.config.root, server.config.build.outDir, '_headers');
      // Re-read when a new build replaces the file under a running preview (Playwright reuses one).
      let cached: { mtimeMs: number; rules: HeaderRule[] } | undefined;
      let warned = false;
      const rules = (): HeaderRule[] => {
        let mtimeMs: number;
        try {
          mtimeMs = statSync(file).mtimeMs;
        } catch {
          if (!warned) server.config.logger.warn(`No ${file}: previewing without the production headers (run npm run build).`, { timestamp: true });
          warned = true;
          return [];
        }
        if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
        return cached.rules;
      };
      server.middlewares.use((req, res, next) => {
        // Matched on the path asked for, before static-pages-preview rewrites /a/b to /a/b/index.html.
        const pathname = new URL(req.url ?? '/', 'http://preview.local').pathname;
        for (const [name, value] of Object.entries(headersForPath(rules(), pathname))) res.setHeader(name, value);
        next();
      });
    },
  };
}
