import { describe, expect, it } from 'vitest';
import { addressesRefusal, hostToResolve, isPublicAddress } from './receiver-address.ts';
import { urlRefusal } from './receiver-url.ts';

const production = { allowLoopback: false };
const local = { allowLoopback: true };

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', 'a public IPv4 address'],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 'a public IPv6 address'],
  ])('lets %s through (%s)', (address) => {
    expect(isPublicAddress(address, production)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback, all of 127/8'],
    ['::1', 'IPv6 loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'the cloud metadata service (link-local)'],
    ['fd00:ec2::254', 'the IPv6 metadata service (unique local)'],
    ['fe80::1', 'IPv6 link-local'],
    ['0.0.0.0', 'unspecified, which reaches this machine'],
    ['::', 'IPv6 unspecified'],
    ['::ffff:127.0.0.1', 'loopback wrapped as IPv4-mapped IPv6'],
    ['::ffff:169.254.169.254', 'metadata wrapped as IPv4-mapped IPv6'],
    ['64:ff9b::a9fe:a9fe', 'metadata through NAT64'],
    ['2002:a9fe:a9fe::', 'metadata through 6to4'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['240.0.0.1', 'reserved'],
    ['not an address', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address, production)).toBe(false);
  });

  it('lets loopback through only where the project itself runs on this machine', () => {
    expect(isPublicAddress('127.0.0.1', local)).toBe(true);
    expect(isPublicAddress('::1', local)).toBe(true);
    expect(isPublicAddress('10.0.0.5', local)).toBe(false);
    expect(isPublicAddress('169.254.169.254', local)).toBe(false);
  });
});

describe('urlRefusal', () => {
  it('takes https only, and plain http only for a local receiver', () => {
    expect(urlRefusal('https://hooks.example.com/in', production)).toBeNull();
    expect(urlRefusal('http://hooks.example.com/in', production)).toBe('not-https');
    expect(urlRefusal('http://127.0.0.1:8080/in', local)).toBeNull();
    expect(urlRefusal('ftp://hooks.example.com/in', local)).toBe('not-https');
    expect(urlRefusal('file:///etc/passwd', production)).toBe('not-https');
    expect(urlRefusal('nonsense', production)).toBe('not-a-url');
  });

  it('refuses credentials in the URL, which would be sent to whoever answers', () => {
    expect(urlRefusal('https://user:pass@hooks.example.com/in', production)).toBe('credentials-in-url');
  });
});

describe('hostToResolve', () => {
  it('resolves names and judges address literals as they are, brackets and all', () => {
    expect(hostToResolve(new URL('https://hooks.example.com/x'))).toEqual({ name: 'hooks.example.com' });
    expect(hostToResolve(new URL('https://169.254.169.254/latest'))).toEqual({ address: '169.254.169.254' });
    expect(hostToResolve(new URL('https://[::1]:8443/x'))).toEqual({ address: '::1' });
    // The URL parser reads the old shorthands as the address they stand for.
    expect(hostToResolve(new URL('https://2130706433/x'))).toEqual({ address: '127.0.0.1' });
    expect(hostToResolve(new URL('https://0x7f.1/x'))).toEqual({ address: '127.0.0.1' });
  });
});

describe('addressesRefusal', () => {
  it('needs every resolved address to be public: one private answer is enough to refuse', () => {
    expect(addressesRefusal(['93.184.215.14'], production)).toBeNull();
    expect(addressesRefusal(['93.184.215.14', '10.0.0.1'], production)).toBe('not-public');
    expect(addressesRefusal([], production)).toBe('no-address');
  });
});
