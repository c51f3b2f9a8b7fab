import { createRef, type MouseEvent, type Ref } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Button } from '@/components/ui/button';

describe('Button', () => {
  it('renders a button of type "button" by default', () => {
    render(<Button>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
  });

  it('with asChild renders the child element with merged classes, props and refs', async () => {
    const onSlotClick = vi.fn();
    const onChildClick = vi.fn((event: MouseEvent) => event.preventDefault());
    const ref = createRef<HTMLElement>();
    render(
      <Button asChild variant="accent" className="px-10" onClick={onSlotClick} ref={ref as Ref<HTMLButtonElement>}>
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
    expect(link).toHaveClass('bg-accent', 'text-accent-foreground', 'min-h-11', 'w-full', 'px-10');
    // cn() resolves the conflict: the caller's padding replaces the size's.
    expect(link).not.toHaveClass('px-5');
    expect(ref.current).toBe(link);

    await userEvent.setup().click(link);
    expect(onChildClick).toHaveBeenCalledTimes(1);
    expect(onSlotClick).toHaveBeenCalledTimes(1);
  });
});
