import { render, screen } from '@testing-library/react';

import { Progress } from '@/components/ui/progress';

describe('Progress', () => {
  it('exposes its value to assistive technology', () => {
    render(<Progress value={40} aria-label="Quiz progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Quiz progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it.each([
    [-20, '0', '0%'],
    [140, '100', '100%'],
    [Number.NaN, '0', '0%'],
  ])('clamps %s to %s', (value, now, width) => {
    render(
      <>
        <span id="label">Step progress</span>
        <Progress value={value} aria-labelledby="label" />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Step progress' });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar.firstElementChild).toHaveStyle({ width });
  });
});
