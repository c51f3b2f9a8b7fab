/**
 * Where the prerenderer writes a page's layout copy: the page rendered in full, its deferred
 * sections included (the served page leaves them to render as the visitor scrolls), so the clicks
 * below the first screens land on what was there. Not for search engines (robots.txt, noindex).
 */
export const layoutCopyPrefix = '/heatmap-layout';

export function layoutCopyPath(page: string): string {
  return page === '/' ? layoutCopyPrefix : `${layoutCopyPrefix}${page}`;
}

/**
 * A page's prerendered HTML without its scripts, for the heatmap's layout frame: the markup and CSS
 * give the layout, and no tracking, chat or A/B code runs (a sandboxed frame would block the scripts
 * too, but log an error for each one it blocks).
 */
export function scriptFreeLayout(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}
