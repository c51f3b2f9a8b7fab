/**
 * The icon every page links is the PNG that scripts/favicon.ts renders, at the size the link states.
 * Not the SVG: Chromium decodes an SVG icon by building an SVG document on the page's main thread, a
 * blocking task after every load (docs/decisions/022-lighthouse-host-floor.md).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { guideDocumentFiles } from './guide-documents.ts';

const root = resolve(import.meta.dirname, '../..');
const pages = ['index.html', ...guideDocumentFiles.map(({ template }) => template)];

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(pages)('%s', (page) => {
  it('links one icon: a PNG in public/, of the size its link states', () => {
    const html = readFileSync(resolve(root, page), 'utf8');
    const links = html.match(/<link rel="icon"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    const [link = ''] = links;
    expect(link).toMatch(/type="image\/png"/);
    const href = /href="\/([^"]+\.png)"/.exec(link)?.[1];
    const sizes = /sizes="(\d+)x(\d+)"/.exec(link);
    expect(href).toBeDefined();
    expect(pngSize(resolve(root, 'public', href ?? ''))).toEqual({ width: Number(sizes?.[1]), height: Number(sizes?.[2]) });
  });
});
