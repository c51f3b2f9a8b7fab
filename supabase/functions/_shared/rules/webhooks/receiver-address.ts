/**
 * Which receivers the webhook dispatcher may reach (issue 45: "a stranger can't aim it"). An admin types the
 * URL, but an admin's session can be stolen and a URL can point anywhere: at the functions' own machine, the
 * cloud's metadata service (169.254.169.254), a private network. So a delivery goes only to an https URL
 * whose host resolves to public unicast addresses, every one of them: a name with one private answer among
 * public ones is refused, since the request could take it.
 *
 * The classification is ipaddr.js's (RFC 6890's special-purpose registries): anything but `unicast` is refused,
 * which covers loopback, private, carrier-grade NAT, link-local, unique-local, multicast, reserved and
 * documentation ranges, and the IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo).
 */
import ipaddr from 'ipaddr.js';
import type { ReceiverPolicy, ReceiverRefusal } from './receiver-url.ts';

/** Whether one resolved address is a public unicast one (an IPv4-mapped IPv6 address is judged as IPv4). */
export function isPublicAddress(address: string, policy: ReceiverPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (policy.allowLoopback && range === 'loopback');
}

/** The host to resolve, without IPv6 brackets; null when the host is an address literal (judged as it is). */
export function hostToResolve(url: URL): { name: string } | { address: string } {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(host) ? { address: host } : { name: host };
}

/** The verdict on a receiver whose host resolved to `addresses` (every one must be public). */
export function addressesRefusal(addresses: readonly string[], policy: ReceiverPolicy): ReceiverRefusal | null {
  if (addresses.length === 0) return 'no-address';
  return addresses.every((address) => isPublicAddress(address, policy)) ? null : 'not-public';
}

/** What the delivery log says for each refusal. */
export const receiverRefusalMessages: Record<ReceiverRefusal, string> = {
  'not-https': 'Refused: the URL must use https.',
  'not-a-url': 'Refused: the URL cannot be read.',
  'credentials-in-url': 'Refused: the URL must not carry a user name or password.',
  'no-address': 'Refused: the host name has no address.',
  'not-public': 'Refused: the host resolves to a private, loopback, link-local or reserved address.',
};
