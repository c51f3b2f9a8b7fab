import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Seo } from './seo';

const breakout = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>window.owned = true</script><!--<script>' };

describe('Seo’s structured data', () => {
  it('cannot be broken out of: the prerendered HTML parses to one JSON-LD script holding the data', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <Seo title="Home" description="Home page" jsonLd={[breakout]} />
      </MemoryRouter>,
    );
    // Parsed as a browser parses the prerendered page.
    const document = new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, 'text/html');
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(breakout);
  });
});
