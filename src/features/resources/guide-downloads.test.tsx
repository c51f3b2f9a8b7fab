import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toast';
import { guideFormCopy as copy } from '@/content/guides';
import { site } from '@/content/site';
import { submitLead, type SubmitResult } from '@/features/lead-capture/send-lead';
import { GuideDownloads } from './guide-downloads';
import { useFakeClock } from '../../../tests/fake-clock';
import { acceptEverySubmission, submissionId } from '../../../tests/lead-sending';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const PLAYBOOK = 'The Local Business Lead Generation Playbook';
const BLUEPRINT = 'The Google Ads Budget Blueprint';

function renderGuides() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <>
      <GuideDownloads />
      <Toaster />
    </>,
  );
  return user;
}

/** The inline form of one guide card. */
function guideForm(title: string) {
  return within(screen.getByRole('form', { name: `Download ${title}` }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, title: string) {
  const form = guideForm(title);
  await user.type(form.getByLabelText(/^Email/), ' Ana.Ruiz@Example.com ');
  await user.type(form.getByLabelText(/^Name/), 'Ana Ruiz');
  await user.type(form.getByLabelText('Phone (optional)'), '(310) 555-0142');
  await user.type(form.getByLabelText('Company (optional)'), 'Ruiz Family Dental');
}

// The clock is fake for the 5-second panel.
acceptEverySubmission();
beforeEach(() => {
  useFakeClock();
});

describe('GuideDownloads', () => {
  it('shows both guides with their copy and a strategy-call link that opens in a new tab', () => {
    renderGuides();
    expect(screen.getByRole('heading', { level: 3, name: PLAYBOOK })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: BLUEPRINT })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: copy.submit })).toHaveLength(2);
    const call = screen.getByRole('link', { name: /^Schedule Free Strategy Call\s*\(opens in a new tab\)$/ });
    expect(call).toHaveAttribute('href', site.links.bookingCalendar);
    expect(call).toHaveAttribute('target', '_blank');
    expect(call).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('checks the e-mail first: with both fields empty only the e-mail message shows and the e-mail field gets focus', async () => {
    const user = renderGuides();
    const form = guideForm(BLUEPRINT);
    await user.click(form.getByRole('button', { name: copy.submit }));

    const email = form.getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(form.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    // Messages belong to the card whose button was pressed.
    expect(guideForm(PLAYBOOK).queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('shows the e-mail message alone for a bad e-mail and an empty name, then the name message once the e-mail is valid', async () => {
    const user = renderGuides();
    const form = guideForm(PLAYBOOK);
    const email = form.getByLabelText(/^Email/);
    await user.type(email, 'ana@example');
    await user.click(form.getByRole('button', { name: copy.submit }));

    expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(email).toHaveFocus();

    await user.type(email, '.com');
    await user.click(form.getByRole('button', { name: copy.submit }));

    expect(form.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(form.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name');
    expect(form.getByLabelText(/^Name/)).toHaveFocus();
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('asks for the name once the e-mail is valid', async () => {
    const user = renderGuides();
    const form = guideForm(PLAYBOOK);
    await user.type(form.getByLabelText(/^Email/), 'ana@example.com');
    await user.type(form.getByLabelText(/^Name/), '   ');
    await user.click(form.getByRole('button', { name: copy.submit }));

    expect(form.getByLabelText(/^Name/)).toHaveFocus();
    expect(form.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name');
    expect(form.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('shares the fields between both guides', async () => {
    const user = renderGuides();
    await user.type(guideForm(PLAYBOOK).getByLabelText(/^Email/), 'ana@example.com');
    expect(guideForm(BLUEPRINT).getByLabelText(/^Email/)).toHaveValue('ana@example.com');
  });

  it('sends the request for the guide whose button was pressed', async () => {
    const user = renderGuides();
    await fillDetails(user, PLAYBOOK);
    await user.click(guideForm(BLUEPRINT).getByRole('button', { name: copy.submit }));

    expect(submitLead).toHaveBeenCalledTimes(1);
    expect(submitLead).toHaveBeenCalledWith('submit-resource-download', {
      email: 'ana.ruiz@example.com',
      name: 'Ana Ruiz',
      phone: '(310) 555-0142',
      company: 'Ruiz Family Dental',
      resource_type: BLUEPRINT,
      clientSubmissionId: submissionId(1),
      formElapsedMs: expect.any(Number),
      website: '',
    });
  });

  it('shows its sending label on the active guide only while sending', async () => {
    let answer: (result: SubmitResult) => void = () => undefined;
    vi.mocked(submitLead).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderGuides();
    await fillDetails(user, PLAYBOOK);
    await user.click(guideForm(PLAYBOOK).getByRole('button', { name: copy.submit }));

    expect(guideForm(PLAYBOOK).getByRole('button', { name: copy.submitting })).toBeDisabled();
    expect(guideForm(BLUEPRINT).getByRole('button', { name: copy.submit })).toBeInTheDocument();
    expect(guideForm(BLUEPRINT).queryByRole('button', { name: copy.submitting })).not.toBeInTheDocument();

    await act(async () => answer({ ok: true }));
    expect(screen.getByRole('status')).toHaveTextContent(copy.success);
  });

  it('shows the success message on the active card for 5 seconds, then the form returns cleared', async () => {
    const user = renderGuides();
    await fillDetails(user, PLAYBOOK);
    await user.click(guideForm(PLAYBOOK).getByRole('button', { name: copy.submit }));
    // Let the answer arrive without letting the fake clock run (findBy* would advance it).
    await act(async () => undefined);

    const panel = screen.getByRole('status');
    expect(panel).toHaveTextContent(copy.success);
    expect(panel).toHaveFocus();
    const playbookCard = screen.getByRole('article', { name: PLAYBOOK });
    expect(playbookCard).toContainElement(panel);
    expect(within(playbookCard).queryByRole('form')).not.toBeInTheDocument();
    expect(guideForm(BLUEPRINT).getByRole('button', { name: copy.submit })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    for (const title of [PLAYBOOK, BLUEPRINT]) {
      const form = guideForm(title);
      expect(form.getByLabelText(/^Email/)).toHaveValue('');
      expect(form.getByLabelText(/^Name/)).toHaveValue('');
      expect(form.getByLabelText('Phone (optional)')).toHaveValue('');
      expect(form.getByLabelText('Company (optional)')).toHaveValue('');
      expect(form.getByRole('button', { name: copy.submit })).toBeEnabled();
    }
    expect(screen.getByRole('heading', { level: 3, name: PLAYBOOK })).toHaveFocus();

    // The next request is a new submission.
    await fillDetails(user, BLUEPRINT);
    await user.click(guideForm(BLUEPRINT).getByRole('button', { name: copy.submit }));
    expect(submitLead).toHaveBeenLastCalledWith('submit-resource-download', expect.objectContaining({ clientSubmissionId: submissionId(2), resource_type: BLUEPRINT }));
  });

  it('on failure shows the error toast and keeps the values; a retry reuses the submission id', async () => {
    vi.mocked(submitLead).mockResolvedValueOnce({ ok: false, reason: 'failed', message: 'Network down' });
    const user = renderGuides();
    await fillDetails(user, BLUEPRINT);
    await user.click(guideForm(BLUEPRINT).getByRole('button', { name: copy.submit }));

    expect(await screen.findByText(copy.failure)).toBeInTheDocument();
    const form = guideForm(BLUEPRINT);
    expect(form.getByLabelText(/^Email/)).toHaveValue('Ana.Ruiz@Example.com');
    expect(form.getByLabelText(/^Name/)).toHaveValue('Ana Ruiz');
    expect(form.getByLabelText('Company (optional)')).toHaveValue('Ruiz Family Dental');
    expect(form.getByRole('button', { name: copy.submit })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: copy.submit }));
    expect(submitLead).toHaveBeenCalledTimes(2);
    expect(vi.mocked(submitLead).mock.calls[1]?.[1]).toMatchObject({ clientSubmissionId: submissionId(1) });
    expect(await screen.findByRole('status')).toHaveTextContent(copy.success);
  });

  it('treats an exception like a returned error', async () => {
    vi.mocked(submitLead).mockRejectedValueOnce(new Error('boom'));
    const user = renderGuides();
    await fillDetails(user, PLAYBOOK);
    await user.click(guideForm(PLAYBOOK).getByRole('button', { name: copy.submit }));
    expect(await screen.findByText(copy.failure)).toBeInTheDocument();
    expect(guideForm(PLAYBOOK).getByLabelText(/^Name/)).toHaveValue('Ana Ruiz');
  });

  it("shows the server's field messages under the fields when it refuses the input", async () => {
    vi.mocked(submitLead).mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      message: 'Validation failed',
      issues: [{ path: 'name', message: 'Name must be less than 100 characters' }],
    });
    const user = renderGuides();
    await fillDetails(user, PLAYBOOK);
    await user.click(guideForm(PLAYBOOK).getByRole('button', { name: copy.submit }));
    const name = guideForm(PLAYBOOK).getByLabelText(/^Name/);
    expect(name).toHaveAccessibleDescription('Name must be less than 100 characters');
    expect(name).toHaveFocus();
    expect(screen.getByText(copy.failure)).toBeInTheDocument();
  });
});
