import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useFakeClock } from '../../tests/fake-clock';
import { welcomeContent } from '@/content/welcome';
import WelcomePage from './welcome';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderWelcome() {
  return render(
    <MemoryRouter initialEntries={['/welcome']}>
      <Routes>
        <Route path="/welcome" element={<WelcomePage />} />
        <Route path="/path-selector" element={<h1>Choose Your Path</h1>} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>
      <Link to="/elsewhere">Leave</Link>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('WelcomePage (/welcome)', () => {
  beforeEach(() => useFakeClock());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the guarantee cards and "Get Free Growth Plan" linking to /path-selector', () => {
    renderWelcome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const card of welcomeContent.guaranteeCards) {
      expect(screen.getByRole('heading', { level: 3, name: card.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Get Free Growth Plan' })).toHaveAttribute('href', '/path-selector');
  });

  it('"automatic redirect to /path-selector after 8 s": at 8000 ms and not before', () => {
    renderWelcome();
    advance(7999);
    expect(where()).toBe('/welcome');
    advance(1);
    expect(where()).toBe('/path-selector');
    expect(screen.getByRole('heading', { name: 'Choose Your Path' })).toBeInTheDocument();
  });

  it('counts the seconds down where everyone can see them', () => {
    renderWelcome();
    const countdown = (seconds: number) => welcomeContent.countdown.replace('{seconds}', String(seconds));
    expect(screen.getByRole('status')).toHaveTextContent(countdown(8));
    advance(3000);
    expect(screen.getByRole('status')).toHaveTextContent(countdown(5));
  });

  it('is cancelled when the visitor leaves first', () => {
    renderWelcome();
    advance(3000);
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(where()).toBe('/elsewhere');
    advance(10_000);
    expect(where()).toBe('/elsewhere');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when unmounted', () => {
    const { unmount } = renderWelcome();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('"Stay on this page" cancels the redirect (WCAG 2.2.1 Timing Adjustable)', () => {
    renderWelcome();
    advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    advance(10_000);
    expect(where()).toBe('/welcome');
    expect(screen.getByRole('status')).toHaveTextContent(welcomeContent.stayed);
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});
