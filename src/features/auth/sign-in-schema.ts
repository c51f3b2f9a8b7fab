import { z } from 'zod';
import { contactFormSchema } from '@shared/schemas.ts';

/**
 * E-mail and password required. The e-mail rule and its messages are the lead forms' own
 * ('Email is required', 'Please enter a valid email address'); the password is only checked for
 * presence, because the server decides whether it is right.
 */
export const signInSchema = z.object({
  email: contactFormSchema.shape.email,
  password: z.string('Password is required').min(1, 'Password is required'),
});
export type SignIn = z.infer<typeof signInSchema>;
