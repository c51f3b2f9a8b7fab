/**
 * The cases of the mailbox key (mailbox-key.ts), one table for both homes of the rule: the unit test runs
 * them through `mailboxKey`, tests/backend/mailbox-spellings.test.ts through the database's
 * `private.mailbox_key`, so the two cannot drift apart.
 */
export interface MailboxKeyCase {
  /** The address as a visitor may type it (the forms lower-case it before anything counts it). */
  typed: string;
  /** The key every count of "one mailbox" uses for it. */
  key: string;
  /** Why: the provider's rule, or why nothing folds. */
  why: string;
}

export const mailboxKeyCases: readonly MailboxKeyCase[] = [
  { typed: 'ann@example.com', key: 'ann@example.com', why: 'a plain address is its own key' },
  { typed: 'Ann@Example.COM', key: 'ann@example.com', why: 'any case is one address' },
  { typed: 'name+0@example.com', key: 'name@example.com', why: 'plus addressing, on any domain' },
  { typed: 'name+5@example.com', key: 'name@example.com', why: 'every tag is the same mailbox' },
  { typed: 'name+a+b@example.com', key: 'name@example.com', why: 'the tag starts at the first plus' },
  { typed: '+tag@example.com', key: '@example.com', why: 'a local part that is all tag keeps only its domain' },
  { typed: "o'brien+news@example.ie", key: "o'brien@example.ie", why: 'only the tag goes' },
  { typed: 'first.last@example.com', key: 'first.last@example.com', why: 'a dot tells people apart outside Gmail and Proton' },
  { typed: 'mary-jane@example.com', key: 'mary-jane@example.com', why: 'a hyphen is part of the name, not a separator' },
  { typed: 'mary_jane@example.com', key: 'mary_jane@example.com', why: 'so is an underscore' },
  { typed: 'first.last+shop@outlook.com', key: 'first.last@outlook.com', why: 'Outlook.com: plus addressing folds, dots matter' },
  { typed: 'first.last@hotmail.com', key: 'first.last@hotmail.com', why: 'Hotmail is its own domain, and dots matter there' },
  { typed: 'mary-shop@yahoo.com', key: 'mary-shop@yahoo.com', why: "Yahoo's disposable addresses are made one by one by their owner" },
  { typed: 'j.o.h.n.doe@gmail.com', key: 'johndoe@gmail.com', why: 'Gmail ignores dots' },
  { typed: 'John.Doe+x@GoogleMail.com', key: 'johndoe@gmail.com', why: 'googlemail.com is gmail.com' },
  { typed: 'john.doe@mail.gmail.com', key: 'john.doe@mail.gmail.com', why: 'only gmail.com itself ignores dots' },
  { typed: 'john.doe@company.example', key: 'john.doe@company.example', why: 'Google Workspace domains keep their dots' },
  { typed: 'alice.user@protonmail.com', key: 'aliceuser@proton.me', why: 'Proton ignores dots, and protonmail.com is proton.me' },
  { typed: 'alice_user-x+news@pm.me', key: 'aliceuserx@proton.me', why: 'Proton ignores underscores and hyphens too, and pm.me is proton.me' },
  { typed: 'Alice.User@ProtonMail.ch', key: 'aliceuser@proton.me', why: 'protonmail.ch is proton.me' },
  { typed: 'joe+shop@fastmail.com', key: 'joe@fastmail.com', why: 'Fastmail: plus addressing folds' },
  { typed: 'shop@joe.fastmail.com', key: 'shop@joe.fastmail.com', why: "Fastmail's subdomain addressing does not (decision 026)" },
];
