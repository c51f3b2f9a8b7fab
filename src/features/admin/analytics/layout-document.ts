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
