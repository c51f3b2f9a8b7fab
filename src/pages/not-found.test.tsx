import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notFoundPageCopy as copy } from '@/content/page-copy/not-found';
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
  it('shows the 404 heading with a link home', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/no-such-page');

    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.heading);
    expect(screen.getByRole('link', { name: copy.home })).toHaveAttribute('href', '/');
  });

  it('logs the unknown path to the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/pricing/old-offer');

    const logged = warn.mock.calls.map((args) => args.map(String).join(' '));
    expect(logged.some((line) => line.includes('/pricing/old-offer'))).toBe(true);
  });

  it('keeps the page out of search results and names it in the document title', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/no-such-page');

    expect(document.title).toContain(copy.title);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  });
});
