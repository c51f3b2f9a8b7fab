import { createServer } from 'node:http';
import { freePort, type ServedDist } from './serve-dist.ts';

/**
 * The least a page can be: one paragraph, no stylesheet, no script, no image, no icon (its link is an empty
 * data: URL, so the browser asks for none). What Lighthouse measures on it is the host's and the browser's
 * own cost of a navigation (process start, commit, first layout and paint), which its simulated throttling
 * multiplies like any page's.
 */
export const BLANK_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Blank page</title><meta name="description" content="A blank page, to measure the host."><link rel="icon" href="data:,"></head><body><p>A blank page, to measure the host.</p></body></html>';

/** Serves BLANK_PAGE_HTML at / on a free local port. */
export async function serveBlankPage(): Promise<ServedDist> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(BLANK_PAGE_HTML);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
