import { describe, expect, it } from 'vitest';
import { firstWord, MAX_GREETING_NAME_LENGTH, safeGreetingName } from './greeting-name.ts';

describe('safeGreetingName', () => {
  it('keeps a plain first name, and names with hyphens, apostrophes, accents and initials', () => {
    for (const name of ['Ann', 'Mary Ann', 'Jean-Luc', "O'Brien", 'José', 'Zoë', '李', 'J.R.', 'Ann-Marie St']) expect(safeGreetingName(name)).toBe(name);
  });

  it.each([
    ['Visit https://evil.example now', 'Visit now'],
    ['https://evil.example/login', undefined],
    ['Visit www.evil.example', 'Visit'],
    ['WWW.EVIL.EXAMPLE Ann', 'Ann'],
    ['Ann evil.example', 'Ann'],
    ['Ann cheap-pills.example/buy?x=1', 'Ann'],
    ['Ann (evil.example)', 'Ann'],
    ['Ann //evil.example', 'Ann'],
    ['Ann hxxp://x', 'Ann'],
    ['Ann mailto:x@evil.example', 'Ann'],
    ['Ann javascript:alert(1)', 'Ann'],
    ['Ann tel:+15550100', 'Ann'],
    ['Ann ann@evil.example', 'Ann'],
    ['Ann 203.0.113.7', 'Ann'],
    ['Ann evil\u200b.example', 'Ann'],
    ['Ann evil\uff0eexample', 'Ann'],
    ['Ann evil\u3002example', 'Ann'],
    ['Ann bücher.example', 'Ann'],
    // Read as plain dots and letters after Unicode's compatibility mapping (NFKC, UTS #46).
    ['Ann evil\u2024com', 'Ann'],
    ['Ann evil\ufe52com', 'Ann'],
    ['Ann \u24d4\u24e5\u24d8\u24db.\u24d2\u24de\u24dc', 'Ann'],
    ['evil\u2024com', undefined],
  ])('leaves the address out of %j', (name, expected) => {
    expect(safeGreetingName(name)).toBe(expected);
  });

  it('puts the name on one line and collapses whitespace', () => {
    expect(safeGreetingName('  Ann\r\nBcc:\tsomeone  ')).toBe('Ann Bcc: someone');
    expect(safeGreetingName('Ann\u2028Lee')).toBe('Ann Lee');
  });

  it(`keeps at most ${MAX_GREETING_NAME_LENGTH} characters of whole words`, () => {
    const long = safeGreetingName('ACTION REQUIRED verify your bank details today or lose access');
    expect(long).toBe('ACTION REQUIRED verify your bank details');
    expect(long?.length).toBeLessThanOrEqual(MAX_GREETING_NAME_LENGTH);
    expect(safeGreetingName('x'.repeat(100))).toBe('x'.repeat(MAX_GREETING_NAME_LENGTH));
    expect(safeGreetingName(`Ann ${'x'.repeat(100)} Lee`)).toBe('Ann');
    // Characters, not UTF-16 units: an emoji is never cut in half.
    expect([...(safeGreetingName('😀'.repeat(50)) ?? '')]).toHaveLength(MAX_GREETING_NAME_LENGTH);
  });

  it('gives undefined when nothing is left, so the e-mail says "Hi there,"', () => {
    for (const name of [undefined, '', '   ', '\u200b', 'https://evil.example']) expect(safeGreetingName(name)).toBeUndefined();
  });
});

describe('firstWord', () => {
  it('is the first word of a whole name, whatever spaces surround it', () => {
    expect(firstWord('Maria Elena Lopez')).toBe('Maria');
    expect(firstWord('  Ann\tArcher ')).toBe('Ann');
    expect(firstWord('Cher')).toBe('Cher');
  });
});
