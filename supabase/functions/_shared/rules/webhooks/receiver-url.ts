/**
 * What a webhook receiver's URL itself allows, before any name is resolved (receiver-address.ts does that):
 * a module of its own, so that the dashboard's form checks the same rule without the address ranges' library.
 */

/** 127.0.0.0/8, ::1 and localhost: this machine, by the name a URL gives it. */
export function isLoopbackHostname(hostname: string): boolean {
  return /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(hostname);
}

/** Why a receiver is refused, or null when it may be reached. */
export type ReceiverRefusal = 'not-https' | 'not-a-url' | 'credentials-in-url' | 'no-address' | 'not-public';

export interface ReceiverPolicy {
  /** The local backend and CI run real receivers on 127.0.0.1 over http; a hosted project never may. */
  allowLoopback: boolean;
}

/** What the URL itself allows, before any name is resolved. */
export function urlRefusal(raw: string, policy: ReceiverPolicy): ReceiverRefusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not-a-url';
  }
  if (url.username !== '' || url.password !== '') return 'credentials-in-url';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && policy.allowLoopback) return null;
  return 'not-https';
}

