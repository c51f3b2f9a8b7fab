import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PathfinderQuiz } from './pathfinder-quiz';

function ResultsProbe() {
  const location = useLocation();
  return <p data-testid="results-url">{location.pathname + location.search}</p>;
}

function renderQuiz() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<PathfinderQuiz />} />
        <Route path="/pathfinder/results" element={<ResultsProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });

async function answer(user: UserEvent, question: string, option: string) {
  const group = screen.getByRole('group', { name: question });
  await user.click(screen.getByRole('radio', { name: option }));
  expect(group).toContainElement(screen.getByRole('radio', { name: option }));
}

/** The results URL the quiz navigated to, read back as its query. */
function resultsQuery(): URLSearchParams {
  const url = new URL(screen.getByTestId('results-url').textContent ?? '', 'https://example.com');
  expect(url.pathname).toBe('/pathfinder/results');
  return url.searchParams;
}

describe('PathfinderQuiz', () => {
  it('starts on question 1 of 3 with Next disabled and no Back', () => {
    renderQuiz();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('group', { name: 'Where is your business today?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(nextButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('enables Next once the question is answered', async () => {
    const user = renderQuiz();
    await answer(user, 'Where is your business today?', 'Just an idea');
    expect(nextButton()).toBeEnabled();
  });

  it('describes each option under its label', () => {
    renderQuiz();
    expect(screen.getByRole('radio', { name: 'Just an idea' })).toHaveAccessibleDescription(
      'I am planning to launch and do not have customers yet.',
    );
  });

  it('moves to question 2 of 3, focuses the new question, and Back returns with the answer kept', async () => {
    const user = renderQuiz();
    await answer(user, 'Where is your business today?', 'Open, but hard to find');
    await user.click(nextButton());

    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('67% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('heading', { name: 'What matters most to you in the next 90 days?' })).toHaveFocus();
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where is your business today?' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Open, but hard to find' })).toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  it('does not take focus when it first appears', () => {
    renderQuiz();
    expect(screen.getByRole('heading', { name: 'Where is your business today?' })).not.toHaveFocus();
  });

  it('labels the last step\'s button "Get My Custom Plan", disabled until answered', async () => {
    const user = renderQuiz();
    await answer(user, 'Where is your business today?', 'Just an idea');
    await user.click(nextButton());
    await answer(user, 'What matters most to you in the next 90 days?', 'Win my first customers');
    await user.click(nextButton());

    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get My Custom Plan' })).toBeDisabled();
  });

  it('can be answered with the keyboard alone', async () => {
    const user = renderQuiz();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Just an idea' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Open, but hard to find' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  });

  // Answers in the order of the three questions; expected plans from the four rules of docs/product.md#plan-recommendation.
  it.each([
    {
      rule: '1: a scaling business gets Market Dominance SEO',
      answers: ['Growing and ready to scale', 'More calls and enquiries', 'Under $1,500/month'],
      name: 'Market Dominance SEO',
      slug: 'market-dominance-seo',
    },
    {
      rule: '2: an idea below a scale budget gets The Launch Pad',
      answers: ['Just an idea', 'Sell more online', '$1,500 - $5,000/month'],
      name: 'The Launch Pad',
      slug: 'launch-pad',
    },
    {
      rule: '3: an online-sales goal gets The Conversion Catalyst',
      answers: ['Open, but hard to find', 'Sell more online', 'Under $1,500/month'],
      name: 'The Conversion Catalyst',
      slug: 'conversion-catalyst',
    },
    {
      rule: '4: otherwise The Growth Accelerator',
      answers: ['Open, but hard to find', 'Get my name out there', '$1,500 - $5,000/month'],
      name: 'The Growth Accelerator',
      slug: 'growth-accelerator',
    },
  ])('rule $rule, and goes to /pathfinder/results with name, slug and reason', async ({ answers, name, slug }) => {
    const user = renderQuiz();
    const [stage, goal, budget] = answers;
    await answer(user, 'Where is your business today?', stage ?? '');
    await user.click(nextButton());
    await answer(user, 'What matters most to you in the next 90 days?', goal ?? '');
    await user.click(nextButton());
    await answer(user, 'What monthly marketing budget feels comfortable?', budget ?? '');
    await user.click(screen.getByRole('button', { name: 'Get My Custom Plan' }));

    const query = resultsQuery();
    expect(query.get('name')).toBe(name);
    expect(query.get('slug')).toBe(slug);
    expect(query.get('reason')).toMatch(/^[A-Z].{20,}\.$/);
  });

  it('sends a scale budget to Market Dominance SEO even from the idea stage (rule 1 before rule 2)', async () => {
    const user = renderQuiz();
    await answer(user, 'Where is your business today?', 'Just an idea');
    await user.click(nextButton());
    await answer(user, 'What matters most to you in the next 90 days?', 'Win my first customers');
    await user.click(nextButton());
    await answer(user, 'What monthly marketing budget feels comfortable?', '$5,000+/month');
    await user.click(screen.getByRole('button', { name: 'Get My Custom Plan' }));
    expect(resultsQuery().get('slug')).toBe('market-dominance-seo');
  });
});
