import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

describe('Checkbox', () => {
  it('is a native checkbox named by its label and toggled with Space', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <Checkbox id="consent" name="consent" />
        <Label htmlFor="consent">I agree to be contacted</Label>
      </div>,
    );

    const checkbox = screen.getByRole('checkbox', { name: 'I agree to be contacted' });
    expect(checkbox).toBeInstanceOf(HTMLInputElement);
    expect(checkbox).not.toBeChecked();

    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();

    await user.click(screen.getByText('I agree to be contacted'));
    expect(checkbox).toBeChecked();
  });

  it('shows the error style when aria-invalid', () => {
    render(<Checkbox aria-label="Accept the terms" aria-invalid="true" />);
    expect(screen.getByRole('checkbox', { name: 'Accept the terms' })).toHaveClass('aria-invalid:border-destructive');
  });
});
