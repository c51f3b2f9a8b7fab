import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { ChoiceCards, type Choice, type ChoiceCardsProps } from './choice-cards';

type Size = 'small' | 'medium' | 'large';

const sizes: readonly Choice<Size>[] = [
  { value: 'small', label: 'Small', description: 'For one person.' },
  { value: 'medium', label: 'Medium', description: 'For a team.' },
  { value: 'large', label: 'Large', description: 'For the whole company.' },
];

type HarnessProps = Pick<ChoiceCardsProps<Size>, 'describedBy' | 'required' | 'error'> &
  ({ legend: string } | { labelledBy: string }) & { onChange?: (size: Size) => void };

/** The group as a form holds it: the chosen value in state. */
function Harness({ onChange, ...props }: HarnessProps) {
  const [size, setSize] = useState<Size | ''>('');
  return (
    <>
      <p id="size-help">Pick the plan that fits.</p>
      <ChoiceCards
        {...props}
        name="size"
        choices={sizes}
        value={size}
        onChange={(next) => {
          setSize(next);
          onChange?.(next);
        }}
      />
      <button type="button">After the group</button>
    </>
  );
}

describe('ChoiceCards', () => {
  it('names each radio by its label and describes it by its description', () => {
    render(<Harness legend="Plan size" />);
    const group = screen.getByRole('group', { name: 'Plan size' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['small', 'medium', 'large']);
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveAccessibleDescription('For a team.');
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('draws a choice’s icon without adding to its name', () => {
    render(
      <ChoiceCards
        name="shape"
        legend="Shape"
        choices={[{ value: 'round', label: 'Round', icon: <svg aria-hidden="true" data-testid="round-icon" /> }]}
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Round' }).closest('label')).toContainElement(screen.getByTestId('round-icon'));
  });

  it('picks a choice when its words are clicked and reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(size: Size) => void>();
    render(<Harness legend="Plan size" onChange={onChange} />);
    await user.click(screen.getByText('Large'));
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('large');
  });

  it('is one Tab stop: arrows move between the choices and pick them, Tab leaves the group', async () => {
    const user = userEvent.setup();
    render(<Harness legend="Plan size" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Medium' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the group' })).toHaveFocus();
    // Back into the group lands on the chosen radio.
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Large' })).toHaveFocus();
  });

  it('takes its name and description from a heading and helper elsewhere on the page', () => {
    render(
      <>
        <h2 id="size-question">How big is your team?</h2>
        <Harness labelledBy="size-question" describedBy="size-help" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'How big is your team?' })).toHaveAccessibleDescription('Pick the plan that fits.');
  });

  it('announces a required group as a radiogroup that needs an answer', () => {
    render(<Harness legend="Plan size" required />);
    expect(screen.getByRole('radiogroup', { name: 'Plan size' })).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('ties an error to the group, and marks a required group invalid until the error goes', () => {
    const { rerender } = render(<Harness legend="Plan size" describedBy="size-help" required error="Please choose a size" />);
    const group = screen.getByRole('radiogroup', { name: 'Plan size' });
    expect(group).toHaveAccessibleDescription('Pick the plan that fits. Please choose a size');
    expect(group).toHaveAttribute('aria-invalid', 'true');

    rerender(<Harness legend="Plan size" describedBy="size-help" required />);
    expect(group).toHaveAccessibleDescription('Pick the plan that fits.');
    expect(screen.queryByText('Please choose a size')).not.toBeInTheDocument();
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('describes an optional group by its error too', () => {
    render(<Harness legend="Plan size" error="Please choose a size" />);
    expect(screen.getByRole('group', { name: 'Plan size' })).toHaveAccessibleDescription('Please choose a size');
  });

  it('hands a form library the radio to focus: the chosen one, or the first while none is chosen', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<ChoiceCards legend="Plan size" name="size" choices={sizes} value="" onChange={() => {}} inputRef={ref} />);
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'Small' }));
    rerender(<ChoiceCards legend="Plan size" name="size" choices={sizes} value="large" onChange={() => {}} inputRef={ref} />);
    expect(ref.current).toBe(screen.getByRole('radio', { name: 'Large' }));
  });
});
