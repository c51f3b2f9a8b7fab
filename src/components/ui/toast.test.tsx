import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { Toaster } from '@/components/ui/toast';
import { DEFAULT_TOAST_DURATION, dismissToast, toast } from '@/components/ui/use-toast';

function politeList() {
  const region = screen.getByRole('region', { name: 'Notifications' });
  return within(region).getByRole('list');
}

describe('toast', () => {
  it('queues toasts raised before <Toaster/> mounts and shows them once it does', () => {
    toast({ title: 'Saved before mount', description: 'We kept it for you.' });
    render(<Toaster />);
    expect(within(politeList()).getByText('Saved before mount')).toBeInTheDocument();
    expect(politeList()).toHaveAttribute('aria-live', 'polite');
  });

  it('dismisses itself after its duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Quick one', duration: 1000 });
      toast({ title: 'Default length' });
    });

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Quick one')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Quick one')).not.toBeInTheDocument();

    expect(screen.getByText('Default length')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1000));
    expect(screen.queryByText('Default length')).not.toBeInTheDocument();
  });

  it('pauses its timer while hovered', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Read me slowly', duration: 1000 });
    });
    const card = screen.getByText('Read me slowly').closest('[data-slot="toast"]') as HTMLElement;

    act(() => vi.advanceTimersByTime(600));
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Read me slowly')).toBeInTheDocument();

    fireEvent.pointerLeave(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByText('Read me slowly')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Read me slowly')).not.toBeInTheDocument();
  });

  it('is not held on screen by a tap, which on a phone never "leaves"', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Tapped', duration: 1000 });
    });
    const card = screen.getByText('Tapped').closest('[data-slot="toast"]') as HTMLElement;
    fireEvent.pointerEnter(card, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Tapped')).not.toBeInTheDocument();
  });

  it('is removed by its dismiss button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message sent' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('announces destructive toasts in the assertive region and others politely', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Could not send', variant: 'destructive' });
      toast({ title: 'Draft saved', variant: 'success' });
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(within(alert).getByText('Could not send')).toBeInTheDocument();
    expect(within(alert).queryByText('Draft saved')).not.toBeInTheDocument();
    expect(within(politeList()).getByText('Draft saved')).toBeInTheDocument();
  });

  it('shows at most 3, newest on top', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` });
    });
    const titles = within(politeList())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-slot="toast-title"]')?.textContent);
    expect(titles).toEqual(['Toast 4', 'Toast 3', 'Toast 2']);
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  });

  it('returns an id that dismissToast() accepts', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Uploading' });
    });
    expect(screen.getByText('Uploading')).toBeInTheDocument();
    act(() => dismissToast(id));
    expect(screen.queryByText('Uploading')).not.toBeInTheDocument();
  });

  it('renders on the server without toasts (they appear after hydration)', () => {
    toast({ title: 'Client only' });
    const html = renderToString(<Toaster />);
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain('Client only');
  });
});
