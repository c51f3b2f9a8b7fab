import { z } from 'zod';
import { contactFormSchema } from '@shared/schemas.ts';
import { signInCodeText } from '@shared/sign-in-code.ts';

/**
 * E-mail and password required. The e-mail rule and its messages are the lead forms' own
 * ('Email is required', 'Please enter a valid email address'); the password is only checked for
 * presence, because the server decides whether it is right. The sign-in code is optional: only an account
 * slowed down after failed attempts gets one by e-mail, for a network it has not signed in from (decision 025).
 */
export const signInSchema = z.object({
  email: contactFormSchema.shape.email,
  password: z.string('Password is required').min(1, 'Password is required'),
  code: signInCodeText,
});
export type SignIn = z.infer<typeof signInSchema>;
