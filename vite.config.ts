import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { guideDocumentsDev } from './scripts/vite/guide-documents-dev.ts';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';
import { staticHeadersPreview } from './scripts/vite/static-headers-preview.ts';
import { staticPagesPreview } from './scripts/vite/static-pages-preview.ts';

const pagesDir = fileURLToPath(new URL('./src/pages/', import.meta.url));
/** The pages' module names (src/pages/<name>.tsx), which are also their chunks' names. */
const pageNames = new Set(
  readdirSync(pagesDir)
    .filter((file) => /^[\w-]+\.tsx$/.test(file))
    .map((file) => file.slice(0, -'.tsx'.length)),
);
/** A page's own module (src/pages/<name>.tsx), by the module id a chunk is built around. */
const isPageModule = (id: string | null) => id !== null && id.startsWith(pagesDir) && !id.slice(pagesDir.length).includes('/');
const isPageChunk = (file: string) => pageNames.has(basename(file).replace(/-[\w-]{8}\.js$/, ''));

/** The local backend (supabase/local/server.ts) answers /api/<beacon>. */
const apiProxy = { target: 'http://127.0.0.1:54321', changeOrigin: true };

export default defineConfig({
  // The headers first: they match the path asked for, before static-pages-preview rewrites it.
  plugins: [
    reactRouterProduction(),
    react(),
    tailwindcss(),
    // The entry and the pages' chunks: nearly every function in them runs on the first load.
    compileHints((chunk) => chunk.isEntry || isPageModule(chunk.facadeModuleId)),
    guideDocumentsDev(),
    staticHeadersPreview(),
    staticPagesPreview(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared/rules', import.meta.url)),
    },
  },
  build: {
    // bench/size and the prerenderer read the manifest to know what each route loads.
    manifest: true,
    target: 'es2022',
    // Vite's runtime helper adds a <link rel="modulepreload"> for each dependency of each dynamic
    // import: on a form page dozens as its sections and widgets load, main-thread work that Lighthouse
    // counts four times over as blocking time (decision 011 has the figures). A page's chunks are still
    // preloaded together, since a navigation waits for them; a section's or a dialog's dependencies
    // load when its chunk asks for them, one round trip later, while the prerendered markup shows.
    modulePreload: { resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || isPageChunk(file) ? deps : []) },
    // Everything the entry imports statically (React, the router, the layout, consent, analytics,
    // cn) in one chunk with the entry: every page loads all of it first anyway, and one file
    // compresses better than several, which every route's first visit gains.
    // TanStack Query in one chunk of its own: the dashboard and the visitor's booking sections share it,
    // and split by module it would add a file name per piece to the entry's list of the admin page's files.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }, { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/ }] } },
    },
  },
  // The beacons and the consent record post to same-origin /api/* (host rewrites in production):
  // in development and preview the local backend serves them.
  server: { port: 5173, host: '127.0.0.1', proxy: { '/api': apiProxy } },
  preview: { port: 4173, host: '127.0.0.1', proxy: { '/api': apiProxy } },
});
