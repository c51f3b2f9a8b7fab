import { createRef, type MouseEvent, type Ref } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('renders a button of type "button" by default', () => {
    render(<Button>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
  });

  it('with asChild renders the child element with its classes added to the button\'s, props and refs merged', async () => {
    const onSlotClick = vi.fn();
    const onChildClick = vi.fn((event: MouseEvent) => event.preventDefault());
    const ref = createRef<HTMLElement>();
    render(
      <Button asChild variant="accent" className="mt-4" onClick={onSlotClick} ref={ref as Ref<HTMLButtonElement>}>
        <a href="/contact" className="w-full" onClick={onChildClick}>
          Get a quote
        </a>
      </Button>,
    );

    const link = screen.getByRole('link', { name: 'Get a quote' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('bg-accent', 'text-accent-foreground', 'min-h-11', 'px-5', 'mt-4', 'w-full');
    expect(ref.current).toBe(link);

    await userEvent.setup().click(link);
    expect(onChildClick).toHaveBeenCalledTimes(1);
    expect(onSlotClick).toHaveBeenCalledTimes(1);
  });

  it('adds a caller\'s classes without resolving them against its own: a size is asked for, not restated', () => {
    render(
      <>
        <Button className="w-full">Full width</Button>
        <Button variant="link" size="inline">
          Privacy choices
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Full width' })).toHaveClass('min-h-11', 'px-5', 'w-full');
    const inline = screen.getByRole('button', { name: 'Privacy choices' });
    expect(inline).toHaveClass('min-h-9', 'px-1');
    expect(inline).not.toHaveClass('min-h-11', 'px-5');
  });
});
