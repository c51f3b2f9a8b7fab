import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { chatCopy } from '@/content/chat';
import { site } from '@/content/site';
// Loaded up front so the lazy import resolves without real I/O while the clock is fake.
import './chat-panel';
import { ChatAssistant } from './chat-assistant';
import { conversationStorageKey } from './use-chat-conversation';
import { useFakeClock } from '../../../tests/fake-clock';

const GREETING = chatCopy.greeting.text;
const TYPING = 'Ann is typing…';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname + useLocation().hash}</p>;
}

/** The chat as the root layout renders it; `random` fixes the reply delay (0 gives 1000 ms, 0.9999 gives 2000 ms). */
function renderChat({ random = () => 0.5, path = '/' }: { random?: () => number; path?: string } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
      <ChatAssistant random={random} />
    </MemoryRouter>,
  );
  return { user, ...view };
}

const launcher = () => screen.getByRole('button', { name: 'Chat with Ann' });
const panel = () => screen.getByRole('dialog', { name: 'Chat with Ann' });
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const log = () => screen.getByRole('log');
const status = () => screen.getByRole('status');

/** Lets the lazy panel chunk arrive without running the fake clock. */
const settle = () => act(async () => undefined);

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  await settle();
  return panel();
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  sessionStorage.clear();
  useFakeClock({ now: new Date('2025-06-15T12:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-chat-open');
});

describe('ChatAssistant', () => {
  it('prerenders only the launcher: no panel, no script in the HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <ChatAssistant />
      </MemoryRouter>,
    );
    expect(html).toContain('Chat with Ann');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain(GREETING.slice(0, 20));
  });

  it('opens a labelled panel on request, with the focus in the message box and Ann’s greeting', async () => {
    const { user } = renderChat();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');

    const dialog = await openChat(user);

    expect(dialog).toBeVisible();
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(launcher()).toHaveAttribute('aria-controls', dialog.id);
    expect(input()).toHaveFocus();
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
  });

  it('Enter sends: the message shows at once, Ann types, and her reply arrives after the delay, not before', async () => {
    const { user } = renderChat({ random: () => 0.9999 });
    await openChat(user);

    await user.type(input(), 'How much does SEO cost?{Enter}');

    expect(within(log()).getByText('How much does SEO cost?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(status()).toHaveTextContent(TYPING);

    await advance(1999);
    expect(within(log()).queryByText(/verified ranking results/)).not.toBeInTheDocument();
    expect(status()).toHaveTextContent(TYPING);

    await advance(1);
    expect(within(log()).getByText(/With Pay-Per-Results SEO you pay for verified ranking results/)).toBeInTheDocument();
    expect(status()).not.toHaveTextContent(TYPING);
    // The reply points to the right pages as real links.
    expect(within(log()).getByRole('link', { name: 'View Pay-Per-Results SEO' })).toHaveAttribute(
      'href',
      '/services/pay-per-results-seo',
    );
    expect(within(log()).getByRole('link', { name: 'Estimate your price' })).toHaveAttribute('href', '/#pricing-calculator');
  });

  it('replies no sooner than 1000 ms even with the shortest delay', async () => {
    const { user } = renderChat({ random: () => 0 });
    await openChat(user);

    await user.type(input(), 'What is your phone number?{Enter}');
    await advance(999);
    expect(within(log()).queryByText(new RegExp(site.email))).not.toBeInTheDocument();

    await advance(1);
    expect(within(log()).getByText(new RegExp(site.email))).toBeInTheDocument();
  });

  it('Shift+Enter makes a new line instead of sending', async () => {
    const { user } = renderChat();
    await openChat(user);

    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');

    expect(input()).toHaveValue('First line\nsecond line');
    expect(within(log()).queryByText(/First line/)).not.toBeInTheDocument();
    expect(status()).not.toHaveTextContent(TYPING);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(within(log()).getByText(/First line\s+second line/)).toBeInTheDocument();
  });

  it('does not send an empty or whitespace-only message, and disables Send until there is text', async () => {
    const { user } = renderChat();
    await openChat(user);
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();

    await user.type(input(), '{Enter}');
    await user.type(input(), '   {Enter}');

    expect(send).toBeDisabled();
    expect(status()).not.toHaveTextContent(TYPING);
    await advance(2000);
    // Only Ann's greeting is in the conversation.
    expect(log().children).toHaveLength(1);

    await user.type(input(), 'hi');
    expect(send).toBeEnabled();
  });

  it('a suggested question is sent like a typed one', async () => {
    const { user } = renderChat({ random: () => 0 });
    await openChat(user);

    await user.click(screen.getByRole('button', { name: 'What is your guarantee?' }));
    expect(within(log()).getByText('What is your guarantee?')).toBeInTheDocument();
    await advance(1000);
    expect(within(log()).getByRole('link', { name: 'Read our guarantee' })).toHaveAttribute('href', '/#guarantee');
  });

  it('the X button closes the panel and returns the focus to the launcher', async () => {
    const { user } = renderChat();
    const dialog = await openChat(user);

    await user.click(screen.getByRole('button', { name: 'Close chat' }));

    expect(dialog).not.toBeVisible();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveFocus();
  });

  it('marks the page while the panel is open, so the back-to-top button can step out of its corner', async () => {
    const { user } = renderChat();
    expect(document.documentElement).not.toHaveAttribute('data-chat-open');
    await openChat(user);
    expect(document.documentElement).toHaveAttribute('data-chat-open');
    await user.keyboard('{Escape}');
    expect(document.documentElement).not.toHaveAttribute('data-chat-open');
  });

  it('Escape closes the panel and returns the focus to the launcher', async () => {
    const { user } = renderChat();
    const dialog = await openChat(user);

    await user.keyboard('{Escape}');

    expect(dialog).not.toBeVisible();
    expect(launcher()).toHaveFocus();
  });

  it('keeps the conversation when closed and opened again, and puts the focus back in the message box', async () => {
    const { user } = renderChat({ random: () => 0 });
    await openChat(user);
    await user.type(input(), 'Can I book a call?{Enter}');
    await advance(1000);
    await user.keyboard('{Escape}');

    await user.click(launcher());

    expect(panel()).toBeVisible();
    expect(input()).toHaveFocus();
    expect(within(log()).getByText('Can I book a call?')).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'Book a free consultation' })).toBeInTheDocument();
  });

  it('remembers the conversation for the visit (sessionStorage)', async () => {
    const first = renderChat({ random: () => 0 });
    await openChat(first.user);
    await first.user.type(input(), 'thanks{Enter}');
    await advance(1000);
    first.unmount();

    const stored: unknown = JSON.parse(sessionStorage.getItem(conversationStorageKey) ?? '[]');
    expect(stored).toEqual([
      expect.objectContaining({ text: GREETING, isBot: true, timestamp: expect.any(Number), id: expect.any(String) }),
      expect.objectContaining({ text: 'thanks', isBot: false }),
      expect.objectContaining({ isBot: true }),
    ]);

    const second = renderChat();
    await openChat(second.user);
    expect(within(log()).getByText('thanks')).toBeInTheDocument();
  });

  it('following a link to another page closes the panel and navigates there', async () => {
    const { user } = renderChat({ random: () => 0 });
    const dialog = await openChat(user);
    await user.type(input(), 'Do you have case studies?{Enter}');
    await advance(1000);

    await user.click(within(log()).getByRole('link', { name: 'Read the case studies' }));

    expect(screen.getByTestId('path')).toHaveTextContent('/case-studies');
    expect(dialog).not.toBeVisible();
  });
});
