import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
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

async function choose(user: UserEvent, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const calculateButton = () => screen.getByRole('button', { name: 'Calculate' });
const goal = (name: string) => screen.getByRole('button', { name });

/** The figure a result label names, e.g. "Monthly Investment" → "$3,375". */
function figure(label: RegExp): string {
  const term = within(screen.getByRole('region', { name: 'Your Estimate' })).getByText(label, { selector: 'dt' });
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
    expect(screen.getByRole('combobox', { name: /Monthly budget/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /Timeline/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('group', { name: /Goals/ })).toHaveTextContent('*');
    expect(screen.getByRole('group', { name: /Goals/ })).toHaveAccessibleName('Goals (required)');
  });

  it('keeps Calculate disabled until a budget, a timeline and at least one goal are chosen', async () => {
    const user = renderCalculator();
    expect(calculateButton()).toBeDisabled();
    expect(calculateButton()).toHaveAccessibleDescription(
      'Choose a budget, a timeline and at least one goal to calculate your estimate.',
    );

    await choose(user, /Monthly budget/, '$2,500 - $5,000/month');
    expect(calculateButton()).toBeDisabled();
    await choose(user, /Timeline/, '1-3 months');
    expect(calculateButton()).toBeDisabled();
    await user.click(goal('Generate More Leads'));
    expect(calculateButton()).toBeEnabled();

    await user.click(goal('Generate More Leads'));
    expect(calculateButton()).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Your Estimate' })).not.toBeInTheDocument();
  });

  it('toggles goals on and off', async () => {
    const user = renderCalculator();
    expect(goal('Boost Online Sales')).toHaveAttribute('aria-pressed', 'false');
    await user.click(goal('Boost Online Sales'));
    expect(goal('Boost Online Sales')).toHaveAttribute('aria-pressed', 'true');
    await user.click(goal('Boost Online Sales'));
    expect(goal('Boost Online Sales')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the estimate for $2,500 - $5,000, 1-3 months, leads and sales, and moves focus to it', async () => {
    const user = renderCalculator();
    await choose(user, /Monthly budget/, '$2,500 - $5,000/month');
    await choose(user, /Timeline/, '1-3 months');
    await user.click(goal('Generate More Leads'));
    await user.click(goal('Boost Online Sales'));
    expect(screen.queryByRole('region', { name: 'Your Estimate' })).not.toBeInTheDocument();
    await user.click(calculateButton());

    // By hand from the formula in docs/product.md#pricing-estimator: 1500 × 1.5 × (1.2 + 1.3) / 2 × 1.2 = 3375; setup 3375 / 2 = 1687.5 → 1688;
    // ROI 3375 × 3.5 = 11812.5 → 11813.
    const result = screen.getByRole('region', { name: 'Your Estimate' });
    expect(screen.getByRole('heading', { name: 'Your Estimate' })).toHaveFocus();
    expect(figure(/Monthly Investment/)).toBe('$3,375');
    expect(figure(/Setup Fee/)).toBe('$1,688');
    expect(figure(/Estimated ROI/)).toBe('$11,813');
    expect(figure(/Services Included/)).toBe('2');
    expect(result).toHaveTextContent('Budget: $2,500 - $5,000/month');
    expect(result).toHaveTextContent('Timeline: 1-3 months');
  });

  it('recalculates live after Calculate: a goal toggled off changes the figures and the services count', async () => {
    const user = renderCalculator();
    await choose(user, /Monthly budget/, '$2,500 - $5,000/month');
    await choose(user, /Timeline/, '1-3 months');
    await user.click(goal('Generate More Leads'));
    await user.click(goal('Boost Online Sales'));
    await user.click(calculateButton());
    expect(figure(/Services Included/)).toBe('2');

    await user.click(goal('Boost Online Sales'));
    // 1500 × 1.5 × 1.2 × 1.2 = 3240.
    expect(figure(/Services Included/)).toBe('1');
    expect(figure(/Monthly Investment/)).toBe('$3,240');

    await user.click(goal('Build Brand Awareness'));
    await user.click(goal('Drive Website Traffic'));
    // (1.2 + 1 + 1.1) / 3 = 1.1; 1500 × 1.5 × 1.1 × 1.2 = 2970.
    expect(figure(/Services Included/)).toBe('3');
    expect(figure(/Monthly Investment/)).toBe('$2,970');

    await choose(user, /Timeline/, '12+ months');
    // 1500 × 1.5 × 1.1 × 0.8 = 1980.
    expect(figure(/Monthly Investment/)).toBe('$1,980');
    expect(screen.getByRole('region', { name: 'Your Estimate' })).toHaveTextContent('Timeline: 12+ months');
  });

  it('asks for a goal instead of showing a stale estimate when every goal is toggled off', async () => {
    const user = renderCalculator();
    await choose(user, /Monthly budget/, '$10,000+/month');
    await choose(user, /Timeline/, '3-6 months');
    await user.click(goal('Improve Search Rankings'));
    await user.click(calculateButton());
    await user.click(goal('Improve Search Rankings'));

    const result = screen.getByRole('region', { name: 'Your Estimate' });
    expect(result).toHaveTextContent('Choose at least one goal to update your estimate.');
    expect(within(result).queryByText(/Monthly Investment/)).not.toBeInTheDocument();
  });

  it('links the call to action to the contact section: the home page\'s anchor, or / from other pages', async () => {
    const user = renderCalculator({ contactHref: '#contact' });
    await choose(user, /Monthly budget/, '$500 - $1,000/month');
    await choose(user, /Timeline/, '6-12 months');
    await user.click(goal('Build Brand Awareness'));
    await user.click(calculateButton());
    expect(screen.getByRole('link', { name: 'Get My Custom Quote' })).toHaveAttribute('href', '#contact');
  });

  it('defaults the call to action to /#contact', async () => {
    const user = renderCalculator();
    await choose(user, /Monthly budget/, '$500 - $1,000/month');
    await choose(user, /Timeline/, '6-12 months');
    await user.click(goal('Build Brand Awareness'));
    await user.click(calculateButton());
    expect(screen.getByRole('link', { name: 'Get My Custom Quote' })).toHaveAttribute('href', '/#contact');
  });
});
