/**
 * One mailbox is one key for every count of "one mailbox": the spellings a provider delivers to the same
 * inbox share it, and addresses that may belong to two people do not.
 */
import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.ts';
import { mailboxKeyCases } from './mailbox-key-test-kit.ts';

describe('mailboxKey', () => {
  it.each(mailboxKeyCases)('$typed → $key ($why)', ({ typed, key }) => {
    expect(mailboxKey(typed)).toBe(key);
  });

  it('gives every spelling of one Gmail inbox one key, and a neighbour another', () => {
    const spellings = ['name.surname@gmail.com', 'n.amesurname@gmail.com', 'namesurname+1@gmail.com', 'NameSurname@googlemail.com', 'na.me.sur.name+x@gmail.com'];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(['namesurname@gmail.com']));
    expect(mailboxKey('name.surname2@gmail.com')).not.toBe('namesurname@gmail.com');
  });

  it('leaves text without an @ as it is, in lower case', () => {
    expect(mailboxKey('Not-An-Address')).toBe('not-an-address');
  });
});
