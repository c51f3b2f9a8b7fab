/** What a failed write says to staff: supabase-js errors are Error-like objects; anything else thrown still gets a sentence. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return 'Please try again.';
}
