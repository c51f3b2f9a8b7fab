import { firstVisitFiles, pageOnlyFiles, staticClosure, type Manifest } from './manifest';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'], dynamicImports: ['src/pages/home.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
  'src/pages/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_react.js', '_button.js'], css: ['assets/home.css'] },
};

describe('build manifest reading', () => {
  it('collects a chunk and its static imports once each, dependencies first', () => {
    expect(staticClosure(manifest, 'src/pages/home.tsx')).toEqual({
      js: ['assets/react.js', 'assets/button.js', 'assets/home.js'],
      css: ['assets/home.css'],
    });
  });

  it('counts a first visit as the entry plus the page, without double-counting shared chunks', () => {
    expect(firstVisitFiles(manifest, 'src/pages/home.tsx')).toEqual({
      js: ['assets/react.js', 'assets/index.js', 'assets/button.js', 'assets/home.js'],
      css: ['assets/index.css', 'assets/home.css'],
    });
  });

  it('preloads only what the page adds to the entry', () => {
    expect(pageOnlyFiles(manifest, 'src/pages/home.tsx').js).toEqual(['assets/button.js', 'assets/home.js']);
  });

  it('names the missing chunk when the manifest does not know a page', () => {
    expect(() => staticClosure(manifest, 'src/pages/missing.tsx')).toThrow('src/pages/missing.tsx');
  });
});
