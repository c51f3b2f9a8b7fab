/**
 * Who is calling, as the platform saw them (docs/decisions/009). Every per-client limit and the
 * evidence a function records take the client from here, never from a header the client writes.
 *
 * Hosted Supabase serves every project behind Cloudflare. Cloudflare sets CF-Connecting-IP to the address
 * that connected to it, replacing any value the client sent, and appends that address to whatever
 * X-Forwarded-For the client sent. So the left-most X-Forwarded-For entry is the client's own text; the
 * platform's answer is CF-Connecting-IP, and failing that the right-most X-Forwarded-For hop, the one the
 * last proxy added. The local backend's gateway sets both the same way (supabase/local/server.ts).
 */

/** The header Cloudflare, in front of hosted Supabase, sets to the connecting client's address. */
export const CONNECTING_IP_HEADER = 'cf-connecting-ip';

type ParsedAddress = { version: 4; text: string } | { version: 6; hextets: number[] };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function parseIpv4(text: string): string | null {
  const octets = IPV4.exec(text)?.slice(1).map(Number);
  if (!octets || octets.some((octet) => octet > 255)) return null;
  return octets.join('.');
}

function parseHextets(part: string): number[] | null {
  if (part === '') return [];
  const hextets: number[] = [];
  const groups = part.split(':');
  for (const [index, group] of groups.entries()) {
    // An IPv4 tail (::ffff:192.0.2.1) stands for the last two hextets.
    if (index === groups.length - 1 && group.includes('.')) {
      const v4 = parseIpv4(group);
      if (!v4) return null;
      const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
      hextets.push((a << 8) | b, (c << 8) | d);
    } else if (/^[0-9a-f]{1,4}$/i.test(group)) {
      hextets.push(parseInt(group, 16));
    } else {
      return null;
    }
  }
  return hextets;
}

function parseIpv6(text: string): number[] | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const head = parseHextets(halves[0] ?? '');
  const tail = halves.length === 2 ? parseHextets(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** An IPv4 or IPv6 address in any usual spelling; IPv4-mapped IPv6 (::ffff:192.0.2.1) counts as IPv4. */
function parseAddress(raw: string | undefined): ParsedAddress | null {
  const text = raw?.trim() ?? '';
  if (text === '' || text.length > 64) return null;
  const v4 = parseIpv4(text);
  if (v4) return { version: 4, text: v4 };
  const hextets = parseIpv6(text);
  if (!hextets) return null;
  if (hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return { version: 4, text: [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.') };
  }
  return { version: 6, hextets };
}

function platformAddress(request: Request): { raw: string; parsed: ParsedAddress } | null {
  const connecting = request.headers.get(CONNECTING_IP_HEADER)?.trim();
  const connectingParsed = parseAddress(connecting);
  if (connecting && connectingParsed) return { raw: connecting, parsed: connectingParsed };
  // Several X-Forwarded-For headers arrive joined by ", ": the right-most hop is still the last proxy's.
  const lastHop = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  const lastHopParsed = parseAddress(lastHop);
  return lastHop && lastHopParsed ? { raw: lastHop, parsed: lastHopParsed } : null;
}

/**
 * The visitor's address as the platform's edge saw it (CF-Connecting-IP, else the right-most
 * X-Forwarded-For hop), or undefined off the platform. For evidence and for Google's `remoteip`.
 */
export function clientIp(request: Request): string | undefined {
  const address = platformAddress(request);
  if (!address) return undefined;
  return address.parsed.version === 4 ? address.parsed.text : address.raw;
}

/**
 * Whom a per-client limit counts: the IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber's line or device gets a whole /64, so counting single IPv6 addresses would give a client
 * 2^64 fresh counts), or 'unknown' off the platform, where every such caller shares one count.
 */
export function rateLimitSubject(request: Request): string {
  const address = platformAddress(request)?.parsed;
  if (!address) return 'unknown';
  if (address.version === 4) return address.text;
  return `${address.hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}
