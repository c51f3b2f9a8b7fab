import { describe, expect, it } from 'vitest';
import { escapeHtml, singleLine } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns markup a visitor typed into inert text', () => {
    expect(escapeHtml('<script>alert("x")</script>')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('escapes ampersands first so entities are not double-read, and quotes for attributes', () => {
    expect(escapeHtml(`Tom & Jerry's "Diner" &lt;`)).toBe('Tom &amp; Jerry&#39;s &quot;Diner&quot; &amp;lt;');
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(escapeHtml('José Núñez 🎉 — 100%')).toBe('José Núñez 🎉 — 100%');
  });
});

describe('singleLine', () => {
  it('removes line breaks so a value cannot add a header', () => {
    expect(singleLine('Ann\r\nBcc: victim@example.com')).toBe('Ann Bcc: victim@example.com');
  });

  it('collapses whitespace and control characters', () => {
    expect(singleLine('  New\tlead:\u0000  Ann\u2028Archer ')).toBe('New lead: Ann Archer');
  });

  it.each([
    ['LF', '\n'],
    ['CR', '\r'],
    ['NEL (U+0085)', '\u0085'],
    ['paragraph separator (U+2029)', '\u2029'],
    ['vertical tab', '\v'],
    ['escape', '\u001b'],
  ])('turns %s into a space', (_label, breaker) => {
    expect(singleLine(`Ann${breaker}Bcc: victim@example.com`)).toBe('Ann Bcc: victim@example.com');
  });

  it('shortens long text with an ellipsis', () => {
    const line = singleLine('x'.repeat(500), 50);
    expect(line).toHaveLength(50);
    expect(line.endsWith('…')).toBe(true);
  });
});
