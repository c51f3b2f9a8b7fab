import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackToTop } from './back-to-top';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

function scrollTo(value: number) {
  setScrollY(value);
  fireEvent.scroll(window);
}

function renderButton() {
  render(
    <div id="top" tabIndex={-1}>
      <BackToTop />
    </div>,
  );
  // While hidden the button is out of the accessibility tree, so find it by its label.
  const button = screen.getByLabelText('Back to top');
  expect(button.tagName).toBe('BUTTON');
  return button;
}

describe('BackToTop', () => {
  beforeEach(() => {
    setScrollY(0);
  });

  afterEach(() => {
    setScrollY(0);
  });

  it('is hidden at the top of the page', () => {
    const button = renderButton();
    expect(button).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('"appears once the page is scrolled more than 300 px": hidden at exactly 300, shown at 301', () => {
    const button = renderButton();

    scrollTo(300);
    expect(button).not.toBeVisible();

    scrollTo(301);
    expect(button).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to top' })).toBe(button);

    scrollTo(120);
    expect(button).not.toBeVisible();
  });

  it('is shown straight away when the page loads already scrolled down', () => {
    setScrollY(900);
    expect(renderButton()).toBeVisible();
  });

  it('scrolls back to the top and moves focus to the top of the page when clicked', async () => {
    const user = userEvent.setup();
    const windowScrollTo = vi.spyOn(window, 'scrollTo');
    const button = renderButton();
    scrollTo(1200);

    await user.click(button);

    expect(windowScrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.getElementById('top')).toHaveFocus();
  });
});
