import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { preview } from 'vite';

export interface ServedDist {
  origin: string;
  close: () => Promise<void>;
}

/** A port nobody listens on now, so parallel benches and the e2e preview (4173) do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Serves a production build (`dist`, absolute) with Vite's preview and the project's vite.config.ts,
 * whose preview plugins serve it as the static host does, with dist/_headers, on a free local port.
 */
export async function serveDist(root: string, dist: string): Promise<ServedDist> {
  const port = await freePort();
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    // Relative: the preview plugins join root and outDir.
    build: { outDir: relative(root, dist) },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
