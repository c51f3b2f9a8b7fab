import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Toaster } from '@/components/ui/toast';
import { newSubmissionId, submitLead, type SubmitResult } from './send-lead';
import { useLeadForm, type LeadFormNotices } from './use-lead-form';

vi.mock('./send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const submitLeadMock = vi.mocked(submitLead);

interface Values {
  name: string;
  email: string;
}

const notices: LeadFormNotices<Values> = {
  invalid: (messages) => ({ title: 'Check the form', description: messages.join(' | ') }),
  error: { title: 'Could not send' },
  success: (values) => ({ title: `Thanks, ${values.name}` }),
};

const onSent = vi.fn();

/** The smallest lead form: two fields, no schema of its own, sent as typed. */
function TestForm() {
  const form = useForm<Values>({ defaultValues: { name: '', email: '' } });
  const lead = useLeadForm({
    form,
    functionName: 'exit-intent-signup',
    fields: ['name', 'email'],
    request: (values, envelope) => ({ ok: true, request: { ...values, ...envelope } }),
    notices,
    onSent,
  });
  return (
    <form noValidate aria-label="Lead" onSubmit={lead.onSubmit}>
      <label>
        Name
        <input {...form.register('name')} aria-describedby="name-error" />
      </label>
      <p id="name-error">{form.formState.errors.name?.message}</p>
      <label>
        Email
        <input {...form.register('email')} aria-describedby="email-error" />
      </label>
      <p id="email-error">{form.formState.errors.email?.message}</p>
      {lead.formMessage ? <p role="alert">{lead.formMessage}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <TestForm />
      <Toaster />
    </>,
  );
  return user;
}

const theForm = () => within(screen.getByRole('form', { name: 'Lead' }));
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function fillAndSend(user: ReturnType<typeof setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

beforeEach(() => {
  submitLeadMock.mockReset();
  onSent.mockReset();
  vi.mocked(newSubmissionId).mockReturnValue('submission-1');
});

describe('useLeadForm', () => {
  it('puts the server’s 400 issues under their fields, focuses the first in the form’s order, and shows the rest as one message', async () => {
    submitLeadMock.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      message: 'Validation failed',
      issues: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'name', message: 'Name is too long' },
        { path: 'clientSubmissionId', message: 'Invalid submission id' },
      ],
    });
    const user = setup();
    await fillAndSend(user);

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is too long'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
    expect(name).toHaveFocus();
    expect(theForm().getByRole('alert')).toHaveTextContent('Invalid submission id');
    expect(notifications().getByText('Name is too long | Please enter a valid email address | Invalid submission id')).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });

  it.each<[string, SubmitResult]>([
    ['a 409', { ok: false, reason: 'failed', message: 'Conflict', status: 409 }],
    ['a 503', { ok: false, reason: 'failed', message: 'Could not store your request. Please try again.', status: 503 }],
  ])('says it could not send after %s and keeps what was typed', async (_answer, answer) => {
    submitLeadMock.mockResolvedValueOnce(answer);
    const user = setup();
    await fillAndSend(user);

    expect(await notifications().findByText('Could not send')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example');
    expect(theForm().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('thanks with the sent values and hands the answer to the form', async () => {
    submitLeadMock.mockResolvedValueOnce({ ok: true, data: { success: true } });
    const user = setup();
    await fillAndSend(user);

    expect(await notifications().findByText('Thanks, Ana')).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example' }, { success: true });
  });
});
