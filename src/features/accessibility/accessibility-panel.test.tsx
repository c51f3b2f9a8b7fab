import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessibilityPanelCopy as copy } from '@/content/accessibility';
import { accessibilityLauncherLabel } from './accessibility-panel';
import { preferencesStorageKey } from './preferences';

/**
 * Each test is a fresh visit: the module graph (the panel, its lazily loaded dialog and the
 * in-memory preferences) is loaded anew, so only what localStorage kept can carry over.
 */
async function visit() {
  vi.resetModules();
  const { AccessibilityPanel } = await import('./index');
  const user = userEvent.setup();
  const view = render(
    <>
      <a href="#main-content">Skip to content</a>
      <AccessibilityPanel />
      <main id="main-content">
        <button type="button">A page button</button>
      </main>
    </>,
  );
  return { user, view };
}

// While the modal panel is open the rest of the page is hidden from assistive technology.
const launcher = () => screen.getByRole('button', { name: accessibilityLauncherLabel, hidden: true });
const html = document.documentElement;

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  return screen.findByRole('dialog', { name: copy.title });
}

function textSizeStatus(dialog: HTMLElement) {
  return within(dialog).getByRole('status');
}

function resetDocument() {
  localStorage.clear();
  html.style.fontSize = '';
  html.removeAttribute('data-contrast');
  html.removeAttribute('data-pointer');
}

// The first transform of the dialog's module graph (Radix, icons) can outlast findBy's one second.
beforeAll(async () => {
  await import('./accessibility-dialog');
}, 20_000);
beforeEach(resetDocument);
afterEach(resetDocument);

describe('AccessibilityPanel', () => {
  it('renders only the launcher until it is opened', async () => {
    await visit();
    expect(screen.getByRole('button', { name: accessibilityLauncherLabel })).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(launcher()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is the first stop after the skip link and opens from the keyboard', async () => {
    const { user } = await visit();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(launcher()).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: copy.title });
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(launcher()).toHaveAttribute('aria-controls', dialog.id);
    // Focus moves in, to the first control.
    expect(within(dialog).getByRole('button', { name: copy.textSize.decrease })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the launcher', async () => {
    const { user } = await visit();
    await openPanel(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: accessibilityLauncherLabel })).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from its close button and gives focus back to the launcher', async () => {
    const { user } = await visit();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: copy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(launcher()).toHaveFocus();
  });

  it('keeps keyboard focus inside while open', async () => {
    const { user } = await visit();
    const dialog = await openPanel(user);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('starts at 100 % and steps by 10, applying and announcing each size', async () => {
    const { user } = await visit();
    const dialog = await openPanel(user);
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 100%`);
    expect(html.style.fontSize).toBe('');

    await user.click(within(dialog).getByRole('button', { name: copy.textSize.increase }));
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 110%`);
    expect(html.style.fontSize).toBe('110%');

    await user.click(within(dialog).getByRole('button', { name: copy.textSize.decrease }));
    await user.click(within(dialog).getByRole('button', { name: copy.textSize.decrease }));
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 90%`);
    expect(html.style.fontSize).toBe('90%');
  });

  it('cannot go above 150 %: Increase is unavailable there and does nothing', async () => {
    const { user } = await visit();
    const dialog = await openPanel(user);
    const increase = within(dialog).getByRole('button', { name: copy.textSize.increase });
    for (let i = 0; i < 5; i += 1) await user.click(increase);
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 150%`);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: copy.textSize.decrease })).not.toHaveAttribute('aria-disabled');

    // Keyboard presses reach an aria-disabled button; they must not pass the bound either.
    increase.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 150%`);
    expect(html.style.fontSize).toBe('150%');
    // Focus stays where the visitor was, rather than falling out of the panel.
    expect(increase).toHaveFocus();
  });

  it('cannot go below 80 %: Decrease is unavailable there and does nothing', async () => {
    const { user } = await visit();
    const dialog = await openPanel(user);
    const decrease = within(dialog).getByRole('button', { name: copy.textSize.decrease });
    await user.click(decrease);
    await user.click(decrease);
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 80%`);
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    decrease.focus();
    await user.keyboard('{Enter}');
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 80%`);
    expect(html.style.fontSize).toBe('80%');
    expect(within(dialog).getByRole('button', { name: copy.textSize.increase })).not.toHaveAttribute('aria-disabled');
  });

  it('switches high contrast and the large pointer independently of each other and of the text size', async () => {
    const { user } = await visit();
    const dialog = await openPanel(user);
    const contrast = within(dialog).getByRole('switch', { name: copy.highContrast.label });
    const pointer = within(dialog).getByRole('switch', { name: copy.largePointer.label });
    expect(contrast).not.toBeChecked();
    expect(pointer).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: copy.textSize.increase }));
    await user.click(contrast);
    expect(contrast).toBeChecked();
    expect(pointer).not.toBeChecked();
    expect(html).toHaveAttribute('data-contrast', 'high');
    expect(html).not.toHaveAttribute('data-pointer');

    await user.click(pointer);
    expect(html).toHaveAttribute('data-contrast', 'high');
    expect(html).toHaveAttribute('data-pointer', 'large');

    await user.click(contrast);
    expect(contrast).not.toBeChecked();
    expect(pointer).toBeChecked();
    expect(html).not.toHaveAttribute('data-contrast');
    expect(html).toHaveAttribute('data-pointer', 'large');
    expect(html.style.fontSize).toBe('110%');
  });

  it('resets to 100 %, contrast off and pointer off, and forgets the stored choice', async () => {
    const { user } = await visit();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: copy.textSize.increase }));
    await user.click(within(dialog).getByRole('switch', { name: copy.highContrast.label }));
    await user.click(within(dialog).getByRole('switch', { name: copy.largePointer.label }));
    expect(localStorage.getItem(preferencesStorageKey)).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: copy.reset }));
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 100%`);
    expect(within(dialog).getByRole('switch', { name: copy.highContrast.label })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: copy.largePointer.label })).not.toBeChecked();
    expect(html.style.fontSize).toBe('');
    expect(html).not.toHaveAttribute('data-contrast');
    expect(html).not.toHaveAttribute('data-pointer');
    expect(localStorage.getItem(preferencesStorageKey)).toBeNull();
  });

  it('remembers the choices across visits', async () => {
    const first = await visit();
    const dialog = await openPanel(first.user);
    await first.user.click(within(dialog).getByRole('button', { name: copy.textSize.increase }));
    await first.user.click(within(dialog).getByRole('button', { name: copy.textSize.increase }));
    await first.user.click(within(dialog).getByRole('switch', { name: copy.largePointer.label }));
    first.view.unmount();

    const second = await visit();
    const again = await openPanel(second.user);
    expect(textSizeStatus(again)).toHaveTextContent(`${copy.textSize.label} 120%`);
    expect(within(again).getByRole('switch', { name: copy.highContrast.label })).not.toBeChecked();
    expect(within(again).getByRole('switch', { name: copy.largePointer.label })).toBeChecked();
  });

  it('shows a stored off-grid or out-of-range size as the nearest valid one', async () => {
    localStorage.setItem(preferencesStorageKey, '{"textSize":173,"highContrast":true}');
    const { user } = await visit();
    const dialog = await openPanel(user);
    expect(textSizeStatus(dialog)).toHaveTextContent(`${copy.textSize.label} 150%`);
    expect(within(dialog).getByRole('button', { name: copy.textSize.increase })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('switch', { name: copy.highContrast.label })).toBeChecked();
  });

  it('still applies choices when storage refuses to save them', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { user } = await visit();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('switch', { name: copy.highContrast.label }));
    expect(within(dialog).getByRole('switch', { name: copy.highContrast.label })).toBeChecked();
    expect(html).toHaveAttribute('data-contrast', 'high');
  });
});
