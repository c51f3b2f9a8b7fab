import { MAX_MISSING_WORD_SHARE, servedGaps, servesWholePage, type MainContent } from './served-content';

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** A page of 100 words under two headings, with two anchors. */
const rendered: MainContent = {
  headings: ['Services That Pay for Themselves', 'Frequently Asked Questions'],
  ids: ['services', 'faq'],
  words: words(`${'results '.repeat(60)}${'guarantee '.repeat(40)}`),
};

describe('servedGaps', () => {
  it('finds nothing missing when the served page says all the rendered one says', () => {
    const gaps = servedGaps(rendered, rendered);
    expect(gaps).toMatchObject({ missingHeadings: [], missingIds: [], missingWords: 0, renderedWords: 100 });
    expect(servesWholePage(gaps)).toBe(true);
  });

  it('names a heading and an anchor the served page lacks', () => {
    const served = { ...rendered, headings: ['Services That Pay for Themselves'], ids: ['services'] };
    const gaps = servedGaps(served, rendered);
    expect(gaps.missingHeadings).toEqual(['Frequently Asked Questions']);
    expect(gaps.missingIds).toEqual(['faq']);
    expect(servesWholePage(gaps)).toBe(false);
  });

  it('counts repeated words: a paragraph served once but rendered twice is missed once', () => {
    const served = { ...rendered, words: words(`${'results '.repeat(57)}${'guarantee '.repeat(40)}`) };
    const gaps = servedGaps(served, rendered);
    expect(gaps.missingWords).toBe(3);
    expect(gaps.sampleOfMissingWords).toEqual(['results']);
  });

  it('allows a sliver of the words to differ, and no more', () => {
    const allowed = MAX_MISSING_WORD_SHARE * rendered.words.length;
    const servedMissing = (count: number) => ({ ...rendered, words: rendered.words.slice(count) });
    expect(servesWholePage(servedGaps(servedMissing(allowed), rendered))).toBe(true);
    expect(servesWholePage(servedGaps(servedMissing(allowed + 1), rendered))).toBe(false);
  });

  it('does not count what only the served page says (the default reading a query replaces)', () => {
    const served = { ...rendered, headings: [...rendered.headings, 'Custom Package'], words: [...rendered.words, ...words('custom package')] };
    expect(servedGaps(served, rendered)).toMatchObject({ missingHeadings: [], missingWords: 0 });
  });
});
