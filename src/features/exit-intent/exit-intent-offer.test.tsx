import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { exitIntentOffer as copy } from '@/content/guides';
import { rememberLeadSubmitted } from '@/features/lead-capture/lead-memory';
import { submitLead } from '@/features/lead-capture/send-lead';
// Loaded up front so the lazy import resolves without real I/O while the clock is fake.
import './exit-intent-dialog';
import { ExitIntentOffer } from './exit-intent-offer';
import { useFakeClock } from '../../../tests/fake-clock';
import { acceptEverySubmission, submissionId } from '../../../tests/lead-sending';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const DELAY = 45_000;
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2025-06-15T12:00:00.000Z');
const TITLE = "Wait! Don't Miss Out";

function renderOffer(path = '/') {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <button type="button">Keep reading</button>
      <ExitIntentOffer />
      <Toaster />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** The pointer leaves the window through its top edge (towards the tabs or the address bar). */
function leaveThroughTop() {
  fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: null });
}

const dialog = () => screen.findByRole('dialog', { name: TITLE });
const noDialog = () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

/** Lets a lazy chunk or a pending answer arrive without running the fake clock. */
const settle = () => act(async () => undefined);

/** A new visit in the same browser: sessionStorage is per visit, localStorage stays. */
function newVisit() {
  sessionStorage.clear();
}

acceptEverySubmission();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The offer is due 45 s into the page, by the page's own clock (performance.now()).
  useFakeClock({ now: START, pageClock: true });
});

describe('ExitIntentOffer: when it shows', () => {
  it('renders nothing and starts no timer or listener while prerendering', () => {
    const listen = vi.spyOn(document, 'addEventListener');
    const html = renderToString(
      <MemoryRouter>
        <ExitIntentOffer />
      </MemoryRouter>,
    );
    expect(html).toBe('');
    expect(vi.getTimerCount()).toBe(0);
    expect(listen).not.toHaveBeenCalledWith('mouseout', expect.anything());
  });

  it('is due 45 seconds into the page, however late its code arrived', async () => {
    // The offer's code loads at the visitor's first input or 30 s after load (src/app/layout-islands.tsx).
    act(() => vi.advanceTimersByTime(30_000));
    renderOffer();
    act(() => vi.advanceTimersByTime(DELAY - 30_000 - 1));
    await settle();
    noDialog();
    act(() => vi.advanceTimersByTime(1));
    await settle();
    await dialog();
  });

  it('shows after 45 seconds', async () => {
    renderOffer();
    act(() => vi.advanceTimersByTime(DELAY - 1));
    await settle();
    noDialog();
    act(() => vi.advanceTimersByTime(1));
    await settle();
    const offer = await dialog();
    expect(within(offer).getByRole('button', { name: copy.submit })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: copy.decline })).toBeInTheDocument();
    expect(offer).toHaveTextContent('Free PPC Audit Checklist');
    expect(offer).toHaveTextContent(copy.privacy);
  });

  it('shows when the pointer leaves through the top of the window, not through a side or onto another element', async () => {
    renderOffer();
    fireEvent.mouseOut(document.body, { clientY: 300, relatedTarget: null });
    fireEvent.mouseOut(document.body, { clientY: 0, relatedTarget: document.body });
    await settle();
    noDialog();
    leaveThroughTop();
    await settle();
    expect(await dialog()).toBeInTheDocument();
  });

  it('shows at most once per visit', async () => {
    const { user, unmount } = renderOffer();
    leaveThroughTop();
    await user.click(within(await dialog()).getByRole('button', { name: copy.decline }));
    noDialog();
    leaveThroughTop();
    act(() => vi.advanceTimersByTime(DELAY));
    await settle();
    noDialog();

    // Reloading the page in the same visit: still not shown, even with the quiet period forgotten.
    unmount();
    localStorage.clear();
    renderOffer();
    leaveThroughTop();
    act(() => vi.advanceTimersByTime(DELAY));
    await settle();
    noDialog();
  });

  it('stays away for 7 days after a dismissal, then shows again', async () => {
    const first = renderOffer();
    leaveThroughTop();
    await first.user.click(within(await dialog()).getByRole('button', { name: copy.decline }));
    first.unmount();

    vi.setSystemTime(START.getTime() + 7 * DAY - 60_000);
    newVisit();
    const second = renderOffer();
    leaveThroughTop();
    act(() => vi.advanceTimersByTime(DELAY));
    await settle();
    noDialog();
    second.unmount();

    vi.setSystemTime(START.getTime() + 7 * DAY);
    newVisit();
    renderOffer();
    leaveThroughTop();
    await settle();
    expect(await dialog()).toBeInTheDocument();
  });

  it('is not shown to a visitor who already sent a lead from this browser', async () => {
    rememberLeadSubmitted();
    renderOffer();
    leaveThroughTop();
    act(() => vi.advanceTimersByTime(DELAY));
    await settle();
    noDialog();
  });

  it('is not shown when a lead is sent from another form while the visitor reads', async () => {
    renderOffer();
    act(() => vi.advanceTimersByTime(10_000));
    rememberLeadSubmitted();
    act(() => vi.advanceTimersByTime(DELAY));
    await settle();
    noDialog();
  });

  it.each(['/admin', '/auth'])('is not shown on %s', async (path) => {
    renderOffer(path);
    leaveThroughTop();
    act(() => vi.advanceTimersByTime(DELAY));
    await settle();
    noDialog();
  });

  it('removes its timer and listener on unmount and once it has shown', async () => {
    const listen = vi.spyOn(document, 'addEventListener');
    const unlisten = vi.spyOn(document, 'removeEventListener');
    const first = renderOffer();
    const handler = listen.mock.calls.find(([type]) => type === 'mouseout')?.[1];
    expect(handler).toBeDefined();
    expect(vi.getTimerCount()).toBe(1);
    first.unmount();
    expect(unlisten).toHaveBeenCalledWith('mouseout', handler);
    expect(vi.getTimerCount()).toBe(0);

    listen.mockClear();
    unlisten.mockClear();
    renderOffer();
    const second = listen.mock.calls.find(([type]) => type === 'mouseout')?.[1];
    leaveThroughTop();
    expect(unlisten).toHaveBeenCalledWith('mouseout', second);
    await dialog();
    expect(listen.mock.calls.filter(([type]) => type === 'mouseout')).toHaveLength(1);
  });
});

describe('ExitIntentOffer: the dialog', () => {
  async function openOffer() {
    const view = renderOffer();
    const before = screen.getByRole('button', { name: 'Keep reading' });
    before.focus();
    leaveThroughTop();
    const offer = await dialog();
    return { ...view, before, offer, email: within(offer).getByLabelText('Email address') };
  }

  it('moves focus inside, keeps it there, and Escape returns it to where it was', async () => {
    const { user, before, offer, email } = await openOffer();
    expect(email).toHaveFocus();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(offer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(offer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    noDialog();
    await waitFor(() => expect(before).toHaveFocus());
  });

  it('closes with No Thanks', async () => {
    const { user, offer } = await openOffer();
    await user.click(within(offer).getByRole('button', { name: copy.decline }));
    noDialog();
  });

  it('closes on a click on the backdrop', async () => {
    const { user } = await openOffer();
    const backdrop = document.querySelector('[data-slot="dialog-overlay"]');
    expect(backdrop).toBeInstanceOf(HTMLElement);
    await user.click(backdrop as HTMLElement);
    noDialog();
  });

  it('does nothing when submitted empty', async () => {
    const { user, offer, email } = await openOffer();
    await user.click(within(offer).getByRole('button', { name: copy.submit }));
    await user.type(email, '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBe(offer);
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAccessibleDescription();
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('shows the schema message under the field for an invalid address', async () => {
    const { user, offer, email } = await openOffer();
    await user.type(email, 'ana@example');
    await user.click(within(offer).getByRole('button', { name: copy.submit }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(submitLead).not.toHaveBeenCalled();
  });

  it('sends the address, closes and confirms with a toast', async () => {
    const { user, offer, email } = await openOffer();
    await user.type(email, 'Ana@Example.com');
    await user.click(within(offer).getByRole('button', { name: copy.submit }));
    await settle();

    expect(submitLead).toHaveBeenCalledWith('exit-intent-signup', {
      email: 'ana@example.com',
      clientSubmissionId: submissionId(1),
      formElapsedMs: expect.any(Number),
      website: '',
    });
    noDialog();
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(notifications.getByText(copy.successTitle)).toBeInTheDocument();
    expect(notifications.getByText(copy.successDescription)).toBeInTheDocument();
  });

  it('keeps the dialog and the address when sending fails; a retry reuses the submission id', async () => {
    vi.mocked(submitLead).mockResolvedValueOnce({ ok: false, reason: 'failed', message: 'Network down' });
    const { user, offer, email } = await openOffer();
    await user.type(email, 'ana@example.com');
    await user.click(within(offer).getByRole('button', { name: copy.submit }));
    await settle();

    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(notifications.getByText(copy.failureTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(offer);
    expect(email).toHaveValue('ana@example.com');

    await user.click(within(offer).getByRole('button', { name: copy.submit }));
    await settle();
    expect(vi.mocked(submitLead).mock.calls.map(([, body]) => body['clientSubmissionId'])).toEqual([submissionId(1), submissionId(1)]);
    noDialog();
  });

  it('does not come back in the next visit after the visitor answered', async () => {
    const { user, offer, email, unmount } = await openOffer();
    await user.type(email, 'ana@example.com');
    await user.click(within(offer).getByRole('button', { name: copy.submit }));
    await settle();
    unmount();
    // The lead memory is what submitLead (mocked here) would set; the offer's own memory must hold alone.
    newVisit();
    renderOffer();
    leaveThroughTop();
    act(() => vi.advanceTimersByTime(DELAY));
    await settle();
    noDialog();
  });
});
