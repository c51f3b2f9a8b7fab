import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { fillGuideTemplate, guideDocumentFiles } from '../lib/guide-documents.ts';

/**
 * Serves the printable guides in development (`vite`), filled from the current site.ts on every
 * request, as the prerenderer writes them into dist/ for a build (scripts/lib/guide-documents.ts).
 */
export function guideDocumentsDev(): Plugin {
  return {
    name: 'guide-documents-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const pathname = new URL(req.url, 'http://dev.local').pathname;
        const document = guideDocumentFiles.find((file) => file.path === pathname);
        if (!document) return next();
        (async () => {
          const { site } = (await server.ssrLoadModule('/src/content/site.ts')) as { site: object };
          const html = fillGuideTemplate(await readFile(join(server.config.root, document.template), 'utf8'), site);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(req.method === 'HEAD' ? undefined : html);
        })().catch(next);
      });
    },
  };
}
