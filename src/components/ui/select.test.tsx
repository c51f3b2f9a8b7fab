import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

describe('Select', () => {
  it('is a labelled combobox that picks an option with the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <>
        <span id="budget-label">Budget</span>
        <Select defaultValue="mid" onValueChange={onValueChange}>
          <SelectTrigger aria-labelledby="budget-label">
            <SelectValue placeholder="Choose a budget" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="low">Under $5k</SelectItem>
            <SelectItem value="mid">$5k–$20k</SelectItem>
            <SelectItem value="high">Over $20k</SelectItem>
          </SelectContent>
        </Select>
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Budget' });
    expect(trigger).toHaveTextContent('$5k–$20k');

    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('high');
    expect(trigger).toHaveTextContent('Over $20k');
  });
});
