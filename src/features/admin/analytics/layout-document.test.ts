import { describe, expect, it } from 'vitest';
import { layoutCopyPath, scriptFreeLayout } from './layout-document';

describe('scriptFreeLayout', () => {
  it('keeps the markup and styles and drops every script and module preload', () => {
    const html = [
      '<html><head><link rel="stylesheet" href="/assets/index.css">',
      '<script>document.documentElement.style.fontSize = "150%"</script>',
      '<link rel="modulepreload" crossorigin href="/assets/home.js">',
      '<script type="module" crossorigin src="/assets/index.js"></script></head>',
      '<body><main><h1>Find Your Perfect Marketing Plan</h1></main><SCRIPT type="application/ld+json">{}</SCRIPT ></body></html>',
    ].join('\n');
    const layout = scriptFreeLayout(html);
    expect(layout).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(layout).toContain('<h1>Find Your Perfect Marketing Plan</h1>');
    expect(layout).not.toMatch(/<script/i);
    expect(layout).not.toContain('modulepreload');
  });
});

describe('layoutCopyPath', () => {
  it('puts a page’s layout copy under /heatmap-layout, the home page at its root', () => {
    expect(layoutCopyPath('/')).toBe('/heatmap-layout');
    expect(layoutCopyPath('/services/winning-websites')).toBe('/heatmap-layout/services/winning-websites');
  });
});
