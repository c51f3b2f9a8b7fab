import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { dismissToast } from '@/components/ui/use-toast';
import { getSupabase } from '@/lib/supabase';
import { SignInForm } from './sign-in-form';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const auth = {
  getSession: vi.fn(),
  signInWithPassword: vi.fn(),
};

beforeEach(() => {
  auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
  auth.signInWithPassword.mockReset();
  vi.mocked(getSupabase).mockReturnValue({ auth } as unknown as ReturnType<typeof getSupabase>);
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

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('staff sign-in', () => {
  it('requires an e-mail and a password, and sends nothing until both are given', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('rejects an address that is not an e-mail', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(/^Email/), 'ann@');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows the server’s message on failure and returns to the password', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { session: null, user: null }, error: { message: 'Invalid login credentials' } });
    const user = setup();
    await user.type(screen.getByLabelText(/^Email/), 'Staff@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await notifications().findByText('Invalid login credentials')).toBeInTheDocument();
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'wrong-password' });
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
  });

  it('says Login successful! and opens the dashboard', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { session: {}, user: {} }, error: null });
    const user = setup();
    await user.type(screen.getByLabelText(/^Email/), 'staff@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(notifications().getByText('Login successful!')).toBeInTheDocument();
  });

  it('goes straight to the dashboard when a session exists', async () => {
    auth.getSession.mockResolvedValue({ data: { session: { user: { id: 'u1' } } }, error: null });
    setup();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
