/**
 * The shape of a manage link's token (manage-link.ts makes them), without zod: /manage-booking checks the
 * link it was opened with before anything else loads.
 */

/** 32 bytes in base64url without padding: always 43 characters. */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const INCOMPLETE_LINK_MESSAGE = 'This link is not complete. Please open it from your confirmation email.';

/** Why `token` cannot be a manage link's token, or null when it can. */
export function manageTokenProblem(token: string): string | null {
  return MANAGE_TOKEN_PATTERN.test(token) ? null : INCOMPLETE_LINK_MESSAGE;
}

/**
 * The token a /manage-booking address carries in its fragment (`#<token>`, with or without the "#"). A mail
 * client may percent-encode the link, or cut it mid-escape ("…%E0%A4%A"), which no decoding can read: such a
 * fragment is taken as written, and manageTokenProblem then calls the link incomplete.
 */
export function tokenFromFragment(fragment: string): string {
  const written = fragment.replace(/^#/, '');
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}
