/**
 * One mailbox, one key (docs/decisions/026): the spelling of an address that every limit on "one mailbox"
 * counts under, so that `ann+1@…`, `ann+2@…` or `a.n.n@gmail.com` cannot each open a count of their own.
 * Only the counts fold: the lead keeps the address as typed, and the e-mail goes there.
 *
 * - Any case is one address (the forms lower-case it already).
 * - `+tag` is cut from the local part on every domain: plus addressing (RFC 5233 sub-addressing) is on by
 *   default at Gmail, Outlook.com, Microsoft 365, iCloud, Fastmail and Proton, and gives anyone who knows one
 *   address as many spellings as they care to type.
 * - Gmail ignores dots in the local part, and googlemail.com is gmail.com.
 * - Proton treats `.`, `_` and `-` in a username as transparent, and proton.me, protonmail.com,
 *   protonmail.ch and pm.me share one namespace of usernames.
 *
 * Nothing else folds: elsewhere a dot, a hyphen or an underscore tells two people apart (`mary-jane@` is not
 * `mary@`), and two people under one key share one cap.
 *
 * The database has the same rule as `private.mailbox_key` (supabase/migrations/20261202020000_mailbox_key.sql),
 * for the caps it counts (e-mails to a visitor, the team's notifications, live bookings);
 * tests/backend/mailbox-spellings.test.ts runs one table of cases through both.
 */

/** Domains one provider serves under several names, by the name the key uses. */
const SAME_PROVIDER: Readonly<Record<string, string>> = {
  'googlemail.com': 'gmail.com',
  'protonmail.com': 'proton.me',
  'protonmail.ch': 'proton.me',
  'pm.me': 'proton.me',
};

/** The characters a provider ignores in its local parts, by the domain the key uses. */
const IGNORED_IN_LOCAL_PART: Readonly<Record<string, RegExp>> = {
  'gmail.com': /\./g,
  'proton.me': /[._-]/g,
};

/** The key of the mailbox `address` reaches; text without an `@` is its own key, in lower case. */
export function mailboxKey(address: string): string {
  const lower = address.toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const typedDomain = lower.slice(at + 1);
  const domain = SAME_PROVIDER[typedDomain] ?? typedDomain;
  const [untagged = ''] = lower.slice(0, at).split('+', 1);
  const ignored = IGNORED_IN_LOCAL_PART[domain];
  return `${ignored ? untagged.replace(ignored, '') : untagged}@${domain}`;
}
