/** Staff sign-in for /auth. Loaded only with that page, so supabase-js stays out of the public pages. */
export { SignInForm } from './sign-in-form';
