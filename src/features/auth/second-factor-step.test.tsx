import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@/content/site';
import { secondFactorCopy as copy } from '@/content/staff-sign-in';
import { getSupabase } from '@/lib/supabase';
import { SecondFactorStep } from './second-factor-step';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const QR_CODE = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const mfa = {
  listFactors: vi.fn(),
  unenroll: vi.fn(),
  enroll: vi.fn(),
  challengeAndVerify: vi.fn(),
};

beforeEach(() => {
  mfa.listFactors.mockResolvedValue({ data: { all: [], totp: [], phone: [], webauthn: [] }, error: null });
  mfa.unenroll.mockResolvedValue({ data: {}, error: null });
  mfa.enroll.mockResolvedValue({
    data: { id: 'factor-new', type: 'totp', friendly_name: copy.factorName, totp: { qr_code: QR_CODE, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' } },
    error: null,
  });
  mfa.challengeAndVerify.mockReset();
  vi.mocked(getSupabase).mockReturnValue({ auth: { mfa } } as unknown as ReturnType<typeof getSupabase>);
});

function renderStep(need: Parameters<typeof SecondFactorStep>[0]['need']) {
  const onVerified = vi.fn();
  const onSignOut = vi.fn();
  render(<SecondFactorStep need={need} onVerified={onVerified} onSignOut={onSignOut} />);
  return { onVerified, onSignOut, user: userEvent.setup({ delay: null }) };
}

describe('setting up the second factor', () => {
  it('shows the QR code with alt text and the setup key as text, then verifies the first code', async () => {
    mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    const { user, onVerified } = renderStep({ kind: 'enroll' });
    expect(screen.getByRole('heading', { name: copy.enrollHeading })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: copy.enrollStart })).toHaveFocus();
    await user.keyboard('{Enter}');

    const qr = await screen.findByRole('img', { name: copy.qrAlt });
    expect(qr).toHaveAttribute('src', QR_CODE);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // The authenticator app lists the account under the agency's name.
    expect(mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: copy.factorName, issuer: expect.stringContaining(site.shortName) });
    const code = screen.getByLabelText(copy.codeLabel);
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, '654321{Enter}');
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'factor-new', code: '654321' });
  });

  it('removes a half-done enrolment before starting a new one', async () => {
    const stale = { id: 'factor-stale', factor_type: 'totp', status: 'unverified' };
    mfa.listFactors.mockResolvedValue({ data: { all: [stale], totp: [], phone: [], webauthn: [] }, error: null });
    const { user } = renderStep({ kind: 'enroll' });
    await user.click(screen.getByRole('button', { name: copy.enrollStart }));
    await screen.findByText('JBSWY3DPEHPK3PXP');
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-stale' });
  });

  it('announces a failure to start the set-up', async () => {
    mfa.enroll.mockResolvedValue({ data: null, error: { message: 'MFA enroll is disabled for TOTP', status: 422 } });
    const { user } = renderStep({ kind: 'enroll' });
    await user.click(screen.getByRole('button', { name: copy.enrollStart }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.failed);
  });
});

describe('entering the code of an enrolled factor', () => {
  it('announces a refused code, marks the field invalid, clears it and keeps the dashboard closed', async () => {
    mfa.challengeAndVerify.mockResolvedValue({ data: null, error: { message: 'Invalid TOTP code entered', status: 422, code: 'mfa_verification_failed' } });
    const { user, onVerified } = renderStep({ kind: 'verify', factorId: 'factor-1' });
    expect(screen.getByRole('heading', { name: copy.verifyHeading })).toHaveFocus();
    const code = screen.getByLabelText(copy.codeLabel);
    await user.type(code, '000000{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.codeRefused);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(copy.codeRefused);
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('checks the code has 6 digits before sending it', async () => {
    const { user } = renderStep({ kind: 'verify', factorId: 'factor-1' });
    await user.type(screen.getByLabelText(copy.codeLabel), '12a45{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.codeFormat);
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();
  });

  it('offers a way out: signing out', async () => {
    const { user, onSignOut } = renderStep({ kind: 'verify', factorId: 'factor-1' });
    await user.click(screen.getByRole('button', { name: copy.signOut }));
    expect(onSignOut).toHaveBeenCalled();
  });
});
