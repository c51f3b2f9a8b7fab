import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toast';
import { standardFormCopy as copy } from '@/content/contact';
import { site } from '@/content/site';
import { submitLead, type SubmitResult } from '@/features/lead-capture/send-lead';
import { challengeOptions } from '@shared/schemas.ts';
import { redirectTo } from './redirect';
import { StandardLeadForm } from './standard-lead-form';
import { useFakeClock } from '../../../tests/fake-clock';
import { acceptEverySubmission, submissionId } from '../../../tests/lead-sending';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));
vi.mock('./redirect', () => ({ redirectTo: vi.fn() }));

const submitLeadMock = vi.mocked(submitLead);
const redirectMock = vi.mocked(redirectTo);

acceptEverySubmission();
beforeEach(() => {
  redirectMock.mockReset();
});

function setup(props: { recommendedService?: string } = {}) {
  // Real timers while filling in; the timing tests switch to fake ones just before sending.
  const user = userEvent.setup({
    delay: null,
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  render(
    <>
      <StandardLeadForm {...props} />
      <Toaster />
    </>,
  );
  return user;
}

type User = ReturnType<typeof setup>;

const submitButton = () => screen.getByRole('button', { name: (name) => name === copy.submit || name === copy.sending });
const challengeSelect = () => screen.getByRole('combobox', { name: (name) => name.startsWith(copy.labels.goals) });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

/** Types the option's name on the closed select, as a keyboard user can (Radix typeahead). */
async function chooseChallenge(user: User, challenge: string) {
  const select = challengeSelect();
  act(() => select.focus());
  await user.keyboard(challenge);
  expect(select).toHaveTextContent(challenge);
}

async function fillValidForm(user: User, name = 'Jane Doe') {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), name);
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'Jane@Example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '(555) 123-4567');
  await chooseChallenge(user, 'Other');
}

async function tickHumanCheck(user: User) {
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
}

function deferred() {
  let resolve: (result: SubmitResult) => void = () => undefined;
  const promise = new Promise<SubmitResult>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// Each test drives a whole form in jsdom: generous room for a busy machine.
describe('StandardLeadForm', { timeout: 15_000 }, () => {
  it('labels its fields with the right input types and limits', () => {
    setup();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('maxlength', '20');
    expect(challengeSelect()).toBeInTheDocument();
  });

  it('offers every challenge the server accepts, in its order', async () => {
    const user = setup();
    await user.click(challengeSelect());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...challengeOptions]);
  });

  it('cannot be sent until the human check is done', async () => {
    const user = setup();
    expect(submitButton()).toBeDisabled();
    await tickHumanCheck(user);
    expect(submitButton()).toBeEnabled();
    await tickHumanCheck(user);
    expect(submitButton()).toBeDisabled();
  });

  it('shows the schema messages under each field and sends nothing', async () => {
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'J0hn');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await notifications().findByText(copy.notices.invalid.title)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Name can only contain letters, spaces, hyphens, and apostrophes',
    );
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription('Phone number is required');
    expect(challengeSelect()).toHaveAccessibleDescription(
      'Please choose your biggest challenge',
    );
    expect(notifications().getByText(copy.notices.invalid.title)).toBeInTheDocument();
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it('sends a long name whole, as the visitor typed it: it is not cut into a 50-character first name', async () => {
    const user = setup();
    await fillValidForm(user, 'Bartholomew Alexander Montgomery Fitzgerald Smithson');
    await tickHumanCheck(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    expect(submitLeadMock.mock.calls[0]?.[1]).toMatchObject({ name: 'Bartholomew Alexander Montgomery Fitzgerald Smithson' });
  });

  it('sends each field under its own name, the challenge as chosen and the recommended service, with nothing made up', async () => {
    const user = setup({ recommendedService: 'The Launch Pad' });
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    expect(submitLeadMock).toHaveBeenCalledWith('send-contact-email', {
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '(555) 123-4567',
      challenge: 'Other',
      recommendedService: 'The Launch Pad',
      source: 'contact',
      clientSubmissionId: submissionId(1),
      formElapsedMs: expect.any(Number),
      humanCheckToken: expect.stringMatching(/^local-human-check:[0-9a-f-]{36}$/),
      website: '',
    });
  });

  it('leaves the recommended service out when none was passed in', async () => {
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    expect(submitLeadMock.mock.calls[0]?.[1]).not.toHaveProperty('recommendedService');
  });

  it('shows its sending label and stays disabled while the request is on its way', async () => {
    const pending = deferred();
    submitLeadMock.mockReturnValue(pending.promise);
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: copy.sending })).toBeDisabled();
    expect(submitLeadMock).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve({ ok: true }));
    expect(await screen.findByRole('heading', { name: copy.thankYou.heading })).toBeInTheDocument();
  });

  it('thanks the visitor, moves focus to the panel and goes to the main site after 2000 ms', async () => {
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    useFakeClock();
    await user.click(submitButton());

    expect(await notifications().findByText(copy.notices.success.title)).toBeInTheDocument();
    expect(notifications().getByText(copy.notices.success.description)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: copy.thankYou.heading });
    expect(panel).toHaveFocus();
    expect(screen.queryByRole('button', { name: copy.submit })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(copy.thankYou.redirectAfterMs - 1));
    expect(redirectMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(redirectMock).toHaveBeenCalledWith(site.links.mainSite);
  });

  it('shows the server’s field issues under the fields and the rest above the button', async () => {
    submitLeadMock.mockResolvedValue({
      ok: false,
      reason: 'invalid',
      message: 'Validation failed',
      issues: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'challenge', message: 'Please choose your biggest challenge' },
        { path: 'company', message: 'Company name is required' },
      ],
    });
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await notifications().findByText(copy.notices.invalid.title)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(challengeSelect()).toHaveAccessibleDescription(
      'Please choose your biggest challenge',
    );
    expect(screen.getByText('Company name is required')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading', { name: copy.thankYou.heading })).not.toBeInTheDocument();
  });

  it('keeps what was typed after a failure, and a retry reuses the submission id', async () => {
    submitLeadMock.mockResolvedValueOnce({ ok: false, reason: 'failed', message: 'Could not store your request. Please try again.', status: 503 });
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await notifications().findByText(copy.notices.error.title)).toBeInTheDocument();
    expect(notifications().getByText(copy.notices.error.description)).toBeInTheDocument();
    expect(notifications().getByText(copy.notices.error.title).closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Jane Doe');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('Jane@Example.com');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('(555) 123-4567');
    expect(challengeSelect()).toHaveTextContent('Other');

    // The single-use check is asked for again before the retry.
    expect(submitButton()).toBeDisabled();
    await tickHumanCheck(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(2));
    const ids = submitLeadMock.mock.calls.map(([, body]) => body.clientSubmissionId);
    expect(ids[0]).toBe(ids[1]);
    expect(await screen.findByRole('heading', { name: copy.thankYou.heading })).toBeInTheDocument();
  });

  it('asks for the check again when the server refuses its token, and keeps what was typed', async () => {
    submitLeadMock.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      message: 'Validation failed',
      issues: [{ path: 'humanCheckToken', message: copy.notices.humanCheckMissing.title }],
    });
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await notifications().findByText(copy.notices.humanCheckMissing.title)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Jane Doe');
  });

  it('says it could not send when the server asks the visitor to wait (429), and keeps what was typed', async () => {
    submitLeadMock.mockResolvedValueOnce({
      ok: false,
      reason: 'failed',
      message: 'Too many requests. Please try again in a few minutes.',
      status: 429,
      retryAfterSeconds: 120,
    });
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await notifications().findByText(copy.notices.error.description)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('Jane@Example.com');
    expect(screen.queryByRole('heading', { name: copy.thankYou.heading })).not.toBeInTheDocument();
  });

  it('sends nothing and asks for the check when the form is submitted without a token', async () => {
    const user = setup();
    await fillValidForm(user);
    const form = submitButton().closest('form');
    expect(form).not.toBeNull();
    if (form) fireEvent.submit(form);

    expect(await notifications().findByText(copy.notices.humanCheckMissing.title)).toBeInTheDocument();
    expect(notifications().getByText(copy.notices.humanCheckMissing.title).closest('[data-slot="toast"]')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    expect(submitLeadMock).not.toHaveBeenCalled();
  });
});
