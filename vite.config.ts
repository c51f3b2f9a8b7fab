import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from './scripts/vite/react-router-production.ts';
import { staticHeadersPreview } from './scripts/vite/static-headers-preview.ts';
import { staticPagesPreview } from './scripts/vite/static-pages-preview.ts';

/** The local backend (supabase/local/server.ts) answers /api/<beacon>. */
const apiProxy = { target: 'http://127.0.0.1:54321', changeOrigin: true };

export default defineConfig({
  // The headers first: they match the path asked for, before static-pages-preview rewrites it.
  plugins: [reactRouterProduction(), react(), tailwindcss(), staticHeadersPreview(), staticPagesPreview()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  build: {
    // bench/size and the prerenderer read the manifest to know what each route loads.
    manifest: true,
    target: 'es2022',
    // Everything the entry imports statically (React, the router, the layout, consent, analytics,
    // cn) in one chunk with the entry: every page loads all of it first anyway, and one file
    // compresses better than six (about 3 KB gzip less on each route's first visit; issue 10).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  // The beacons and the consent record post to same-origin /api/* (host rewrites in production):
  // in development and preview the local backend serves them.
  server: { port: 5173, host: '127.0.0.1', proxy: { '/api': apiProxy } },
  preview: { port: 4173, host: '127.0.0.1', proxy: { '/api': apiProxy } },
});
