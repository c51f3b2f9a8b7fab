import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AB_TEST_NAME, AB_TEST_STORAGE_KEY, AB_VARIANT_ATTRIBUTE, assignVariant, drawVariant, parseVariant, readVariant } from './ab-test';

/** mulberry32: a small seeded PRNG, so the distribution test is repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

afterEach(() => {
  window.sessionStorage.clear();
  document.body.removeAttribute(AB_VARIANT_ATTRIBUTE);
});

describe('drawVariant', () => {
  it('splits 10,000 page loads within 2 % of 50/50', () => {
    const random = seededRandom(20261121);
    const counts = { A: 0, B: 0 };
    for (let i = 0; i < 10_000; i += 1) counts[drawVariant(random)] += 1;
    expect(counts.A + counts.B).toBe(10_000);
    expect(Math.abs(counts.A - 5_000)).toBeLessThan(200);
  });

  it('gives A below one half and B from one half', () => {
    expect(drawVariant(() => 0)).toBe('A');
    expect(drawVariant(() => 0.4999)).toBe('A');
    expect(drawVariant(() => 0.5)).toBe('B');
    expect(drawVariant(() => 0.9999)).toBe('B');
  });
});

describe('assignVariant', () => {
  it('keeps the variant in sessionStorage under abTestVariant and on the body', () => {
    expect(assignVariant({ random: () => 0.7 })).toBe('B');
    expect(window.sessionStorage.getItem(AB_TEST_STORAGE_KEY)).toBe('B');
    expect(document.body).toHaveAttribute(AB_VARIANT_ATTRIBUTE, 'B');
    expect(readVariant()).toBe('B');
  });

  it('draws again on every page load, so both variants are read back over a session', () => {
    const random = seededRandom(7);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      document.body.removeAttribute(AB_VARIANT_ATTRIBUTE); // a new document
      assignVariant({ random });
      const variant = readVariant();
      if (variant) seen.add(variant);
    }
    expect(seen).toEqual(new Set(['A', 'B']));
  });

  it('still marks the body when storage refuses writes', () => {
    const storage = window.sessionStorage;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(assignVariant({ random: () => 0.1, storage })).toBe('A');
    expect(document.body).toHaveAttribute(AB_VARIANT_ATTRIBUTE, 'A');
  });

  it('keeps the variant index.html drew before the first paint', () => {
    document.body.setAttribute(AB_VARIANT_ATTRIBUTE, 'B');
    expect(assignVariant({ random: () => 0.1 })).toBe('B');
    expect(window.sessionStorage.getItem(AB_TEST_STORAGE_KEY)).toBe('B');
  });

  it('names the test hero_cta_v1', () => {
    expect(AB_TEST_NAME).toBe('hero_cta_v1');
  });
});

describe('readVariant', () => {
  it('is null before assignment and ignores values that are not a variant', () => {
    expect(readVariant()).toBeNull();
    window.sessionStorage.setItem(AB_TEST_STORAGE_KEY, 'C');
    expect(readVariant()).toBeNull();
    expect(parseVariant('a')).toBeNull();
  });

  it('falls back to the session when the body has no attribute (e.g. a later document of the session)', () => {
    window.sessionStorage.setItem(AB_TEST_STORAGE_KEY, 'A');
    expect(readVariant()).toBe('A');
  });
});

describe('the pre-paint script in index.html', () => {
  const indexHtml = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const script = /<script id="ab-variant-boot">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

  it.each([0, 0.4999, 0.5, 0.9999])('draws what drawVariant draws for Math.random() = %s, onto <body>', (value) => {
    expect(script).not.toBe('');
    vi.spyOn(Math, 'random').mockReturnValue(value);
    new Function(script)();
    expect(document.body).toHaveAttribute(AB_VARIANT_ATTRIBUTE, drawVariant(() => value));
  });
});
