import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useFakeClock } from '../../../tests/fake-clock';
import { TrustBanner } from './trust-banner';
import { mockReducedMotion } from '../../../tests/media-query';

const claims = ['4.9/5 from 500+ reviews', '300% average ROI increase', '500+ successful campaigns', 'Money-back guarantee'];


/** The claims a sighted visitor sees: the others are visually hidden (sr-only). */
function shown(): string[] {
  const banner = screen.getByRole('region', { name: 'Why clients choose us' });
  return within(banner)
    .getAllByRole('listitem')
    .filter((item) => !item.classList.contains('sr-only'))
    .map((item) => item.textContent);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  mockReducedMotion(false);
  useFakeClock();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TrustBanner', () => {
  it('keeps all four claims in the list for screen readers, showing one at a time', () => {
    render(<TrustBanner />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(claims);
    expect(shown()).toEqual([claims[0]]);
  });

  it('shows the next claim every 3 s and loops', () => {
    render(<TrustBanner />);
    advance(2999);
    expect(shown()).toEqual([claims[0]]);
    advance(1);
    expect(shown()).toEqual([claims[1]]);
    advance(3000);
    advance(3000);
    expect(shown()).toEqual([claims[3]]);
    advance(3000);
    expect(shown()).toEqual([claims[0]]);
  });

  it('stops with the pause control and restarts with play', () => {
    render(<TrustBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotating highlights' }));
    advance(12000);
    expect(shown()).toEqual([claims[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Play rotating highlights' }));
    advance(3000);
    expect(shown()).toEqual([claims[1]]);
  });

  it('holds while hovered', () => {
    render(<TrustBanner />);
    const banner = screen.getByRole('region', { name: 'Why clients choose us' });
    fireEvent.mouseEnter(banner);
    advance(9000);
    expect(shown()).toEqual([claims[0]]);
    fireEvent.mouseLeave(banner);
    advance(3000);
    expect(shown()).toEqual([claims[1]]);
  });

  it('shows every claim at once and never rotates for visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    render(<TrustBanner />);
    expect(shown()).toEqual(claims);
    advance(12000);
    expect(shown()).toEqual(claims);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
