import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toast';
import { smartFormCopy as copy } from '@/content/contact';
import { site } from '@/content/site';
import { submitLead, type SubmitResult } from '@/features/lead-capture/send-lead';
import { smartBudgetOptions, urgencyOptions } from '@shared/schemas.ts';
import { urgencyLabels } from '@shared/smart-lead.ts';
import { SmartLeadForm } from './smart-lead-form';
import { acceptEverySubmission, submissionId } from '../../../tests/lead-sending';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const submitLeadMock = vi.mocked(submitLead);

acceptEverySubmission();

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <SmartLeadForm />
      <Toaster />
    </>,
  );
  return user;
}

type User = ReturnType<typeof setup>;

const submitButton = () => screen.getByRole('button', { name: (name) => name === copy.submit || name === copy.sending });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The required answers; the three optional selects only where a test needs them (Radix selects are slow in jsdom). */
async function fillValidForm(user: User, urgency = 'Immediately') {
  await user.type(field(/^Name/), 'Maria Elena Lopez');
  await user.type(field(/^Email/), 'maria@example.com');
  await user.type(field(/^Company/), 'Lopez Dental');
  await user.click(screen.getByRole('radio', { name: urgency }));
  await user.type(field(/^What challenges are you facing\?/), 'Our phones are quiet on weekends.');
}

async function chooseOptionalAnswers(user: User) {
  await choose(user, /^Monthly budget/, '$5,000-15,000/month');
  await choose(user, /^How did you hear about us\?/, 'Referral');
  await choose(user, /^Primary goal/, 'Increase revenue');
}

async function tickHumanCheck(user: User) {
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
}

// Each test drives a whole form in jsdom: generous room for a busy machine.
describe('SmartLeadForm', { timeout: 15_000 }, () => {
  it('asks how soon, with the four urgency choices, and offers the budgets as monthly ranges', async () => {
    const user = setup();
    const urgency = screen.getByRole('radiogroup', { name: (name) => name.startsWith(copy.labels.urgency) });
    expect(within(urgency).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      urgencyOptions.map((option) => urgencyLabels[option.value]),
    );
    expect(field(/^What challenges are you facing\?/)).toHaveAttribute('rows', '4');

    await user.click(screen.getByRole('combobox', { name: /^Monthly budget/ }));
    const budgets = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(budgets).toEqual(smartBudgetOptions.map((option) => option.label));
    expect(budgets.every((budget) => budget?.endsWith('/month'))).toBe(true);
  });

  it('cannot be sent without an urgency or without the human check', async () => {
    const user = setup();
    await tickHumanCheck(user);
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Within 30 days' }));
    expect(submitButton()).toBeEnabled();
    await tickHumanCheck(user);
    expect(submitButton()).toBeDisabled();
  });

  it('shows the schema messages under the required fields and sends nothing', async () => {
    const user = setup();
    await user.type(field(/^Email/), 'maria@');
    await user.click(screen.getByRole('radio', { name: 'Just exploring' }));
    await tickHumanCheck(user);
    await user.click(submitButton());

    await waitFor(() => expect(field(/^Name/)).toHaveAccessibleDescription('Name is required'));
    expect(field(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field(/^Company/)).toHaveAccessibleDescription('Company name is required');
    expect(field(/^What challenges are you facing\?/)).toHaveAccessibleDescription('Please describe your challenges');
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it('sends any name whole, as the form allows: it is not split into a first and last name', async () => {
    const user = setup();
    await fillValidForm(user);
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'R2 D2');
    await tickHumanCheck(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    expect(submitLeadMock.mock.calls[0]?.[1]).toMatchObject({ name: 'R2 D2' });
  });

  it('sends each answer under its own name, the budget as chosen, and no priority', async () => {
    const user = setup();
    await fillValidForm(user);
    await chooseOptionalAnswers(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    // The server works the priority out from the urgency; the request carries none.
    expect(submitLeadMock).toHaveBeenCalledWith('send-contact-email', {
      name: 'Maria Elena Lopez',
      email: 'maria@example.com',
      company: 'Lopez Dental',
      urgency: 'immediate',
      budget: '5000-15000',
      leadSource: 'Referral',
      primaryGoal: 'revenue',
      challenges: 'Our phones are quiet on weekends.',
      source: 'smart-lead',
      clientSubmissionId: submissionId(1),
      formElapsedMs: expect.any(Number),
      humanCheckToken: expect.stringMatching(/^local-human-check:[0-9a-f-]{36}$/),
      website: '',
    });
  });

  it('shows its sending label while sending, then the Lead Qualified panel with HIGH priority and a 2-hour promise', async () => {
    let finish: (result: SubmitResult) => void = () => undefined;
    submitLeadMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: copy.sending })).toBeDisabled();
    await act(async () => finish({ ok: true }));

    const panel = await screen.findByRole('region', { name: copy.qualified.heading });
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent('Priority level:HIGH');
    expect(panel).toHaveTextContent("We'll contact you within 2 hours.");
    expect(notifications().getByText(copy.notices.success.title)).toBeInTheDocument();
    expect(notifications().getByText("We'll contact you within 2 hours.")).toBeInTheDocument();
  });

  it('promises 24 hours when the need is not immediate', async () => {
    const user = setup();
    await fillValidForm(user, 'Within 30 days');
    await tickHumanCheck(user);
    await user.click(submitButton());

    const panel = await screen.findByRole('region', { name: copy.qualified.heading });
    expect(panel).toHaveTextContent('Priority level:MEDIUM');
    expect(panel).toHaveTextContent("We'll contact you within 24 hours.");
    expect(submitLeadMock.mock.calls[0]?.[1]).toMatchObject({ urgency: '30days' });
    expect(submitLeadMock.mock.calls[0]?.[1]).not.toHaveProperty('priority');
  });

  it('says to try again or call when sending fails, and keeps the answers', async () => {
    submitLeadMock.mockResolvedValue({ ok: false, reason: 'failed', message: 'Failed to fetch' });
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await notifications().findByText(copy.notices.error.title)).toBeInTheDocument();
    expect(notifications().getByText(new RegExp(`try again or call us at ${site.phone.display.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Maria Elena Lopez');
    expect(field(/^What challenges are you facing\?/)).toHaveValue('Our phones are quiet on weekends.');
    expect(screen.getByRole('radio', { name: 'Immediately' })).toBeChecked();
    expect(screen.queryByRole('region', { name: copy.qualified.heading })).not.toBeInTheDocument();
  });

  it('shows the server’s issues under the fields they belong to', async () => {
    submitLeadMock.mockResolvedValue({
      ok: false,
      reason: 'invalid',
      message: 'Validation failed',
      issues: [{ path: 'company', message: 'Company name must be less than 100 characters' }],
    });
    const user = setup();
    await fillValidForm(user);
    await tickHumanCheck(user);
    await user.click(submitButton());

    expect(await notifications().findByText(copy.notices.error.title)).toBeInTheDocument();
    expect(field(/^Company/)).toHaveAccessibleDescription('Company name must be less than 100 characters');
  });

  it('puts a refused urgency on its question and moves focus to the chosen answer', async () => {
    const refusal = 'Please choose how soon you need results';
    submitLeadMock.mockResolvedValue({ ok: false, reason: 'invalid', message: 'Validation failed', issues: [{ path: 'urgency', message: refusal }] });
    const user = setup();
    await fillValidForm(user, urgencyLabels['30days']);
    await tickHumanCheck(user);
    await user.click(submitButton());

    const urgency = await screen.findByRole('radiogroup', { name: (name) => name.startsWith(copy.labels.urgency) });
    await waitFor(() => expect(urgency).toHaveAccessibleDescription(refusal));
    expect(urgency).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: urgencyLabels['30days'] })).toHaveFocus();
  });

  it('sends nothing and asks for the check when submitted without a token', async () => {
    const user = setup();
    await fillValidForm(user);
    const form = submitButton().closest('form');
    if (form) fireEvent.submit(form);

    const notice = await notifications().findByText(copy.notices.humanCheckMissing.title);
    expect(notice.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
    expect(submitLeadMock).not.toHaveBeenCalled();
  });
});
