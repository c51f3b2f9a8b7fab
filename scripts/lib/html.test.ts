import { deferredModulesLoader, escapeXml, fillTemplate, loadModulesAfterFirstPaint, outputFileFor, sitemapXml, splitHoistedHead } from './html';
import { inlineScripts } from './security-headers';

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

describe('loadModulesAfterFirstPaint', () => {
  const page = [
    '<html><head><title>T</title>',
    '<link rel="modulepreload" crossorigin href="/assets/home.js">',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    '</head><body><div id="root"><p>Hi</p></div></body></html>',
  ].join('\n');

  it('takes the entry script and the modulepreloads out of the page and lists them for the loader, in order', () => {
    const html = loadModulesAfterFirstPaint(page);
    expect(html).not.toMatch(/<script type="module"|modulepreload" crossorigin/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    const json = /<script type="application\/json" id="deferred-modules">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ entry: '/assets/index.js', preload: ['/assets/home.js', '/assets/runtime.js'] });
    expect(html).toMatch(/<\/div><script type="application\/json"[^>]*>.*?<\/script><script>\(function \(\) \{.*<\/script><\/body>/);
  });

  it('uses the same loader on every page, so one CSP hash allows it', () => {
    const other = loadModulesAfterFirstPaint(page.replace('/assets/home.js', '/assets/contact.js'));
    const loaders = [loadModulesAfterFirstPaint(page), other].map((html) => inlineScripts(html));
    expect(loaders[0]).toEqual([deferredModulesLoader]);
    expect(loaders[1]).toEqual(loaders[0]);
  });

  it('refuses a page without exactly one entry script, rather than ship a page that never starts', () => {
    expect(() => loadModulesAfterFirstPaint('<html><body></body></html>')).toThrow(/one module entry script/);
  });

  it('loads the modules once the first contentful paint is reported, and at once in a background tab', () => {
    type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void; connected: boolean };
    const run = (visibilityState: string, { paintTiming }: { paintTiming: boolean }) => {
      const timeline: string[] = [];
      const tasks: (() => void)[] = [];
      const observers: Observer[] = [];
      const document = {
        visibilityState,
        getElementById: () => ({ textContent: JSON.stringify({ entry: '/assets/index.js', preload: ['/assets/home.js'] }) }),
        createElement: () => ({}),
        head: { appendChild: (link: { href: string }) => timeline.push(`preload ${link.href}`) },
      };
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
        private readonly entry: Observer;
        constructor(callback: Observer['callback']) {
          this.entry = { callback, connected: false };
          observers.push(this.entry);
        }
        observe() {
          this.entry.connected = true;
        }
      }
      const requestAnimationFrame = (callback: () => void) => tasks.push(() => (timeline.push('frame'), callback()));
      const setTimeout = (callback: () => void, ms: number) => tasks.push(() => (timeline.push(`timeout ${ms}`), callback()));
      const importModule = (href: string) => timeline.push(`import ${href}`);
      const paint = (name: string) => {
        timeline.push(name);
        for (const observer of observers.filter((each) => each.connected)) {
          observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => (observer.connected = false) });
        }
      };
      // The loader's text, with import() (syntax, not a function) as a parameter named like it.
      new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', 'importModule', deferredModulesLoader.replace('import(', 'importModule('))(
        document,
        PerformanceObserver,
        requestAnimationFrame,
        setTimeout,
        importModule,
      );
      timeline.push('script done');
      if (paintTiming) {
        paint('first-paint');
        paint('first-contentful-paint');
      }
      while (tasks.length > 0) tasks.shift()?.();
      return timeline;
    };
    expect(run('visible', { paintTiming: true })).toEqual([
      'script done',
      'first-paint',
      'first-contentful-paint',
      'preload /assets/home.js',
      'import /assets/index.js',
      // The fallback timer still fires, and loads nothing twice.
      'timeout 3000',
    ]);
    expect(run('visible', { paintTiming: false })).toEqual(['script done', 'frame', 'timeout 0', 'preload /assets/home.js', 'import /assets/index.js']);
    expect(run('hidden', { paintTiming: true })).toEqual(['preload /assets/home.js', 'import /assets/index.js', 'script done', 'first-paint', 'first-contentful-paint']);
  });

  it('loads the modules after 3 s when no contentful paint is ever reported', () => {
    const timeline: string[] = [];
    const tasks: (() => void)[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
    }
    const document = {
      visibilityState: 'visible',
      getElementById: () => ({ textContent: JSON.stringify({ entry: '/assets/index.js', preload: [] }) }),
      createElement: () => ({}),
      head: { appendChild: () => undefined },
    };
    new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', 'importModule', deferredModulesLoader.replace('import(', 'importModule('))(
      document,
      PerformanceObserver,
      () => undefined,
      (callback: () => void, ms: number) => tasks.push(() => (timeline.push(`timeout ${ms}`), callback())),
      (href: string) => timeline.push(`import ${href}`),
    );
    while (tasks.length > 0) tasks.shift()?.();
    expect(timeline).toEqual(['timeout 3000', 'import /assets/index.js']);
  });
});
