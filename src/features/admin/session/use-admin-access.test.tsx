import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { dismissToast } from '@/components/ui/use-toast';
import { AdminClientProvider } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { useAdminAccess } from './use-admin-access';

type RoleAnswer = { data: { role: string } | null; error: { code: string; message: string } | null };

type MfaRule = { required: boolean; currentLevel: 'aal1' | 'aal2' } | { error: string };

/** A stand-in for the few supabase-js calls the gate makes, recording the role query's filters. */
function fakeClient({
  session,
  role,
  mfa = { required: false, currentLevel: 'aal1' },
}: {
  session: { user: { id: string; email: string } } | null;
  role: RoleAnswer;
  mfa?: MfaRule;
}) {
  const filters: [string, string][] = [];
  let authListener: ((event: string) => void) | undefined;
  const roleQuery = {
    select: () => roleQuery,
    eq: (column: string, value: string) => {
      filters.push([column, value]);
      return roleQuery;
    },
    single: () => Promise.resolve(role),
  };
  const client = {
    auth: {
      getSession: () => Promise.resolve({ data: { session }, error: null }),
      onAuthStateChange: (listener: (event: string) => void) => {
        authListener = listener;
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      signOut: () => Promise.resolve({ error: null }),
      mfa: {
        getAuthenticatorAssuranceLevel: () =>
          Promise.resolve({ data: { currentLevel: 'currentLevel' in mfa ? mfa.currentLevel : 'aal1', nextLevel: 'aal2' }, error: null }),
      },
    },
    from: (table: string) => (table === 'user_roles' ? roleQuery : undefined),
    rpc: (name: string) =>
      Promise.resolve(
        name !== 'admin_mfa_required'
          ? { data: null, error: { message: `unexpected rpc ${name}` } }
          : 'error' in mfa
            ? { data: null, error: { message: mfa.error } }
            : { data: mfa.required, error: null },
      ),
  };
  return { client: client as unknown as AdminClient, filters, emit: (event: string) => authListener?.(event) };
}

function Gate() {
  const { access } = useAdminAccess();
  return <p>{access.kind === 'admin' ? `Welcome ${access.email}` : access.kind}</p>;
}

function renderGate(client: AdminClient) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AdminClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin" element={<Gate />} />
            <Route path="/auth" element={<h1>Sign-in page</h1>} />
            <Route path="/" element={<h1>Home page</h1>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </AdminClientProvider>
    </QueryClientProvider>,
  );
}

const staff = { user: { id: 'user-1', email: 'staff@example.com' } };

afterEach(() => act(() => dismissToast()));

describe('the /admin gate', () => {
  it('sends a visitor without a session to /auth', async () => {
    renderGate(fakeClient({ session: null, role: { data: null, error: null } }).client);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });

  it('reads the admin role row of the signed-in user and lets an admin in', async () => {
    const fake = fakeClient({ session: staff, role: { data: { role: 'admin' }, error: null } });
    renderGate(fake.client);
    expect(await screen.findByText('Welcome staff@example.com')).toBeInTheDocument();
    expect(fake.filters).toEqual([
      ['user_id', 'user-1'],
      ['role', 'admin'],
    ]);
  });

  it('says Unauthorized access and goes home for a user without the admin role', async () => {
    renderGate(fakeClient({ session: staff, role: { data: null, error: { code: 'PGRST116', message: 'no rows' } } }).client);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('Unauthorized access')).toBeInTheDocument();
  });

  it('sends an admin to /auth for the second factor when the rule demands it and the session is aal1', async () => {
    renderGate(fakeClient({ session: staff, role: { data: { role: 'admin' }, error: null }, mfa: { required: true, currentLevel: 'aal1' } }).client);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome staff@example.com')).not.toBeInTheDocument();
  });

  it('lets an admin whose session verified its second factor in when the rule is on', async () => {
    renderGate(fakeClient({ session: staff, role: { data: { role: 'admin' }, error: null }, mfa: { required: true, currentLevel: 'aal2' } }).client);
    expect(await screen.findByText('Welcome staff@example.com')).toBeInTheDocument();
  });

  it('says the check failed when it cannot tell whether the second factor is required', async () => {
    renderGate(fakeClient({ session: staff, role: { data: { role: 'admin' }, error: null }, mfa: { error: 'network down' } }).client);
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });

  it('leaves for /auth when the session ends elsewhere', async () => {
    const fake = fakeClient({ session: staff, role: { data: { role: 'admin' }, error: null } });
    renderGate(fake.client);
    await screen.findByText('Welcome staff@example.com');
    act(() => fake.emit('SIGNED_OUT'));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });
});
