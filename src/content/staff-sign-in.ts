import { site } from './site';

/** The sign-in form on /auth (the page's own heading and intro are in page-copy/auth.ts). */
export const signInFormCopy = {
  formLabel: 'Staff sign-in',
  email: 'Email',
  password: 'Password',
  /** The e-mail with a sign-in code points here by this text (20261202010000_staff_sign_in_codes.sql). */
  codeDisclosure: 'Have a sign-in code?',
  codeLabel: 'Sign-in code',
  codeHint: 'From the e-mail we send when your account is slowed down after failed sign-in attempts.',
  submit: 'Sign in',
  submitting: 'Signing in…',
  signedIn: 'Login successful!',
  /** Shown when the auth server gives no message of its own. */
  failed: 'Login failed',
} as const;

/** The second step of an admin's sign-in: setting up or entering the authenticator app's code. */
export const secondFactorCopy = {
  enrollHeading: 'Set up two-step sign-in',
  enrollIntro:
    'Admin accounts open every lead’s personal details, so they need a code from an authenticator app (such as Google Authenticator, 1Password or Authy) as well as the password.',
  enrollStart: 'Set up an authenticator app',
  enrollScan: 'Scan this QR code with your authenticator app, or type the setup key into it by hand.',
  qrAlt: 'QR code to add this account to your authenticator app',
  setupKey: 'Setup key',
  verifyHeading: 'Enter your authentication code',
  verifyIntro: 'Open your authenticator app and enter the 6-digit code it shows for this account.',
  codeLabel: '6-digit code',
  submit: 'Verify',
  submitting: 'Verifying…',
  signOut: 'Sign out',
  codeFormat: 'Enter the 6 digits from your authenticator app.',
  codeRefused: 'That code did not work. Enter the code your app shows now.',
  failed: 'Something went wrong. Please try again.',
  /** How the factor is named in the staff member's authenticator app. */
  factorName: 'Authenticator app',
  issuer: `${site.shortName} admin`,
} as const;
