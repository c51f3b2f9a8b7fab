import type { SupabaseClient } from '@supabase/supabase-js';

/** What a signed-in session still needs before the dashboard: nothing, a code from its factor, or a factor. */
export type SecondFactorNeed = { kind: 'none' } | { kind: 'verify'; factorId: string } | { kind: 'enroll' };

const NONE: SecondFactorNeed = { kind: 'none' };

/**
 * Decides the second-factor step after the password. A session already at aal2 needs nothing. An
 * account with a verified factor is always asked for its code, as Supabase advises, so a stolen password alone
 * never reaches aal2. Without a factor, the account enrols one only when the operator's rule demands it
 * (public.admin_mfa_required()); the database, not this check, is what withholds the leads from aal1.
 */
export async function secondFactorNeed(client: SupabaseClient): Promise<SecondFactorNeed> {
  const { data: level, error: levelError } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (levelError || level.currentLevel === 'aal2') return NONE;
  if (level.nextLevel === 'aal2') {
    const { data: factors } = await client.auth.mfa.listFactors();
    const factor = factors?.totp[0];
    if (factor) return { kind: 'verify', factorId: factor.id };
  }
  const { data: required, error } = await client.rpc('admin_mfa_required');
  return !error && required === true ? { kind: 'enroll' } : NONE;
}
