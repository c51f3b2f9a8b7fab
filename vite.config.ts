import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticPagesPreview } from './scripts/vite/static-pages-preview.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), staticPagesPreview()],
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
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
});
