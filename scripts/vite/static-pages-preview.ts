import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes `vite preview` serve the prerendered build the way a static host does: /a/b is
 * dist/a/b/index.html, and an unknown path gets dist/404.html with status 404, instead of
 * Vite's single-page fallback that would answer every path with the home page.
 */
export function staticPagesPreview(): Plugin {
  return {
    name: 'static-pages-preview',
    configurePreviewServer(server) {
      const outDir = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const url = new URL(req.url, 'http://preview.local');
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          return next(); // A malformed escape is no page of ours: let the static server answer.
        }
        if (/\.[a-z0-9]+$/i.test(pathname)) return next();
        const page = join(outDir, pathname, 'index.html');
        if (!page.startsWith(outDir)) return next();
        if (existsSync(page)) {
          req.url = `${pathname.replace(/\/$/, '')}/index.html${url.search}`;
          return next();
        }
        const notFound = join(outDir, '404.html');
        if (!existsSync(notFound)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFound));
      });
    },
  };
}
