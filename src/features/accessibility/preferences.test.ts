/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  applyPreferences,
  canDecreaseTextSize,
  canIncreaseTextSize,
  defaultPreferences,
  normaliseTextSize,
  parsePreferences,
  preferencesStorageKey,
  presentationFor,
  readPresentation,
  serialisePreferences,
  stepTextSize,
  textSizeBounds,
} from './preferences';

describe('text size bounds', () => {
  it('runs from 80 to 150 % in steps of 10, starting at 100', () => {
    expect(textSizeBounds).toEqual({ min: 80, max: 150, step: 10, default: 100 });
  });

  it('steps by 10 and stops at the bounds', () => {
    expect(stepTextSize(100, 1)).toBe(110);
    expect(stepTextSize(100, -1)).toBe(90);
    expect(stepTextSize(140, 1)).toBe(150);
    expect(stepTextSize(150, 1)).toBe(150);
    expect(stepTextSize(90, -1)).toBe(80);
    expect(stepTextSize(80, -1)).toBe(80);
  });

  it('walks every size from the bottom to the top and back', () => {
    const up = [80];
    while (canIncreaseTextSize(up.at(-1) ?? 0)) up.push(stepTextSize(up.at(-1) ?? 0, 1));
    expect(up).toEqual([80, 90, 100, 110, 120, 130, 140, 150]);
    const down = [150];
    while (canDecreaseTextSize(down.at(-1) ?? 0)) down.push(stepTextSize(down.at(-1) ?? 0, -1));
    expect(down).toEqual([150, 140, 130, 120, 110, 100, 90, 80]);
  });

  it('says which way it can still go', () => {
    expect([canDecreaseTextSize(80), canIncreaseTextSize(80)]).toEqual([false, true]);
    expect([canDecreaseTextSize(100), canIncreaseTextSize(100)]).toEqual([true, true]);
    expect([canDecreaseTextSize(150), canIncreaseTextSize(150)]).toEqual([true, false]);
  });

  it.each([
    [113, 110],
    [115, 120],
    [79, 80],
    [20, 80],
    [151, 150],
    [1000, 150],
    [-40, 80],
    ['130', 130],
    ['  90 ', 90],
    ['', 100],
    ['big', 100],
    [Number.NaN, 100],
    [Number.POSITIVE_INFINITY, 100],
    [null, 100],
    [undefined, 100],
    [true, 100],
    [{}, 100],
  ])('snaps or clamps %o to %o', (input, expected) => {
    expect(normaliseTextSize(input)).toBe(expected);
  });

  it('steps from an off-grid value onto the grid', () => {
    expect(stepTextSize(113, 1)).toBe(120);
    expect(stepTextSize(1000, -1)).toBe(140);
  });
});

describe('stored preferences', () => {
  it('round-trips through the storage format', () => {
    const preferences = { textSize: 130, highContrast: true, largePointer: false };
    expect(parsePreferences(serialisePreferences(preferences))).toEqual(preferences);
  });

  it('serialises only valid values', () => {
    expect(JSON.parse(serialisePreferences({ textSize: 174, highContrast: false, largePointer: true }))).toEqual({
      textSize: 150,
      highContrast: false,
      largePointer: true,
    });
  });

  it('switches a mode on only for a real true', () => {
    expect(parsePreferences('{"highContrast":"true","largePointer":1}')).toEqual(defaultPreferences);
  });
});

/** Each stored value, and what <html> must carry for it, by the module and by index.html alike. */
const storageCases: Array<[label: string, stored: string | null]> = [
  ['nothing stored', null],
  ['an empty string', ''],
  ['not JSON', '{oops'],
  ['JSON null', 'null'],
  ['a number', '42'],
  ['a string', '"high"'],
  ['an array', '[130, true]'],
  ['an empty object', '{}'],
  ['the defaults', '{"textSize":100,"highContrast":false,"largePointer":false}'],
  ['150 % and high contrast', '{"textSize":150,"highContrast":true,"largePointer":false}'],
  ['80 % and large pointer', '{"textSize":80,"highContrast":false,"largePointer":true}'],
  ['everything on', '{"textSize":120,"highContrast":true,"largePointer":true}'],
  ['an off-grid size', '{"textSize":117}'],
  ['a size too large', '{"textSize":400,"largePointer":true}'],
  ['a size too small', '{"textSize":10}'],
  ['a size as text', '{"textSize":"90"}'],
  ['a size that is not a number', '{"textSize":"huge","highContrast":true}'],
  ['modes that are not booleans', '{"highContrast":"yes","largePointer":1}'],
];

const indexHtml = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
const bootScript = /<script id="accessibility-preferences-boot">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

function runBootScript() {
  // Indirect eval: the script runs in the global scope, as a classic <script> does.
  (0, eval)(bootScript);
}

function clearRoot() {
  applyPreferences(document.documentElement, defaultPreferences);
}

describe('the pre-paint script in index.html', () => {
  beforeEach(() => {
    localStorage.clear();
    clearRoot();
  });
  afterEach(() => {
    localStorage.clear();
    clearRoot();
  });

  it('is there, in the head, before the app', () => {
    expect(bootScript).toContain(preferencesStorageKey);
    expect(indexHtml.indexOf('accessibility-preferences-boot')).toBeLessThan(indexHtml.indexOf('</head>'));
    expect(indexHtml.indexOf('accessibility-preferences-boot')).toBeLessThan(indexHtml.indexOf('/src/main.tsx'));
  });

  it.each(storageCases)('applies %s as preferences.ts does', (_label, stored) => {
    if (stored !== null) localStorage.setItem(preferencesStorageKey, stored);
    runBootScript();
    const byScript = readPresentation(document.documentElement);
    clearRoot();
    applyPreferences(document.documentElement, parsePreferences(stored));
    expect(byScript).toEqual(readPresentation(document.documentElement));
    expect(byScript).toEqual(presentationFor(parsePreferences(stored)));
  });

  it('sets the root font size, contrast and pointer for saved choices', () => {
    localStorage.setItem(preferencesStorageKey, '{"textSize":150,"highContrast":true,"largePointer":true}');
    runBootScript();
    expect(document.documentElement.style.fontSize).toBe('150%');
    expect(document.documentElement).toHaveAttribute('data-contrast', 'high');
    expect(document.documentElement).toHaveAttribute('data-pointer', 'large');
  });

  it('leaves the page at its defaults when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(runBootScript).not.toThrow();
    expect(readPresentation(document.documentElement)).toEqual({ fontSize: null, contrast: null, pointer: null });
  });
});
