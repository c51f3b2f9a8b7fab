import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { dismissToast } from '@/components/ui/use-toast';
import { secondFactorCopy, signInFormCopy as copy } from '@/content/staff-sign-in';
import { callFunction } from '@/lib/call-function';
import { getSupabase } from '@/lib/supabase';
import { signInCodeMessages } from '@shared/sign-in-code.ts';
import { SignInForm } from './sign-in-form';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));
vi.mock('@/lib/call-function', () => ({ callFunction: vi.fn() }));

const mfa = {
  getAuthenticatorAssuranceLevel: vi.fn(),
  listFactors: vi.fn(),
  challengeAndVerify: vi.fn(),
};
const auth = {
  getSession: vi.fn(),
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
  mfa,
};
const rpc = vi.fn();

beforeEach(() => {
  auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
  auth.signInWithPassword.mockReset();
  auth.signOut.mockResolvedValue({ error: null });
  // By default the admin rule is off and the account has no factor: the password is enough.
  rpc.mockResolvedValue({ data: false, error: null });
  mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal1', currentAuthenticationMethods: [] }, error: null });
  mfa.listFactors.mockResolvedValue({ data: { all: [], totp: [], phone: [], webauthn: [] }, error: null });
  mfa.challengeAndVerify.mockReset();
  vi.mocked(callFunction).mockReset();
  vi.mocked(getSupabase).mockReturnValue({ auth, rpc } as unknown as ReturnType<typeof getSupabase>);
});

afterEach(() => act(() => dismissToast()));

function setup() {
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={<SignInForm />} />
        <Route path="/admin" element={<h1>Dashboard</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

/** The fields by their labels (a required field's label ends in a marker). */
const emailLabel = new RegExp(`^${copy.email}`);
const passwordLabel = new RegExp(`^${copy.password}`);
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

const staff = { email: 'staff@example.com', password: 'a-long-password-1' };

/** Types an e-mail and a password into the form (the staff account's unless told). */
async function typeCredentials(user: ReturnType<typeof setup>, { email, password } = staff) {
  await user.type(screen.getByLabelText(emailLabel), email);
  await user.type(screen.getByLabelText(passwordLabel), password);
}

/** Types an e-mail and a password and presses Sign in. */
async function submitCredentials(user: ReturnType<typeof setup>, credentials = staff) {
  await typeCredentials(user, credentials);
  await user.click(screen.getByRole('button', { name: copy.submit }));
}

/** Signs in as staff with a password the server accepts. */
async function signInAs(user: ReturnType<typeof setup>) {
  auth.signInWithPassword.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
  await submitCredentials(user);
}

describe('staff sign-in', () => {
  it('requires an e-mail and a password, and sends nothing until both are given', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(emailLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('rejects an address that is not an e-mail', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(emailLabel), 'ann@');
    await user.type(screen.getByLabelText(passwordLabel), 'secret');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows the server’s message on failure and returns to the password', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { session: null, user: null }, error: { message: 'Invalid login credentials' } });
    const user = setup();
    await submitCredentials(user, { email: 'Staff@Example.com', password: 'wrong-password' });
    expect(await notifications().findByText('Invalid login credentials')).toBeInTheDocument();
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'wrong-password' });
    await waitFor(() => expect(screen.getByLabelText(passwordLabel)).toHaveFocus());
  });

  it('says Login successful! and opens the dashboard', async () => {
    const user = setup();
    await signInAs(user);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(notifications().getByText(copy.signedIn)).toBeInTheDocument();
  });

  it('sends nothing but the e-mail and password when no sign-in code was typed', async () => {
    const user = setup();
    await signInAs(user);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(callFunction).not.toHaveBeenCalled();
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'a-long-password-1' });
  });

  it('lets the network in with the e-mailed code first, then signs in with the password', async () => {
    vi.mocked(callFunction).mockResolvedValue({ ok: true, data: { message: signInCodeMessages.approved } });
    auth.signInWithPassword.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
    const user = setup();
    await typeCredentials(user);
    await user.click(screen.getByText(copy.codeDisclosure));
    await user.type(screen.getByLabelText(/^Sign-in code/), ' 1A2B3-C4D5E-6F7A8-B9C0D ');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(callFunction).toHaveBeenCalledWith('approve-sign-in-network', { code: '1A2B3-C4D5E-6F7A8-B9C0D' });
    expect(vi.mocked(callFunction).mock.invocationCallOrder[0]).toBeLessThan(auth.signInWithPassword.mock.invocationCallOrder[0] ?? 0);
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'a-long-password-1' });
  });

  it('shows why a code was refused and does not try the password', async () => {
    vi.mocked(callFunction).mockResolvedValue({ ok: false, reason: 'failed', status: 404, message: signInCodeMessages.refused });
    const user = setup();
    await typeCredentials(user);
    await user.click(screen.getByText(copy.codeDisclosure));
    await user.type(screen.getByLabelText(/^Sign-in code/), '00000-00000-00000-00000');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(await notifications().findByText(signInCodeMessages.refused)).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText(/^Sign-in code/)).toHaveFocus());
  });

  it('goes straight to the dashboard when a session exists', async () => {
    auth.getSession.mockResolvedValue({ data: { session: { user: { id: 'u1' } } }, error: null });
    setup();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('the second factor after the password', () => {
  const factor = { id: 'factor-1', factor_type: 'totp', status: 'verified' };

  it('asks an account with a factor for its code instead of opening the dashboard, then opens it', async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal2', currentAuthenticationMethods: [] }, error: null });
    mfa.listFactors.mockResolvedValue({ data: { all: [factor], totp: [factor], phone: [], webauthn: [] }, error: null });
    mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    const user = setup();
    await signInAs(user);

    const heading = await screen.findByRole('heading', { name: secondFactorCopy.verifyHeading });
    // The step takes focus in an effect just after it renders.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'factor-1', code: '123456' });
    expect(notifications().getByText(copy.signedIn)).toBeInTheDocument();
  });

  it('asks an admin without a factor to set one up when the rule demands it', async () => {
    rpc.mockResolvedValue({ data: true, error: null });
    const user = setup();
    await signInAs(user);
    const heading = await screen.findByRole('heading', { name: secondFactorCopy.enrollHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(rpc).toHaveBeenCalledWith('admin_mfa_required');
  });

  it('shows the step, not the dashboard, for an open aal1 session that the rule holds back', async () => {
    auth.getSession.mockResolvedValue({ data: { session: { user: { id: 'u1' } } }, error: null });
    rpc.mockResolvedValue({ data: true, error: null });
    setup();
    expect(await screen.findByRole('heading', { name: secondFactorCopy.enrollHeading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('goes back to the sign-in form when the admin signs out of the step', async () => {
    rpc.mockResolvedValue({ data: true, error: null });
    const user = setup();
    await signInAs(user);
    await user.click(await screen.findByRole('button', { name: secondFactorCopy.signOut }));
    expect(await screen.findByRole('button', { name: copy.submit })).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalled();
  });
});
