import { createClient } from '@supabase/supabase-js';
import { totpCode } from '../supabase/local/auth/totp.ts';
import { DEVELOPMENT_API_KEYS } from '../supabase/local/keys.ts';
import { newAdmin, signIn, type Staff } from './admin-steps.ts';
import { BACKEND_URL } from './backend.ts';
import { expect, test } from './fixtures.ts';

// An admin account with an authenticator app (a verified TOTP factor) is asked for its code after
// the password, and only then sees the dashboard. The operator's rule (private.security_settings) is global to
// the backend the journeys share, so this file leaves it off and enrols the factor through the API instead;
// the rule's effect on the policies is proven in tests/backend/admin-mfa.test.ts.

/** The keys of the backend playwright.config.ts starts (on the development secret). */
const keys = DEVELOPMENT_API_KEYS;

/** Enrols and verifies a TOTP factor for the account, as the set-up step would; returns its secret and the code used. */
async function withAuthenticator(staff: Staff): Promise<{ secret: string; usedCode: string }> {
  const client = createClient(BACKEND_URL, keys.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error: signInError } = await client.auth.signInWithPassword(staff);
  if (signInError) throw signInError;
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (error) throw error;
  const usedCode = totpCode(data.totp.secret, Date.now());
  const { error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: usedCode });
  if (verifyError) throw verifyError;
  return { secret: data.totp.secret, usedCode };
}

test.describe('an admin with an authenticator app', () => {
  // The browser logs the refused code (422); the test checks the screen says so.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('enters the code after the password, is told when it is wrong, and then reaches the dashboard', async ({ page }, testInfo) => {
    const admin = await newAdmin(testInfo);
    const { secret, usedCode } = await withAuthenticator(admin);

    await signIn(page, admin);
    const heading = page.getByRole('heading', { name: 'Enter your authentication code' });
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/\/auth$/);

    // A code already used (the enrolment's) is refused, and the refusal is announced.
    const code = page.getByLabel('6-digit code');
    await code.fill(usedCode);
    await code.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'That code' })).toHaveText('That code did not work. Enter the code your app shows now.');
    await expect(code).toBeFocused();

    // The next step's code is within the accepted skew and has not been used.
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Growth Engine Dashboard' })).toBeVisible();
  });

  test('can sign out from the code step instead', async ({ page }, testInfo) => {
    const admin = await newAdmin(testInfo);
    await withAuthenticator(admin);
    await signIn(page, admin);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  });
});
