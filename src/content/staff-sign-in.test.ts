import { readFileSync } from 'node:fs';
import { signInFormCopy } from './staff-sign-in';

describe('the staff sign-in copy', () => {
  it('names the code disclosure exactly as the sign-in-code e-mail tells staff to look for it', () => {
    // The e-mail is written in SQL, which cannot import the copy; this holds the two equal.
    const migration = readFileSync('supabase/migrations/20261202010000_staff_sign_in_codes.sql', 'utf8');
    const named = [...migration.matchAll(/under "([^"]+)"/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([signInFormCopy.codeDisclosure]));
  });
});
