import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { howItWorks } from '@/content/how-it-works';
import HowItWorksPage from './how-it-works';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/how-it-works']}>
      <HowItWorksPage />
    </MemoryRouter>,
  );
}

describe('HowItWorksPage (/how-it-works)', () => {
  it('shows every step of the process, numbered in order', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const steps = within(screen.getByRole('region', { name: howItWorks.stepsHeading })).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(steps).toHaveLength(howItWorks.steps.length);
    steps.forEach((step, index) => {
      expect(step).toHaveTextContent(new RegExp(`^${howItWorks.stepLabels.step} ${index + 1}`));
    });
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(howItWorks.steps.map((step) => step.name));
  });

  it('says for each step what happens, what the client gets and how long it takes', () => {
    renderPage();
    for (const step of howItWorks.steps) {
      const card = screen.getByRole('heading', { level: 3, name: step.name }).closest('article');
      if (!card) throw new Error(`no card for ${step.name}`);
      expect(card).toHaveTextContent(step.whatHappens);
      for (const item of step.youGet) expect(within(card).getByText(item)).toBeInTheDocument();
      expect(card).toHaveTextContent(`${howItWorks.stepLabels.duration} ${step.duration}`);
    }
  });

  it('has a button to /case-studies', () => {
    renderPage();
    expect(screen.getByRole('link', { name: howItWorks.proofCta })).toHaveAttribute('href', '/case-studies');
  });
});
