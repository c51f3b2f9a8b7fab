import { escapeXml, fillTemplate, outputFileFor, sitemapXml, splitHoistedHead } from './html';

const template = '<html><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

describe('splitHoistedHead', () => {
  it('moves the title, meta and link tags React hoists to the start into the head', () => {
    const html =
      '<title>Packages | Agency</title><meta name="description" content="d"/><link rel="canonical" href="https://x.test/services"/><div><h1>Packages</h1><meta itemprop="x" content="kept in body"/></div>';
    const { head, body } = splitHoistedHead(html);
    expect(head).toBe('<title>Packages | Agency</title><meta name="description" content="d"/><link rel="canonical" href="https://x.test/services"/>');
    expect(body).toBe('<div><h1>Packages</h1><meta itemprop="x" content="kept in body"/></div>');
  });

  it('leaves markup without hoisted tags untouched', () => {
    expect(splitHoistedHead('<div>plain</div>')).toEqual({ head: '', body: '<div>plain</div>' });
  });
});

describe('fillTemplate', () => {
  it('marks the root with the path it was rendered for, escaped', () => {
    const page = fillTemplate({ template, head: '<title>T</title>', body: '<p>x</p>', prerenderedPath: '/a"b', rootAttribute: 'data-prerendered-path' });
    expect(page).toContain('<title>T</title></head>');
    expect(page).toContain('<div id="root" data-prerendered-path="/a&quot;b"><p>x</p></div>');
  });

  it('leaves the marker off pages the client renders itself', () => {
    const page = fillTemplate({ template, head: '', body: '', rootAttribute: 'data-prerendered-path' });
    expect(page).toContain('<div id="root"></div>');
  });

  it('fails loudly when index.html lost its placeholders', () => {
    expect(() => fillTemplate({ template: '<html></html>', head: '', body: '', rootAttribute: 'x' })).toThrow(/placeholder/);
  });
});

describe('sitemapXml', () => {
  it('lists every URL with its last modification date, escaped', () => {
    const xml = sitemapXml(['https://x.test/', 'https://x.test/a?b=1&c=2'], '2026-11-21');
    expect(xml).toContain('<loc>https://x.test/</loc>');
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=2</loc>');
    expect(xml.match(/<lastmod>2026-11-21<\/lastmod>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`<'&">`)).toBe('&lt;&apos;&amp;&quot;&gt;');
  });
});

describe('outputFileFor', () => {
  it('writes / as index.html and every other path as a folder index', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/services')).toBe('services/index.html');
    expect(outputFileFor('/services/4x-conversions/')).toBe('services/4x-conversions/index.html');
  });
});
