import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { errorPageCopy } from '@/content/page-copy/error';
import { ErrorBoundary } from './error-boundary';

function Page({ fail }: { fail: boolean }) {
  if (fail) throw new Error('Pricing data failed to load');
  return <h1>Marketing Packages</h1>;
}

function ui(resetKey: string, fail: boolean) {
  return (
    <MemoryRouter>
      <ErrorBoundary resetKey={resetKey}>
        <Page fail={fail} />
      </ErrorBoundary>
    </MemoryRouter>
  );
}

/** React and the boundary report the caught error with console.error: expected here. */
function allowErrorLogs() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('ErrorBoundary', () => {
  it('shows the friendly error page, not a blank screen, when a page throws', () => {
    const consoleError = allowErrorLogs();
    render(ui('/services', true));

    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: errorPageCopy.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: errorPageCopy.retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errorPageCopy.home })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Marketing Packages' })).not.toBeInTheDocument();

    // The error is reported for developers, with the thrown error attached.
    expect(consoleError).toHaveBeenCalledWith('Page error:', expect.objectContaining({ message: 'Pricing data failed to load' }), expect.anything());
  });

  it('keeps the error page out of search results', () => {
    allowErrorLogs();
    render(ui('/services', true));
    expect(document.title).toContain(errorPageCopy.title);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  });

  it('recovers when the reset key (the pathname) changes: the next page renders', () => {
    allowErrorLogs();
    const { rerender } = render(ui('/services', true));
    expect(screen.getByRole('heading', { name: errorPageCopy.heading })).toBeInTheDocument();

    rerender(ui('/case-studies', false));

    expect(screen.getByRole('heading', { name: 'Marketing Packages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays on the error page while the reset key is unchanged', () => {
    allowErrorLogs();
    const { rerender } = render(ui('/services', true));

    rerender(ui('/services', false));

    expect(screen.getByRole('heading', { name: errorPageCopy.heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Marketing Packages' })).not.toBeInTheDocument();
  });

  it('renders its children untouched when nothing throws', () => {
    render(ui('/services', false));
    expect(screen.getByRole('heading', { name: 'Marketing Packages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
