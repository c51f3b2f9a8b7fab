import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import NotFoundPage from './not-found';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it("shows \"'404 / Oops! Page not found' with a link home\"", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/no-such-page');

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');
  });

  it('"the unknown path is logged to the console"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/pricing/old-offer');

    const logged = warn.mock.calls.map((args) => args.map(String).join(' '));
    expect(logged.some((line) => line.includes('/pricing/old-offer'))).toBe(true);
  });

  it('keeps the page out of search results and names it in the document title', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/no-such-page');

    expect(document.title).toMatch(/Page Not Found/);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  });
});
