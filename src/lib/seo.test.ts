import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './seo';

/** Values that would end or confuse a <script> element if they reached the HTML as written. */
const hostile = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  name: '</script><script>alert(1)</script>',
  description: '<!--<script>alert(2)</script>-->',
  caseVariant: '</SCRIPT ><img src=x onerror=alert(3)>',
  text: 'Tom & Jerry > Spike, line\u2028separator and paragraph\u2029separator',
};

describe('serializeJsonLd', () => {
  it('writes no "<", ">", "&" or line separator at all, so no value can close the script element or open a comment in it', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  });

  it('stays JSON that reads back as the same data, ampersands, ">" and line separators included', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});
