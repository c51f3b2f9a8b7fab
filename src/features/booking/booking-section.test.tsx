import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bookingMessages, slotsFor } from '@shared/booking/calendar.ts';
import { slotLabel } from '@shared/booking/labels.ts';
import { Toaster } from '@/components/ui/toast';
import { bookingCopy as copy } from '@/content/booking';
import { submitLead } from '@/features/lead-capture/send-lead';
import BookingSectionModule from './booking-section';
import { withVisitorQueries } from './visitor-queries';
import { useFakeClock } from '../../../tests/fake-clock';
import { acceptEverySubmission, submissionId } from '../../../tests/lead-sending';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const submitLeadMock = vi.mocked(submitLead);
/** The section as its island loads it (index.ts): inside the visitor's query client. */
const BookingSection = withVisitorQueries(BookingSectionModule);

const SUBMISSION_ID = submissionId(1);
// Monday 23 November 2026, 10:00 in Los Angeles (PST, UTC−8).
const NOW = new Date('2026-11-23T18:00:00Z');

acceptEverySubmission();
beforeEach(() => {
  useFakeClock({ now: NOW });
});

function setup(path = '/call-booking') {
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <BookingSection />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

type User = ReturnType<typeof setup>;

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const dateInput = () => screen.getByLabelText(/^Preferred date/);
const timeSelect = () => screen.getByRole('combobox', { name: /^Preferred time/ });
const submitButton = () => screen.getByRole('button', { name: (name) => name === copy.submit || name === copy.sending });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
const humanBox = () => screen.getByRole('checkbox', { name: "I'm not a robot" });

function chooseDate(date: string) {
  fireEvent.change(dateInput(), { target: { value: date } });
}

async function chooseTime(user: User, label: string) {
  await user.click(timeSelect());
  await user.click(await screen.findByRole('option', { name: label }));
}

async function fillAll(user: User, { humanCheck = true } = {}) {
  await user.type(textbox(/^Email/), 'Ana@Example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '(555) 010-2030');
  chooseDate('2026-11-24');
  await chooseTime(user, '9:30 AM');
  await user.type(textbox(/^Your biggest question/), 'How do I get more calls?');
  // Without RECAPTCHA keys (as here and in the browser tests) the local human check stands in.
  if (humanCheck) await user.click(humanBox());
}

describe('BookingSection', { timeout: 15_000 }, () => {
  it('marks the four required fields, keeps the time closed until a date is chosen and limits the dates', () => {
    setup();
    expect(textbox(/^Email/)).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toBeRequired();
    expect(dateInput()).toBeRequired();
    expect(timeSelect()).toBeRequired();
    expect(textbox(/^Your biggest question/)).not.toBeRequired();
    expect(timeSelect()).toBeDisabled();
    expect(timeSelect()).toHaveAccessibleDescription('Choose a date first');
    expect(dateInput()).toHaveAttribute('min', '2026-11-23');
    expect(dateInput()).toHaveAttribute('max', '2027-01-22');
  });

  it('shows each required message under its field and sends nothing', async () => {
    const user = setup();
    await user.click(submitButton());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(textbox(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription('Phone number is required');
    expect(dateInput()).toHaveAccessibleDescription('Please choose a date');
    expect(timeSelect()).toHaveAccessibleDescription('Choose a date first Please choose a time');
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it('refuses a date before today in Los Angeles', async () => {
    const user = setup();
    await user.type(textbox(/^Email/), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '555 0102');
    chooseDate('2026-11-20');
    await user.click(submitButton());
    await waitFor(() => expect(dateInput()).toHaveAccessibleDescription('Please choose today or a later date'));
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it('offers the chosen date’s slots in Pacific Time: all of them tomorrow, none within the hour today', async () => {
    const user = setup();
    chooseDate('2026-11-24');
    expect(timeSelect()).toHaveAccessibleDescription('Times are Pacific Time (Los Angeles), Monday to Friday.');
    await user.click(timeSelect());
    const tomorrow = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(tomorrow).toEqual(slotsFor('2026-11-24', NOW).map(slotLabel));
    expect(tomorrow[0]).toBe('8:00 AM');
    expect(tomorrow.at(-1)).toBe('5:30 PM');
    await user.keyboard('{Escape}');

    chooseDate('2026-11-23');
    await user.click(timeSelect());
    const today = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(today[0]).toBe('11:00 AM');
    expect(today).toEqual(slotsFor('2026-11-23', NOW).map(slotLabel));
  });

  it('says no times are left on a day without slots', () => {
    setup();
    chooseDate('2026-11-28'); // a Saturday
    expect(timeSelect()).toBeDisabled();
    expect(timeSelect()).toHaveAccessibleDescription('No times are left on this date. Please choose another date.');
  });

  it('sends exactly the form’s fields with the submission id, the empty honeypot and the browser’s time zone', async () => {
    const user = setup();
    await fillAll(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    expect(submitLeadMock).toHaveBeenCalledWith('book-call', {
      email: 'ana@example.com',
      phone: '(555) 010-2030',
      preferredDate: '2026-11-24',
      preferredTime: '09:30',
      biggestQuestion: 'How do I get more calls?',
      clientSubmissionId: SUBMISSION_ID,
      formElapsedMs: expect.any(Number),
      website: '',
      humanCheckToken: expect.stringMatching(/^local-human-check:/),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('asks for the human check before sending, with the standard form’s notice, and sends nothing without it', async () => {
    const user = setup();
    await fillAll(user, { humanCheck: false });
    await user.click(submitButton());
    expect(await notifications().findByText(copy.humanCheckMissing)).toBeInTheDocument();
    expect(submitLeadMock).not.toHaveBeenCalled();

    await user.click(humanBox());
    await user.click(submitButton());
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { name: "You're All Set!" })).toBeInTheDocument();
  });

  it('shows the human check’s notice when the server refuses the token, and asks for a new check', async () => {
    submitLeadMock.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      message: 'Validation failed',
      issues: [{ path: 'humanCheckToken', message: copy.humanCheckMissing }],
    });
    const user = setup();
    await fillAll(user);
    await user.click(submitButton());
    expect(await notifications().findByText(copy.humanCheckMissing)).toBeInTheDocument();
    expect(notifications().queryByText(bookingMessages.failure)).not.toBeInTheDocument();
    // A spent token is never sent twice: the check starts over.
    expect(humanBox()).not.toBeChecked();
  });

  it('shows the server’s message under the e-mail when the address holds as many calls as one visitor may', async () => {
    const message = bookingMessages.tooManyForEmail;
    submitLeadMock.mockResolvedValueOnce({ ok: false, reason: 'failed', message, status: 409, issues: [{ path: 'email', message }] });
    const user = setup();
    await fillAll(user);
    await user.click(submitButton());
    await waitFor(() => expect(textbox(/^Email/)).toHaveAccessibleDescription(message));
    expect(notifications().getByText(message)).toBeInTheDocument();
    // The slot is still offered: it was not taken.
    expect(timeSelect()).toHaveTextContent('9:30 AM');
    expect(humanBox()).not.toBeChecked();
  });

  it('shows a taken slot under the time, says so in a toast and stops offering it', async () => {
    submitLeadMock.mockResolvedValueOnce({ ok: false, reason: 'failed', message: 'Slot taken', status: 409 });
    const user = setup();
    await fillAll(user);
    await user.click(submitButton());

    const message = bookingMessages.slotTaken;
    await waitFor(() => expect(timeSelect()).toHaveAccessibleDescription(`Times are Pacific Time (Los Angeles), Monday to Friday. ${message}`));
    expect(notifications().getByText(message)).toBeInTheDocument();
    expect(textbox(/^Email/)).toHaveValue('Ana@Example.com');
    await user.click(timeSelect());
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).not.toContain('9:30 AM');
    expect(offered).toContain('10:00 AM');
  });

  it('keeps the input and shows the failure toast when the call fails', async () => {
    submitLeadMock.mockResolvedValueOnce({ ok: false, reason: 'failed', message: 'Failed to fetch' });
    const user = setup();
    await fillAll(user);
    await user.click(submitButton());
    expect(await notifications().findByText(bookingMessages.failure)).toBeInTheDocument();
    expect(textbox(/^Email/)).toHaveValue('Ana@Example.com');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('shows the server’s field messages under the fields', async () => {
    submitLeadMock.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      message: 'Invalid request',
      issues: [{ path: 'phone', message: 'Please enter a valid phone number' }],
    });
    const user = setup();
    await fillAll(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription('Please enter a valid phone number'));
  });

  it('confirms with "You\'re All Set!", the success toast and a way home', async () => {
    const user = setup();
    await fillAll(user);
    await user.click(submitButton());

    const heading = await screen.findByRole('heading', { name: "You're All Set!" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Tuesday, November 24, 2026 at 9:30 AM Pacific Time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.success.home })).toHaveAttribute('href', '/');
    expect(notifications().getByText(bookingMessages.success)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.submit })).not.toBeInTheDocument();
  });

  it('thanks the visitor for accepting the agreement only after the agreement', () => {
    setup('/call-booking?type=agreement-accepted');
    expect(screen.getByText(copy.agreementThanks.heading)).toBeInTheDocument();
  });

  it('shows no thanks on a plain visit', () => {
    setup();
    expect(screen.queryByText(copy.agreementThanks.heading)).not.toBeInTheDocument();
  });
});
