import { mailtoHref } from './mailto';

/** What a mail client makes of the link: the recipient and whatever a query would add. */
function opened(href: string) {
  const url = new URL(href);
  return { protocol: url.protocol, to: decodeURIComponent(url.pathname), query: url.search, fragment: url.hash };
}

describe('mailtoHref', () => {
  it.each(['ann@example.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'e2e-admin@agency.example'])(
    'links %s to that address alone',
    (address) => {
      expect(opened(mailtoHref(address))).toEqual({ protocol: 'mailto:', to: address, query: '', fragment: '' });
    },
  );

  it('leaves a plain address as written', () => {
    expect(mailtoHref('ann@example.com')).toBe('mailto:ann@example.com');
  });

  it.each([
    'x?bcc=attacker%40evil.example&y=@evil.example',
    'ann@example.com?cc=attacker@evil.example',
    'ann@example.com?subject=Invoice&body=Pay%20here',
    'ann@example.com#fragment',
    'x&to=attacker@evil.example',
    '?bcc=attacker@evil.example',
    'no-at-sign?bcc=attacker@evil.example',
    'ann@example.com\r\nBcc: attacker@evil.example',
    'ann\ud800@example.com',
  ])('a stored hostile address %j gives a link with no query and no other recipient', (address) => {
    const href = mailtoHref(address);
    expect(href).not.toMatch(/[?#&\s]/);
    const link = opened(href);
    expect(link.query).toBe('');
    expect(link.fragment).toBe('');
    expect(link.to).toBe(address.replace(/[\ud800-\udfff]/g, '\ufffd'));
  });
});
