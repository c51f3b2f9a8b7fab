import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { onAnalyticsEvent, setAnalyticsConsentCheck, type StoredAnalyticsEvent } from '@/features/tracking';
import { quizCommonCopy, quizCopy } from '@/content/quizzes';
import { submitLead } from '@/features/lead-capture/send-lead';
import { QUIZ_STEP_COUNT, type QuizKind } from './quiz-engine';
import { quizProgressKey } from './quiz-progress';
import { QuizWizard } from './quiz-wizard';
import { acceptEverySubmission } from '../../../tests/lead-sending';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const submitLeadMock = vi.mocked(submitLead);
const LEAD_ID = '11111111-2222-4333-8444-555555555555';

acceptEverySubmission();
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  submitLeadMock.mockImplementation((name) => Promise.resolve(name === 'submit-lead' ? { ok: true, data: { leadId: LEAD_ID } } : { ok: true }));
});

function renderQuiz(quiz: QuizKind) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[`/quiz/${quiz}`]}>
      <Routes>
        <Route path="/quiz/:kind" element={<QuizWizard quiz={quiz} />} />
        <Route path="/call-booking" element={<h1>Book your call</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return { user, ...view };
}

const { aspirer, owner } = quizCopy;
/** The counter's words for a step, which reads "of 5" whatever the branch (docs/product.md#launch-and-growth-quizzes). */
const stepLabel = (position: number) =>
  quizCommonCopy.progress.replace('{current}', String(position)).replace('{total}', String(QUIZ_STEP_COUNT));
const nextButton = () => screen.getByRole('button', { name: quizCommonCopy.next });
const question = (name: string) => screen.getByRole('heading', { level: 2, name });
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

async function answerAspirerUpToContact(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: aspirer.steps.stage.options.validating.label }));
  await user.click(nextButton());
  await user.type(screen.getByRole('textbox', { name: aspirer.steps.concept.question }), 'Vegan taco truck');
  await user.click(nextButton());
  await user.type(screen.getByRole('textbox', { name: aspirer.steps.customer.question }), 'Office workers downtown');
  await user.click(nextButton());
  await user.click(screen.getByRole('radio', { name: aspirer.steps.fear.options['running-out-money'].label }));
  await user.click(nextButton());
}

async function fillContact(user: UserEvent, name = 'Dana Kim', email = 'dana@example.com') {
  await user.type(screen.getByRole('textbox', { name: aspirer.steps.contact.nameLabel }), name);
  await user.type(screen.getByRole('textbox', { name: /email/i }), email);
}

describe('the aspirer quiz, step by step', () => {
  it('starts on step 1 of 5 without Back, with Next disabled until a stage is chosen', async () => {
    const { user } = renderQuiz('aspirer');
    expect(screen.getByText(stepLabel(1))).toBeInTheDocument();
    expect(question(aspirer.steps.stage.question)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: quizCommonCopy.back })).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    // Loading the page does not move focus.
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: aspirer.steps.stage.options['just-idea'].label }));
    expect(nextButton()).toBeEnabled();
  });

  it('asks for the idea in a labelled text box that needs more than spaces, and moves focus to the question', async () => {
    const { user } = renderQuiz('aspirer');
    await user.click(screen.getByRole('radio', { name: aspirer.steps.stage.options['just-idea'].label }));
    await user.click(nextButton());

    expect(screen.getByText(stepLabel(2))).toBeInTheDocument();
    expect(question(aspirer.steps.concept.question)).toHaveFocus();
    const idea = screen.getByRole('textbox', { name: aspirer.steps.concept.question });
    expect(idea).toHaveAttribute('maxLength', '500');
    expect(nextButton()).toBeDisabled();
    await user.type(idea, '   ');
    expect(nextButton()).toBeDisabled();
    await user.type(idea, 'Tacos');
    expect(nextButton()).toBeEnabled();
  });

  it('goes Back from step 2 with the earlier answer still chosen', async () => {
    const { user } = renderQuiz('aspirer');
    await user.click(screen.getByRole('radio', { name: aspirer.steps.stage.options['ready-now'].label }));
    await user.click(nextButton());
    await user.click(screen.getByRole('button', { name: quizCommonCopy.back }));

    expect(screen.getByText(stepLabel(1))).toBeInTheDocument();
    expect(question(aspirer.steps.stage.question)).toHaveFocus();
    expect(screen.getByRole('radio', { name: aspirer.steps.stage.options['ready-now'].label })).toBeChecked();
    expect(screen.queryByRole('button', { name: quizCommonCopy.back })).not.toBeInTheDocument();
  });

  it('needs the customer and the fear before the last step, which asks name and email with the submit button', async () => {
    const { user } = renderQuiz('aspirer');
    await user.click(screen.getByRole('radio', { name: aspirer.steps.stage.options['just-idea'].label }));
    await user.click(nextButton());
    await user.type(screen.getByRole('textbox', { name: aspirer.steps.concept.question }), 'Tacos');
    await user.click(nextButton());
    expect(screen.getByText(stepLabel(3))).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: aspirer.steps.customer.question }), 'Students');
    await user.click(nextButton());
    expect(screen.getByText(stepLabel(4))).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: aspirer.steps.fear.options['no-customers'].label }));
    await user.click(nextButton());

    expect(screen.getByText(stepLabel(5))).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: aspirer.submit });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('button', { name: quizCommonCopy.next })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: aspirer.steps.contact.nameLabel }), 'Dana');
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: aspirer.steps.contact.emailLabel }), 'dana@example.com');
    expect(submit).toBeEnabled();
  });

  it('shows an invalid e-mail under the field and sends nothing', async () => {
    const { user } = renderQuiz('aspirer');
    await answerAspirerUpToContact(user);
    await fillContact(user, 'Dana', 'dana-at-example');
    await user.click(screen.getByRole('button', { name: aspirer.submit }));

    const email = screen.getByRole('textbox', { name: aspirer.steps.contact.emailLabel });
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(submitLeadMock).not.toHaveBeenCalled();
  });
});

describe('the owner quiz’s branching, counted "of 5"', () => {
  it('skips the improvement step for an Online business and submits on step 4 of 5', async () => {
    const { user } = renderQuiz('owner');
    expect(screen.getByText(stepLabel(1))).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: owner.steps.businessType.options.Online.label }));
    await user.click(nextButton());

    expect(question(owner.steps.currentMethod.question)).toHaveFocus();
    expect(screen.getByText(stepLabel(2))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: owner.steps.currentMethod.options['social-media'].label }));
    await user.click(nextButton());
    expect(screen.getByText(stepLabel(3))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: owner.steps.win.options['online-sales'].label }));
    await user.click(nextButton());

    expect(screen.getByText(stepLabel(4))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: owner.steps.contact.nameLabel }), 'Ana Silva');
    await user.type(screen.getByRole('textbox', { name: owner.steps.contact.emailLabel }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: owner.submit }));

    expect(submitLeadMock).toHaveBeenCalledWith('submit-lead', {
      name: 'Ana Silva',
      email: 'ana@example.com',
      user_type: 'owner',
      industry: 'Online',
      quiz_answers: { businessType: 'Online', currentMethod: 'social-media', win: 'online-sales' },
      status: 'New',
      clientSubmissionId: '00000000-0000-4000-8000-000000000001',
      formElapsedMs: expect.any(Number),
      'business-website': '',
    });
    expect(await within(toasts()).findByText(owner.toasts.success)).toBeInTheDocument();
  });

  it.each(['Brick-and-Mortar', 'Hybrid'])('asks a %s business what to improve as step 2 and submits on step 5 of 5', async (businessType) => {
    const { user } = renderQuiz('owner');
    await user.click(screen.getByRole('radio', { name: businessType }));
    await user.click(nextButton());

    expect(question(owner.steps.improvement.question)).toHaveFocus();
    expect(screen.getByText(stepLabel(2))).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: owner.steps.improvement.options['compete-chains'].label }));
    await user.click(nextButton());
    expect(screen.getByText(stepLabel(3))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: owner.steps.currentMethod.options['local-ads'].label }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: owner.steps.win.options['foot-traffic'].label }));
    await user.click(nextButton());
    expect(screen.getByText(stepLabel(5))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: owner.steps.contact.nameLabel }), 'Luis Ortega');
    await user.type(screen.getByRole('textbox', { name: owner.steps.contact.emailLabel }), 'luis@example.com');
    await user.click(screen.getByRole('button', { name: owner.submit }));

    expect(submitLeadMock).toHaveBeenCalledWith('submit-lead', expect.objectContaining({
      user_type: 'owner',
      industry: businessType,
      quiz_answers: { businessType, improvement: 'compete-chains', currentMethod: 'local-ads', win: 'foot-traffic' },
    }));
  });

  it('drops the improvement when the owner goes back and switches to Online', async () => {
    const { user } = renderQuiz('owner');
    await user.click(screen.getByRole('radio', { name: owner.steps.businessType.options.Hybrid.label }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: owner.steps.improvement.options['online-reviews'].label }));
    await user.click(screen.getByRole('button', { name: quizCommonCopy.back }));
    await user.click(screen.getByRole('radio', { name: owner.steps.businessType.options.Online.label }));
    await user.click(nextButton());

    expect(question(owner.steps.currentMethod.question)).toBeInTheDocument();
    expect(screen.getByText(stepLabel(2))).toBeInTheDocument();
  });
});

describe('the honeypot inputs', () => {
  it.each([
    ['aspirer', 'website'],
    ['owner', 'business-website'],
  ] as const)('the %s quiz has an input named %s that people and screen readers never meet', (quiz, name) => {
    const { container } = renderQuiz(quiz);
    const trap = container.querySelector(`input[name="${name}"]`);
    expect(trap).toBeInstanceOf(HTMLInputElement);
    expect(trap).toHaveAttribute('tabIndex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });
});

describe('progress across a reload', () => {
  it('comes back on the step and with the answers the visitor left, without taking focus', async () => {
    const { user, unmount } = renderQuiz('aspirer');
    await user.click(screen.getByRole('radio', { name: aspirer.steps.stage.options.validating.label }));
    await user.click(nextButton());
    await user.type(screen.getByRole('textbox', { name: aspirer.steps.concept.question }), 'Vegan taco truck');
    unmount();

    renderQuiz('aspirer');
    expect(await screen.findByText(stepLabel(2))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: aspirer.steps.concept.question })).toHaveValue('Vegan taco truck');
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: quizCommonCopy.back }));
    expect(screen.getByRole('radio', { name: aspirer.steps.stage.options.validating.label })).toBeChecked();
  });

  it('keeps each quiz’s progress apart', async () => {
    const { user, unmount } = renderQuiz('owner');
    await user.click(screen.getByRole('radio', { name: owner.steps.businessType.options.Hybrid.label }));
    await user.click(nextButton());
    unmount();

    renderQuiz('aspirer');
    expect(await screen.findByText(stepLabel(1))).toBeInTheDocument();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });
});

describe('sending the quiz', () => {
  it('sends the exact lead, notifies the team about the stored lead, shows the success toast and goes to /call-booking', async () => {
    const { user } = renderQuiz('aspirer');
    await answerAspirerUpToContact(user);
    await fillContact(user, '  Dana Kim ', 'dana@example.com');
    await user.click(screen.getByRole('button', { name: aspirer.submit }));

    expect(await screen.findByRole('heading', { name: 'Book your call' })).toBeInTheDocument();
    expect(submitLeadMock).toHaveBeenNthCalledWith(1, 'submit-lead', {
      name: 'Dana Kim',
      email: 'dana@example.com',
      user_type: 'aspirer',
      quiz_answers: { stage: 'validating', concept: 'Vegan taco truck', customer: 'Office workers downtown', fear: 'running-out-money' },
      status: 'New',
      clientSubmissionId: '00000000-0000-4000-8000-000000000001',
      formElapsedMs: expect.any(Number),
      website: '',
    });
    expect(submitLeadMock).toHaveBeenNthCalledWith(2, 'notify-new-lead', { leadId: LEAD_ID });
    expect(within(toasts()).getByText(aspirer.toasts.success)).toBeInTheDocument();
    expect(sessionStorage.getItem(quizProgressKey('aspirer'))).toBeNull();
  });

  it('does not notify anyone when submit-lead returns no lead id', async () => {
    submitLeadMock.mockResolvedValue({ ok: true });
    const { user } = renderQuiz('aspirer');
    await answerAspirerUpToContact(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: aspirer.submit }));

    expect(await screen.findByRole('heading', { name: 'Book your call' })).toBeInTheDocument();
    expect(submitLeadMock).toHaveBeenCalledTimes(1);
  });

  it('goes on to /call-booking without waiting for the notification', async () => {
    submitLeadMock.mockImplementation((name) =>
      name === 'submit-lead' ? Promise.resolve({ ok: true, data: { leadId: LEAD_ID } }) : new Promise(() => undefined),
    );
    const { user } = renderQuiz('aspirer');
    await answerAspirerUpToContact(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: aspirer.submit }));

    expect(await screen.findByRole('heading', { name: 'Book your call' })).toBeInTheDocument();
  });

  it('on failure shows the failure toast, keeps the answers and retries with the same submission id', async () => {
    submitLeadMock.mockResolvedValueOnce({ ok: false, reason: 'failed', message: 'Network down' });
    const { user } = renderQuiz('aspirer');
    await answerAspirerUpToContact(user);
    await fillContact(user);
    const submit = screen.getByRole('button', { name: aspirer.submit });
    await user.click(submit);

    expect(await within(toasts()).findByText(aspirer.toasts.failure)).toBeInTheDocument();
    expect(screen.getByText(stepLabel(5))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: aspirer.steps.contact.nameLabel })).toHaveValue('Dana Kim');
    expect(screen.getByRole('textbox', { name: aspirer.steps.contact.emailLabel })).toHaveValue('dana@example.com');
    expect(submit).toHaveFocus();
    expect(sessionStorage.getItem(quizProgressKey('aspirer'))).toContain('Vegan taco truck');

    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Book your call' })).toBeInTheDocument();
    const ids = submitLeadMock.mock.calls.filter(([name]) => name === 'submit-lead').map(([, body]) => body.clientSubmissionId);
    expect(ids).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001']);
  });

  it('shows the server’s refusal of a field under that field', async () => {
    submitLeadMock.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      message: 'Invalid request',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    const { user } = renderQuiz('aspirer');
    await answerAspirerUpToContact(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: aspirer.submit }));

    const email = await screen.findByRole('textbox', { name: aspirer.steps.contact.emailLabel, description: 'Please enter a valid email address' });
    expect(email).toHaveFocus();
    expect(within(toasts()).getByText(aspirer.toasts.failure)).toBeInTheDocument();
  });
});

describe('the funnel events (with analytics consent)', () => {
  let events: StoredAnalyticsEvent[] = [];
  let stop = () => undefined as unknown;
  beforeEach(() => {
    events = [];
    setAnalyticsConsentCheck(() => true);
    stop = onAnalyticsEvent((event) => events.push(event));
  });
  afterEach(() => {
    stop();
    setAnalyticsConsentCheck(() => false);
  });

  it('sends quiz_start, quiz_step for each step shown, then quiz_submit after the lead is saved', async () => {
    const { user } = renderQuiz('aspirer');
    await answerAspirerUpToContact(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: aspirer.submit }));
    await screen.findByRole('heading', { name: 'Book your call' });

    expect(events.map((event) => [event.name, event.params])).toEqual([
      ['quiz_start', { quiz: 'aspirer' }],
      ['quiz_step', { quiz: 'aspirer', step: 1, step_id: 'stage' }],
      ['quiz_step', { quiz: 'aspirer', step: 2, step_id: 'concept' }],
      ['quiz_step', { quiz: 'aspirer', step: 3, step_id: 'customer' }],
      ['quiz_step', { quiz: 'aspirer', step: 4, step_id: 'fear' }],
      ['quiz_step', { quiz: 'aspirer', step: 5, step_id: 'contact' }],
      ['quiz_submit', { quiz: 'aspirer' }],
    ]);
  });

  it('sends no quiz_submit when the lead fails', async () => {
    submitLeadMock.mockResolvedValue({ ok: false, reason: 'failed', message: 'down' });
    const { user } = renderQuiz('aspirer');
    await answerAspirerUpToContact(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: aspirer.submit }));
    expect(await within(toasts()).findByText(aspirer.toasts.failure)).toBeInTheDocument();
    expect(events.map((event) => event.name)).not.toContain('quiz_submit');
  });
});
