import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { pricingCalculatorCopy as copy } from '@/content/pricing';
import { budgetMultipliers, goalImpacts, timelineFactors, type EstimatorBudget, type EstimatorGoal, type EstimatorTimeline } from './estimate-price';
import PricingCalculatorSection from './pricing-calculator-section';

function renderCalculator(props: { contactHref?: string } = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <PricingCalculatorSection {...props} />
    </MemoryRouter>,
  );
  return user;
}

/** A name that contains `text`: a required field's name goes on with its marker. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: containing(field) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const chooseBudget = (user: UserEvent, budget: EstimatorBudget) => choose(user, copy.budgetLabel, budgetMultipliers[budget].label);
const chooseTimeline = (user: UserEvent, timeline: EstimatorTimeline) => choose(user, copy.timelineLabel, timelineFactors[timeline].label);

const calculateButton = () => screen.getByRole('button', { name: copy.calculate });
const goal = (id: EstimatorGoal) => screen.getByRole('button', { name: goalImpacts[id].label });
const estimate = () => screen.getByRole('region', { name: copy.resultHeading });
const queryEstimate = () => screen.queryByRole('region', { name: copy.resultHeading });

/** The figure a result label names, e.g. copy.monthlyPrice → "$3,375". */
function figure(label: string): string {
  const term = within(estimate()).getByText(containing(label), { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('PricingCalculator', () => {
  it('sits under the pricing-calculator anchor with its three inputs marked required', () => {
    const { container } = render(
      <MemoryRouter>
        <PricingCalculatorSection />
      </MemoryRouter>,
    );
    expect(container.querySelector('section#pricing-calculator')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: containing(copy.budgetLabel) })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: containing(copy.timelineLabel) })).toHaveAttribute('aria-required', 'true');
    const goals = screen.getByRole('group', { name: containing(copy.goalsLabel) });
    expect(goals).toHaveTextContent('*');
    expect(goals).toHaveAccessibleName(`${copy.goalsLabel} (required)`);
  });

  it('keeps Calculate disabled until a budget, a timeline and at least one goal are chosen', async () => {
    const user = renderCalculator();
    expect(calculateButton()).toBeDisabled();
    expect(calculateButton()).toHaveAccessibleDescription(copy.incomplete);

    await chooseBudget(user, '2500-5000');
    expect(calculateButton()).toBeDisabled();
    await chooseTimeline(user, '1-3');
    expect(calculateButton()).toBeDisabled();
    await user.click(goal('leads'));
    expect(calculateButton()).toBeEnabled();

    await user.click(goal('leads'));
    expect(calculateButton()).toBeDisabled();
    expect(queryEstimate()).not.toBeInTheDocument();
  });

  it('toggles goals on and off', async () => {
    const user = renderCalculator();
    expect(goal('sales')).toHaveAttribute('aria-pressed', 'false');
    await user.click(goal('sales'));
    expect(goal('sales')).toHaveAttribute('aria-pressed', 'true');
    await user.click(goal('sales'));
    expect(goal('sales')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the estimate for $2,500 - $5,000, 1-3 months, leads and sales, and moves focus to it', async () => {
    const user = renderCalculator();
    await chooseBudget(user, '2500-5000');
    await chooseTimeline(user, '1-3');
    await user.click(goal('leads'));
    await user.click(goal('sales'));
    expect(queryEstimate()).not.toBeInTheDocument();
    await user.click(calculateButton());

    // By hand from the formula in docs/product.md#pricing-estimator: 1500 × 1.5 × (1.2 + 1.3) / 2 × 1.2 = 3375; setup 3375 / 2 = 1687.5 → 1688;
    // ROI 3375 × 3.5 = 11812.5 → 11813.
    const result = estimate();
    expect(screen.getByRole('heading', { name: copy.resultHeading })).toHaveFocus();
    expect(figure(copy.monthlyPrice)).toBe('$3,375');
    expect(figure(copy.setupFee)).toBe('$1,688');
    expect(figure(copy.estimatedROI)).toBe('$11,813');
    expect(figure(copy.servicesCount)).toBe('2');
    expect(result).toHaveTextContent(`${copy.budget}: ${budgetMultipliers['2500-5000'].label}`);
    expect(result).toHaveTextContent(`${copy.timeline}: ${timelineFactors['1-3'].label}`);
  });

  it('recalculates live after Calculate: a goal toggled off changes the figures and the services count', async () => {
    const user = renderCalculator();
    await chooseBudget(user, '2500-5000');
    await chooseTimeline(user, '1-3');
    await user.click(goal('leads'));
    await user.click(goal('sales'));
    await user.click(calculateButton());
    expect(figure(copy.servicesCount)).toBe('2');

    await user.click(goal('sales'));
    // 1500 × 1.5 × 1.2 × 1.2 = 3240.
    expect(figure(copy.servicesCount)).toBe('1');
    expect(figure(copy.monthlyPrice)).toBe('$3,240');

    await user.click(goal('brand'));
    await user.click(goal('traffic'));
    // (1.2 + 1 + 1.1) / 3 = 1.1; 1500 × 1.5 × 1.1 × 1.2 = 2970.
    expect(figure(copy.servicesCount)).toBe('3');
    expect(figure(copy.monthlyPrice)).toBe('$2,970');

    await chooseTimeline(user, '12+');
    // 1500 × 1.5 × 1.1 × 0.8 = 1980.
    expect(figure(copy.monthlyPrice)).toBe('$1,980');
    expect(estimate()).toHaveTextContent(`${copy.timeline}: ${timelineFactors['12+'].label}`);
  });

  it('asks for a goal instead of showing a stale estimate when every goal is toggled off', async () => {
    const user = renderCalculator();
    await chooseBudget(user, '10000+');
    await chooseTimeline(user, '3-6');
    await user.click(goal('ranking'));
    await user.click(calculateButton());
    await user.click(goal('ranking'));

    const result = estimate();
    expect(result).toHaveTextContent(copy.needsGoal);
    expect(within(result).queryByText(containing(copy.monthlyPrice))).not.toBeInTheDocument();
  });

  it('links the call to action to the contact section: the home page\'s anchor, or / from other pages', async () => {
    const user = renderCalculator({ contactHref: '#contact' });
    await chooseBudget(user, '500-1000');
    await chooseTimeline(user, '6-12');
    await user.click(goal('brand'));
    await user.click(calculateButton());
    expect(screen.getByRole('link', { name: copy.cta })).toHaveAttribute('href', '#contact');
  });

  it('defaults the call to action to /#contact', async () => {
    const user = renderCalculator();
    await chooseBudget(user, '500-1000');
    await chooseTimeline(user, '6-12');
    await user.click(goal('brand'));
    await user.click(calculateButton());
    expect(screen.getByRole('link', { name: copy.cta })).toHaveAttribute('href', '/#contact');
  });
});
