import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { useAdminClient } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';

export type AdminAccess = { kind: 'checking' } | { kind: 'admin'; email: string } | { kind: 'failed' };

/** PostgREST's answer to single() when no row matched: here, no admin role. */
const NO_ROWS = 'PGRST116';

type Verdict =
  | { kind: 'admin'; email: string }
  | { kind: 'signed-out' }
  | { kind: 'not-admin' }
  | { kind: 'second-factor' }
  | { kind: 'failed' };

/**
 * Whether the operator's rule wants this admin's session verified with a second factor (aal2) and
 * it is not (public.admin_mfa_required()).
 */
async function needsSecondFactor(client: AdminClient): Promise<boolean | 'failed'> {
  const { data: required, error } = await client.rpc('admin_mfa_required');
  if (error) return 'failed';
  if (required !== true) return false;
  const { data: level, error: levelError } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  if (levelError) return 'failed';
  return level.currentLevel !== 'aal2';
}

/**
 * A session, then the user's role row filtered by role 'admin', as a single row; then, for an admin,
 * the second factor when the rule demands it (the policies hide every lead from its aal1 session anyway).
 */
export async function checkAdminAccess(client: AdminClient): Promise<Verdict> {
  const { data: sessionData, error: sessionError } = await client.auth.getSession();
  const session = sessionData.session;
  if (sessionError || !session) return { kind: 'signed-out' };
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', session.user.id).eq('role', 'admin').single();
  if (error) return error.code === NO_ROWS ? { kind: 'not-admin' } : { kind: 'failed' };
  if (data.role !== 'admin') return { kind: 'not-admin' };
  const secondFactor = await needsSecondFactor(client);
  if (secondFactor === 'failed') return { kind: 'failed' };
  return secondFactor ? { kind: 'second-factor' } : { kind: 'admin', email: session.user.email ?? '' };
}

/**
 * The /admin gate. The UI only decides what to show: RLS is what keeps the data from anyone else. An admin
 * whose session still lacks the second factor the rule demands is sent to /auth, which asks for it.
 * Signing out anywhere (this tab, another tab, a refresh token that no longer works) drops every
 * cached lead and leaves for /auth.
 */
export function useAdminAccess(): { access: AdminAccess; retry: () => void; signOut: () => Promise<void> } {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [access, setAccess] = useState<AdminAccess>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  const leave = useCallback(() => {
    queryClient.clear();
    // replace: the back button must not bring the dashboard's address back after signing out.
    void navigate('/auth', { replace: true });
  }, [navigate, queryClient]);

  useEffect(() => {
    let current = true;
    void checkAdminAccess(client).then((verdict) => {
      if (!current) return;
      // /auth asks an open session for its second factor before coming back here.
      if (verdict.kind === 'signed-out' || verdict.kind === 'second-factor') void navigate('/auth', { replace: true });
      else if (verdict.kind === 'not-admin') {
        toast({ title: 'Unauthorized access', variant: 'destructive' });
        void navigate('/', { replace: true });
      } else setAccess(verdict);
    });
    const { data } = client.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') leave();
    });
    return () => {
      current = false;
      data.subscription.unsubscribe();
    };
  }, [client, navigate, leave, attempt]);

  const retry = useCallback(() => {
    setAccess({ kind: 'checking' });
    setAttempt((value) => value + 1);
  }, []);

  const signOut = useCallback(async () => {
    await client.auth.signOut();
    leave();
  }, [client, leave]);

  return { access, retry, signOut };
}
