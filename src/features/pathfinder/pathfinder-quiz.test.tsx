import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { pathfinderPlans, pathfinderQuestions as questions, pathfinderSectionCopy } from '@/content/pathfinder';
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

const stage = questions['business-stage'].options;
const goal = questions['primary-goal'].options;
const budget = questions.budget.options;
const questionLabel = (position: number) =>
  pathfinderSectionCopy.progress.replace('{current}', String(position)).replace('{total}', String(Object.keys(questions).length));
const completeLabel = (percent: number) => pathfinderSectionCopy.complete.replace('{percent}', String(percent));
const nextButton = () => screen.getByRole('button', { name: pathfinderSectionCopy.next });

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
    expect(screen.getByText(questionLabel(1))).toBeInTheDocument();
    expect(screen.getByText(completeLabel(33))).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('group', { name: questions['business-stage'].question })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(nextButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: pathfinderSectionCopy.back })).not.toBeInTheDocument();
  });

  it('enables Next once the question is answered', async () => {
    const user = renderQuiz();
    await answer(user, questions['business-stage'].question, stage.idea.label);
    expect(nextButton()).toBeEnabled();
  });

  it('describes each option under its label', () => {
    renderQuiz();
    const idea = questions['business-stage'].options.idea;
    expect(screen.getByRole('radio', { name: idea.label })).toHaveAccessibleDescription(idea.description);
  });

  it('moves to question 2 of 3, focuses the new question, and Back returns with the answer kept', async () => {
    const user = renderQuiz();
    await answer(user, questions['business-stage'].question, stage['no-traffic'].label);
    await user.click(nextButton());

    expect(screen.getByText(questionLabel(2))).toBeInTheDocument();
    expect(screen.getByText(completeLabel(67))).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('heading', { name: questions['primary-goal'].question })).toHaveFocus();
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: pathfinderSectionCopy.back }));
    expect(screen.getByText(questionLabel(1))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: questions['business-stage'].question })).toHaveFocus();
    expect(screen.getByRole('radio', { name: stage['no-traffic'].label })).toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  it('does not take focus when it first appears', () => {
    renderQuiz();
    expect(screen.getByRole('heading', { name: questions['business-stage'].question })).not.toHaveFocus();
  });

  it('labels the last step\'s button with the submit words, disabled until answered', async () => {
    const user = renderQuiz();
    await answer(user, questions['business-stage'].question, stage.idea.label);
    await user.click(nextButton());
    await answer(user, questions['primary-goal'].question, goal['first-customers'].label);
    await user.click(nextButton());

    expect(screen.getByText(questionLabel(3))).toBeInTheDocument();
    expect(screen.getByText(completeLabel(100))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: pathfinderSectionCopy.next })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: pathfinderSectionCopy.submit })).toBeDisabled();
  });

  it('can be answered with the keyboard alone', async () => {
    const user = renderQuiz();
    await user.tab();
    expect(screen.getByRole('radio', { name: stage.idea.label })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: stage['no-traffic'].label })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByText(questionLabel(2))).toBeInTheDocument();
  });

  // Answers in the order of the three questions; expected plans from the four rules of docs/product.md#plan-recommendation.
  it.each([
    {
      rule: '1: a scaling business gets Market Dominance SEO',
      answers: [stage.scaling.label, goal['more-leads'].label, budget.starter.label],
      slug: 'market-dominance-seo' as const,
    },
    {
      rule: '2: an idea below a scale budget gets The Launch Pad',
      answers: [stage.idea.label, goal['online-sales'].label, budget.growth.label],
      slug: 'launch-pad' as const,
    },
    {
      rule: '3: an online-sales goal gets The Conversion Catalyst',
      answers: [stage['no-traffic'].label, goal['online-sales'].label, budget.starter.label],
      slug: 'conversion-catalyst' as const,
    },
    {
      rule: '4: otherwise The Growth Accelerator',
      answers: [stage['no-traffic'].label, goal.awareness.label, budget.growth.label],
      slug: 'growth-accelerator' as const,
    },
  ])('rule $rule, and goes to /pathfinder/results with name, slug and reason', async ({ answers, slug }) => {
    const user = renderQuiz();
    const [stageAnswer, goalAnswer, budgetAnswer] = answers;
    await answer(user, questions['business-stage'].question, stageAnswer ?? '');
    await user.click(nextButton());
    await answer(user, questions['primary-goal'].question, goalAnswer ?? '');
    await user.click(nextButton());
    await answer(user, questions.budget.question, budgetAnswer ?? '');
    await user.click(screen.getByRole('button', { name: pathfinderSectionCopy.submit }));

    const query = resultsQuery();
    expect(query.get('name')).toBe(pathfinderPlans[slug].name);
    expect(query.get('slug')).toBe(slug);
    expect(query.get('reason')).toMatch(/^[A-Z].{20,}\.$/);
  });

  it('sends a scale budget to Market Dominance SEO even from the idea stage (rule 1 before rule 2)', async () => {
    const user = renderQuiz();
    await answer(user, questions['business-stage'].question, stage.idea.label);
    await user.click(nextButton());
    await answer(user, questions['primary-goal'].question, goal['first-customers'].label);
    await user.click(nextButton());
    await answer(user, questions.budget.question, budget.scale.label);
    await user.click(screen.getByRole('button', { name: pathfinderSectionCopy.submit }));
    expect(resultsQuery().get('slug')).toBe('market-dominance-seo');
  });
});
