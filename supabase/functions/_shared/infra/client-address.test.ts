import { describe, expect, it } from 'vitest';
import { clientIp, rateLimitSubject } from './client-address.ts';

const from = (headers: Record<string, string>) => new Request('https://x.supabase.co/functions/v1/fn', { headers });

describe('clientIp', () => {
  it('takes CF-Connecting-IP, which the platform’s edge sets, over anything in X-Forwarded-For', () => {
    expect(clientIp(from({ 'cf-connecting-ip': '198.51.100.23', 'x-forwarded-for': '203.0.113.7, 198.51.100.23' }))).toBe('198.51.100.23');
    expect(clientIp(from({ 'cf-connecting-ip': '2001:db8::7' }))).toBe('2001:db8::7');
  });

  it('never takes the left-most X-Forwarded-For entry, which the client writes: the right-most hop instead', () => {
    expect(clientIp(from({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('10.0.0.1');
    expect(clientIp(from({ 'x-forwarded-for': 'forged, 1.2.3.4,198.51.100.23 ' }))).toBe('198.51.100.23');
    expect(clientIp(from({ 'x-forwarded-for': '198.51.100.23' }))).toBe('198.51.100.23');
  });

  it('skips a header that holds no address, and has none off the platform', () => {
    expect(clientIp(from({ 'cf-connecting-ip': 'not an address', 'x-forwarded-for': '203.0.113.7, 198.51.100.23' }))).toBe('198.51.100.23');
    expect(clientIp(from({ 'x-forwarded-for': '198.51.100.23, unknown' }))).toBeUndefined();
    expect(clientIp(from({ 'x-forwarded-for': '' }))).toBeUndefined();
    expect(clientIp(from({ 'cf-connecting-ip': '999.1.1.1' }))).toBeUndefined();
    expect(clientIp(from({ 'cf-connecting-ip': `1.2.3.4${' '.repeat(100)}x` }))).toBeUndefined();
    expect(clientIp(from({}))).toBeUndefined();
  });

  it('spells an IPv4-mapped IPv6 address as IPv4', () => {
    expect(clientIp(from({ 'cf-connecting-ip': '::ffff:198.51.100.23' }))).toBe('198.51.100.23');
    expect(clientIp(from({ 'cf-connecting-ip': '::ffff:c633:6417' }))).toBe('198.51.100.23');
  });
});

describe('rateLimitSubject', () => {
  it('is the IPv4 address itself', () => {
    expect(rateLimitSubject(from({ 'cf-connecting-ip': '198.51.100.23' }))).toBe('198.51.100.23');
    expect(rateLimitSubject(from({ 'cf-connecting-ip': '::ffff:198.51.100.23' }))).toBe('198.51.100.23');
  });

  it('is the /64 of an IPv6 address, however it is spelt, so a client cannot count afresh per address in its network', () => {
    const subject = rateLimitSubject(from({ 'cf-connecting-ip': '2001:db8:aa:bb::1' }));
    expect(subject).toBe('2001:db8:aa:bb::/64');
    for (const spelling of ['2001:0db8:00aa:00bb:ffff:1:2:3', '2001:DB8:AA:BB::dead:beef', '[2001:db8:aa:bb::2]', '2001:db8:aa:bb:0:0:0:9%eth0']) {
      expect(rateLimitSubject(from({ 'cf-connecting-ip': spelling })), spelling).toBe(subject);
    }
    expect(rateLimitSubject(from({ 'cf-connecting-ip': '2001:db8:aa:bc::1' }))).not.toBe(subject);
    expect(rateLimitSubject(from({ 'cf-connecting-ip': '::1' }))).toBe('0:0:0:0::/64');
  });

  it('refuses malformed IPv6 rather than guessing', () => {
    for (const text of ['2001:db8::1::2', '2001:db8:1:2:3:4:5:6:7', '2001:db8:zz::1', ':::', '1:2:3:4:5:6:7']) {
      expect(rateLimitSubject(from({ 'x-forwarded-for': text })), text).toBe('unknown');
    }
  });

  it('follows the same header as clientIp, and is one shared "unknown" off the platform', () => {
    expect(rateLimitSubject(from({ 'x-forwarded-for': '203.0.113.7, 198.51.100.23' }))).toBe('198.51.100.23');
    expect(rateLimitSubject(from({}))).toBe('unknown');
  });
});
