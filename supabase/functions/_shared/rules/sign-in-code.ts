import { z } from 'zod';
import { lengthCap } from './schemas.ts';

/**
 * The code e-mailed to a staff account whose right password came from a new network while the account was
 * slowed down (supabase/migrations/20261202010000_staff_sign_in_codes.sql makes it and checks it: dashes,
 * spaces and case do not matter there, so here only its length is capped, before anything else reads it).
 */
export const MAX_SIGN_IN_CODE_LENGTH = 64;

const ENTER_THE_CODE = 'Enter the code from the e-mail';

/** The code as typed at /auth: trimmed, at most MAX_SIGN_IN_CODE_LENGTH characters; empty when none was typed. */
export const signInCodeText = z
  .string(ENTER_THE_CODE)
  .max(MAX_SIGN_IN_CODE_LENGTH, lengthCap(`The code must be at most ${MAX_SIGN_IN_CODE_LENGTH} characters`))
  .trim();

/** approve-sign-in-network's body. */
export const signInCodeRequestSchema = z.object({ code: signInCodeText.min(1, ENTER_THE_CODE) });

/** The approve-sign-in-network function's answers, which /auth shows as they are. */
export const signInCodeMessages = {
  approved: 'Code accepted: this network may now sign in to your account.',
  refused: 'That code is wrong, already used or expired.',
  failed: 'The code could not be checked. Please try again.',
} as const;
