import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { onboardingCopy as copy } from '@/content/onboarding';
import { submitLead, type SubmitResult } from '@/features/lead-capture/send-lead';
import { ONBOARDING_STEP_COUNT } from './onboarding-answers';
import { OnboardingWizard } from './onboarding-wizard';
import { onboardingGoals, onboardingIndustries } from './recommend-package';
import { acceptEverySubmission } from '../../../tests/lead-sending';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const submitLeadMock = vi.mocked(submitLead);

beforeEach(() => {
  vi.clearAllMocks();
});
acceptEverySubmission();

function renderWizard() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <OnboardingWizard />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

/** The counter's words for a step: "Step 2 of 4". */
const stepLabel = (step: number) => copy.progress.replace('{current}', String(step)).replace('{total}', String(ONBOARDING_STEP_COUNT));
const continueButton = () => screen.getByRole('button', { name: copy.buttons.next });
const backButton = () => screen.getByRole('button', { name: copy.buttons.back });

interface Answers {
  goal: string;
  company: string;
  industry: string;
  email: string;
  budget: string;
  timeline: string;
}

const defaults: Answers = {
  goal: 'Generate More Leads',
  company: 'Smile Dental',
  industry: 'Healthcare',
  email: 'owner@smiledental.example',
  budget: '$5,000 - $10,000/month',
  timeline: '1-3 months',
};

async function chooseIndustry(user: UserEvent, industry: string) {
  await user.click(screen.getByRole('combobox', { name: copy.fields.industry }));
  await user.click(await screen.findByRole('option', { name: industry }));
}

/** Answers steps 1 to 3 and arrives on step 4. */
async function reachStepFour(user: UserEvent, answers: Partial<Answers> = {}) {
  const a = { ...defaults, ...answers };
  await user.click(screen.getByRole('radio', { name: a.goal }));
  await user.click(continueButton());
  await user.type(screen.getByRole('textbox', { name: copy.fields.company }), a.company);
  await chooseIndustry(user, a.industry);
  await user.type(screen.getByRole('textbox', { name: copy.fields.email }), a.email);
  await user.click(continueButton());
  await user.click(screen.getByRole('radio', { name: a.budget }));
  await user.click(screen.getByRole('radio', { name: a.timeline }));
  await user.click(continueButton());
  expect(screen.getByText(stepLabel(4))).toBeInTheDocument();
}

/**
 * Sends step four and expects the address refused: the wizard is back on step 2, the e-mail field has
 * focus and is described by the message. Returns the field.
 */
async function submitAndExpectEmailRefused(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: copy.buttons.submit }));
  expect(await screen.findByText(stepLabel(2))).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: copy.fields.email });
  expect(email).toHaveFocus();
  expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
  return email;
}

describe('OnboardingWizard steps', () => {
  it('starts on step 1 with Back disabled and Continue disabled until a goal is chosen', async () => {
    const user = renderWizard();
    expect(screen.getByRole('heading', { name: copy.steps.goal.title })).toBeInTheDocument();
    expect(screen.getByText(stepLabel(1))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: copy.progressLabel })).toHaveAttribute('aria-valuetext', stepLabel(1));
    expect(backButton()).toBeDisabled();
    expect(continueButton()).toBeDisabled();

    const goals = within(screen.getByRole('radiogroup', { name: copy.steps.goal.title })).getAllByRole('radio');
    expect(goals.map((radio) => radio.closest('label')?.textContent)).toEqual(onboardingGoals.map((goal) => goal.label));

    await user.click(screen.getByRole('radio', { name: 'Boost Online Sales' }));
    expect(continueButton()).toBeEnabled();
    expect(backButton()).toBeDisabled();
  });

  it('moves focus to the new step heading and announces the progress', async () => {
    const user = renderWizard();
    // The first render leaves focus where the page put it.
    expect(screen.getByRole('heading', { name: copy.steps.goal.title })).not.toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Generate More Leads' }));
    await user.click(continueButton());

    expect(screen.getByRole('heading', { name: copy.steps.business.title })).toHaveFocus();
    expect(screen.getByText(stepLabel(2))).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('progressbar', { name: copy.progressLabel })).toHaveAttribute('aria-valuenow', '50');

    await user.click(backButton());
    expect(screen.getByRole('heading', { name: copy.steps.goal.title })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Generate More Leads' })).toBeChecked();
  });

  it('is keyboard operable: arrows pick a goal and Enter continues', async () => {
    const user = renderWizard();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Generate More Leads' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Automate Phone Calls' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: copy.steps.business.title })).toHaveFocus();
  });

  it('enables Continue on step 2 only once company, industry and email are all filled', async () => {
    const user = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Generate More Leads' }));
    await user.click(continueButton());
    expect(continueButton()).toBeDisabled();
    expect(backButton()).toBeEnabled();

    const company = screen.getByRole('textbox', { name: copy.fields.company });
    const email = screen.getByRole('textbox', { name: copy.fields.email });
    expect(email).toHaveAttribute('type', 'email');

    await user.type(company, 'Smile Dental');
    expect(continueButton()).toBeDisabled();
    await chooseIndustry(user, 'Legal/Attorney');
    expect(screen.getByRole('combobox', { name: copy.fields.industry })).toHaveTextContent('Legal/Attorney');
    expect(continueButton()).toBeDisabled();
    await user.type(email, 'owner@smiledental.example');
    expect(continueButton()).toBeEnabled();

    // Spaces are not a company name.
    await user.clear(company);
    await user.type(company, '   ');
    expect(continueButton()).toBeDisabled();
  });

  it('offers the eleven industries', async () => {
    const user = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Generate More Leads' }));
    await user.click(continueButton());
    await user.click(screen.getByRole('combobox', { name: copy.fields.industry }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(onboardingIndustries);
    await user.keyboard('{Escape}');
  });

  it('enables Continue on step 3 only once budget and timeline are chosen', async () => {
    const user = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Generate More Leads' }));
    await user.click(continueButton());
    await user.type(screen.getByRole('textbox', { name: copy.fields.company }), 'Smile Dental');
    await chooseIndustry(user, 'Healthcare');
    await user.type(screen.getByRole('textbox', { name: copy.fields.email }), 'owner@smiledental.example');
    await user.click(continueButton());

    expect(screen.getByRole('heading', { name: copy.steps.investment.title })).toHaveFocus();
    expect(within(screen.getByRole('radiogroup', { name: copy.fields.budget })).getAllByRole('radio')).toHaveLength(4);
    expect(within(screen.getByRole('radiogroup', { name: copy.fields.timeline })).getAllByRole('radio')).toHaveLength(4);
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '$10,000 - $25,000/month' }));
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '6+ months' }));
    expect(continueButton()).toBeEnabled();
  });

  it('replaces Continue on step 4 with "Get My Custom Strategy" and summarises the answers', async () => {
    const user = renderWizard();
    await reachStepFour(user);
    expect(screen.queryByRole('button', { name: copy.buttons.next })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.buttons.submit })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: copy.fields.details })).toHaveClass('min-h-[120px]');

    const summary = screen.getByRole('region', { name: copy.summary.heading });
    for (const value of Object.values(defaults)) expect(summary).toHaveTextContent(value);
    expect(submitLeadMock).not.toHaveBeenCalled();
  });
});

describe('OnboardingWizard submission', () => {
  it('sends the answers as an onboarding lead', async () => {
    const user = renderWizard();
    await reachStepFour(user, { goal: 'Improve Conversions', industry: 'Real Estate', timeline: 'ASAP - Within 30 days' });
    await user.type(screen.getByRole('textbox', { name: copy.fields.details }), 'Our open houses need more sign-ups.');
    await user.click(screen.getByRole('button', { name: copy.buttons.submit }));

    // The request's schema loads on the first submission, then the answers go out.
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    // Each answer under its own name; no name is made up, and the package is the server's to work out.
    expect(submitLeadMock).toHaveBeenCalledWith('send-contact-email', {
      source: 'onboarding',
      goal: 'conversion',
      company: 'Smile Dental',
      industry: 'Real Estate',
      email: 'owner@smiledental.example',
      budget: '5000-10000',
      timeline: 'ASAP - Within 30 days',
      details: 'Our open houses need more sign-ups.',
      clientSubmissionId: '00000000-0000-4000-8000-000000000001',
      formElapsedMs: expect.any(Number),
    });
  });

  it('reads "Creating Your Strategy..." and is disabled while sending', async () => {
    let finish: (result: SubmitResult) => void = () => undefined;
    submitLeadMock.mockReturnValue(new Promise<SubmitResult>((resolve) => (finish = resolve)));
    const user = renderWizard();
    await reachStepFour(user);
    await user.click(screen.getByRole('button', { name: copy.buttons.submit }));

    const busy = screen.getByRole('button', { name: copy.buttons.submitting });
    expect(busy).toBeDisabled();
    expect(backButton()).toBeDisabled();
    await user.click(busy);
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));

    await act(async () => finish({ ok: true }));
    expect(await screen.findByRole('heading', { name: /Growth Engine/ })).toBeInTheDocument();
  });

  it.each([
    {
      goal: 'Automate Phone Calls',
      budget: '$1,000 - $5,000/month',
      value: '1000-5000',
      name: 'Launch Pad',
      setup: '$2,500 - $5,000',
      monthly: '$1,500 - $3,000/month',
      term: '3 months minimum',
      guarantee: '30-day risk-free trial with setup fee refund if not satisfied',
      link: '/service-agreement?package=Launch+Pad&monthly=1500&setup=2500',
    },
    {
      goal: 'Automate Phone Calls',
      budget: '$5,000 - $10,000/month',
      value: '5000-10000',
      name: 'Growth Engine',
      setup: '$5,000 - $7,500',
      monthly: '$3,500 - $6,500/month',
      term: '6 months minimum',
      guarantee: 'double qualified leads within 90 days or work for free',
      link: '/service-agreement?package=Growth+Engine&monthly=3500&setup=5000',
    },
    {
      goal: 'Build Brand Awareness',
      budget: '$10,000 - $25,000/month',
      value: '10000-25000',
      name: 'Market Leader',
      setup: '$10,000 - $15,000',
      monthly: '$7,500 - $15,000/month',
      term: '12 months minimum',
      guarantee: '3x ROI guarantee or 3 months of free service',
      link: '/service-agreement?package=Market+Leader&monthly=7500&setup=10000',
    },
    {
      goal: 'Generate More Leads',
      budget: '$25,000+ /month',
      value: '25000+',
      name: 'Market Leader',
      setup: '$10,000 - $15,000',
      monthly: '$7,500 - $15,000/month',
      term: '12 months minimum',
      guarantee: '3x ROI guarantee or 3 months of free service',
      link: '/service-agreement?package=Market+Leader&monthly=7500&setup=10000',
    },
  ])('recommends $name for $goal on $budget, with its terms and agreement link', async (expected) => {
    const user = renderWizard();
    await reachStepFour(user, { goal: expected.goal, budget: expected.budget });
    await user.click(screen.getByRole('button', { name: copy.buttons.submit }));

    const heading = await screen.findByRole('heading', { name: `Your recommended package ${expected.name}` });
    expect(heading).toHaveFocus();
    expect(submitLeadMock.mock.calls[0]?.[1]).toMatchObject({ budget: expected.value });
    const terms = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(terms).toEqual({
      [copy.recommendation.setupFee]: expected.setup,
      [copy.recommendation.monthlyRetainer]: expected.monthly,
      [copy.recommendation.contractTerm]: expected.term,
      [copy.recommendation.guarantee]: expected.guarantee,
    });
    expect(screen.getByRole('link', { name: copy.recommendation.viewAgreement })).toHaveAttribute('href', expected.link);
    expect(screen.getByRole('link', { name: copy.recommendation.bookCall })).toHaveAttribute('href', '/call-booking');
  });

  it('confirms success with the toast and a note naming the e-mail', async () => {
    const user = renderWizard();
    await reachStepFour(user, { email: 'Maria@Example.com' });
    await user.click(screen.getByRole('button', { name: copy.buttons.submit }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText(copy.toasts.success.title)).toBeInTheDocument();
    expect(
      within(toasts).getByText(copy.toasts.success.description),
    ).toBeInTheDocument();
    expect(screen.getByText('Maria@Example.com').closest('p')).toHaveTextContent(
      `${copy.recommendation.confirmationBefore} Maria@Example.com${copy.recommendation.confirmationAfter}`,
    );
    expect(screen.queryByRole('progressbar', { name: copy.progressLabel })).not.toBeInTheDocument();
  });

  it('on failure shows the error toast, stays on step 4 with the answers, and retries as the same submission', async () => {
    submitLeadMock.mockResolvedValueOnce({ ok: false, reason: 'failed', message: 'Failed to fetch' });
    const user = renderWizard();
    await reachStepFour(user);
    await user.type(screen.getByRole('textbox', { name: copy.fields.details }), 'Keep this text.');
    await user.click(screen.getByRole('button', { name: copy.buttons.submit }));

    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(copy.toasts.failure.title)).toBeInTheDocument();
    expect(within(alert).getByText(copy.toasts.failure.description)).toBeInTheDocument();
    expect(screen.getByText(stepLabel(4))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: copy.fields.details })).toHaveValue('Keep this text.');
    expect(screen.getByRole('region', { name: copy.summary.heading })).toHaveTextContent('Smile Dental');
    const submit = screen.getByRole('button', { name: copy.buttons.submit });
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /Your recommended package/ })).not.toBeInTheDocument();

    await user.click(submit);
    expect(submitLeadMock).toHaveBeenCalledTimes(2);
    const ids = submitLeadMock.mock.calls.map(([, body]) => body.clientSubmissionId);
    expect(ids[1]).toBe(ids[0]);
    expect(await screen.findByRole('heading', { name: /Growth Engine/ })).toBeInTheDocument();
  });

  it('takes the visitor back to the e-mail field when the server refuses the address', async () => {
    submitLeadMock.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      message: 'Invalid input',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    const user = renderWizard();
    await reachStepFour(user, { email: 'owner@refused.example' });

    const email = await submitAndExpectEmailRefused(user);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('alert')).getByText(copy.toasts.failure.description)).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'owner@smiledental.example');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.click(continueButton());
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: copy.buttons.submit }));
    expect(submitLeadMock).toHaveBeenLastCalledWith(
      'send-contact-email',
      expect.objectContaining({ email: 'owner@smiledental.example', clientSubmissionId: '00000000-0000-4000-8000-000000000002' }),
    );
    expect(await screen.findByText(copy.recommendation.confirmationBefore, { exact: false })).toHaveTextContent('owner@smiledental.example');
  });

  it('checks the answers with the server’s rules before sending: an address it would refuse is not sent', async () => {
    const user = renderWizard();
    await reachStepFour(user, { email: 'owner@localhost' });

    await submitAndExpectEmailRefused(user);
    expect(submitLeadMock).not.toHaveBeenCalled();
  });
});
