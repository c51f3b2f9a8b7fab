import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expectedFingerprint } from '@shared/content/agreement-terms.ts';
import { Toaster } from '@/components/ui/toast';
import { agreementCopy, agreementTerms } from '@/content/agreement';
import { submitLead } from '@/features/lead-capture/send-lead';
import AgreementPanel from './agreement-section';
import { useFakeClock } from '../../../tests/fake-clock';
import { FakeIntersectionObserver } from '../../../tests/fake-intersection-observer';
import { servedMarkup } from '../../../tests/served-markup';
import { acceptEverySubmission, submissionId } from '../../../tests/lead-sending';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const submitLeadMock = vi.mocked(submitLead);
const SUBMISSION_ID = submissionId(1);
// 5 March 2026, noon in Los Angeles.
const NOW = new Date('2026-03-05T20:00:00Z');
const GROWTH = '/service-agreement?package=Growth%20Engine&monthly=3500&setup=5000';

// The form's module loaded once, in real time: the waits below run on the fake clock, which would give up
// on its first import (transformed on demand) long before it arrived.
beforeAll(async () => {
  await Promise.all([import('./acceptance-form'), import('@/lib/loading/section-intent')]);
});

acceptEverySubmission();
beforeEach(() => {
  useFakeClock({ now: NOW });
});

/** Roots a test hydrated itself (Testing Library unmounts only what it rendered). */
const hydratedRoots: Root[] = [];

afterEach(() => {
  act(() => hydratedRoots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

function BookingStandIn() {
  const location = useLocation();
  return <p>Booking page {location.search}</p>;
}

async function setup(path = GROWTH) {
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/service-agreement" element={<AgreementPanel />} />
        <Route path="/call-booking" element={<BookingStandIn />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  // In jsdom, without IntersectionObserver, the lazily loaded acceptance form loads at once.
  await screen.findByRole('button', { name: agreementCopy.accept.label });
  return user;
}

/** The acceptance form's island, once React owns it. */
const acceptanceLive = () => document.querySelector('form')?.closest('[data-island-live]') ?? null;

/**
 * The page as a visitor with the `path` link gets it: served (prerendered on `builtOn`, without a query)
 * and hydrated in a browser that can tell where the visitor is (IntersectionObserver, driven by the
 * test). Real timers: the watcher that decides when the form loads comes after the first render.
 */
async function openServed(path: string, { builtOn = new Date('2026-03-01T20:00:00Z') } = {}) {
  vi.useRealTimers();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const page = (url: string) => (
    <MemoryRouter initialEntries={[url]}>
      <AgreementPanel />
    </MemoryRouter>
  );
  // Only Date: the render waits for its lazy modules on real timers.
  vi.useFakeTimers({ toFake: ['Date'], now: builtOn });
  const container = await servedMarkup(page('/service-agreement'));
  const servedForm = container.querySelector('form');
  const servedTerms = document.getElementById('agreement-terms');
  const recoverableErrors: unknown[] = [];
  vi.setSystemTime(NOW);
  await act(async () => {
    hydratedRoots.push(hydrateRoot(container, page(path), { onRecoverableError: (error) => recoverableErrors.push(error) }));
  });
  expect(recoverableErrors).toEqual([]);
  return { container, servedForm, servedTerms };
}

type User = Awaited<ReturnType<typeof setup>>;

const summary = () => within(screen.getByRole('region', { name: 'Agreement Summary' }));
const acceptButton = () => screen.getByRole('button', { name: (name) => name === agreementCopy.accept.label || name === agreementCopy.accept.busyLabel });
const agreeBox = () => screen.getByRole('checkbox', { name: /By checking this box you agree/ });
const humanBox = () => screen.getByRole('checkbox', { name: "I'm not a robot" });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

/**
 * Presses "Accept Agreement" for an acceptance that goes out, and waits until it has: the form first
 * fingerprints the terms with Web Crypto, which takes real time that the fake clock's waits
 * (testing-library's, which advance the clock a few steps and give up) do not allow on a busy machine.
 * It waits in real time (setImmediate and performance are not faked here) and leaves the fake clock
 * where it is, for the tests that time what follows.
 */
async function acceptAndSend(user: User) {
  const sent = submitLeadMock.mock.calls.length + 1;
  await user.click(acceptButton());
  const giveUpAt = performance.now() + 5_000;
  // In act: the form's state changes when the answer comes back.
  await act(async () => {
    while (submitLeadMock.mock.calls.length < sent && performance.now() < giveUpAt) await new Promise((resolve) => setImmediate(resolve));
  });
  expect(submitLeadMock).toHaveBeenCalledTimes(sent);
}

async function sign(user: User, { humanCheck = true } = {}) {
  await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Maria Lopez');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'Maria@Example.com');
  await user.click(agreeBox());
  // Without RECAPTCHA keys (as here and in the browser tests) the local human check stands in.
  if (humanCheck) await user.click(humanBox());
}

describe('AgreementPanel', { timeout: 15_000 }, () => {
  it('shows Custom Package and $0 for a bare URL, with the Launch Package lists', async () => {
    await setup('/service-agreement');
    expect(summary().getByText('Custom Package')).toBeInTheDocument();
    expect(summary().getAllByText('$0')).toHaveLength(2);
    expect(summary().getByText('Website done in 30 days')).toBeInTheDocument();
  });

  it('shows the package, amounts with separators, today’s date, services and KPIs from the query', async () => {
    await setup();
    expect(summary().getByText('Growth Engine')).toBeInTheDocument();
    expect(summary().getByText('$3,500')).toBeInTheDocument();
    expect(summary().getByText('$5,000')).toBeInTheDocument();
    expect(summary().getByText('March 5, 2026')).toBeInTheDocument();
    expect(summary().getByText('Email marketing automation')).toBeInTheDocument();
    expect(summary().getByText('3:1 ROI')).toBeInTheDocument();
    expect(summary().getByText('4.5 stars with 25 or more reviews')).toBeInTheDocument();
  });

  it('numbers the eleven terms sections as the fingerprinted text does', async () => {
    await setup();
    const terms = document.getElementById('agreement-terms');
    expect(terms).not.toBeNull();
    const headings = within(terms ?? document.body).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const expected = agreementTerms({ packageName: 'Growth Engine', monthly: 3500, setup: 5000, date: '2026-03-05' });
    expect(headings).toEqual(expected.map((section, index) => `${index + 1}. ${section.heading}`));
    expect(headings).toHaveLength(11);
    expect(headings[10]).toBe('11. Entire Agreement and Electronic Acceptance');
  });

  it('shows the consent wording beside the box with a link to the terms', async () => {
    await setup();
    expect(agreeBox()).toHaveAccessibleName(agreementCopy.consent.text);
    expect(screen.getByRole('link', { name: 'Service Agreement terms' })).toHaveAttribute('href', '#agreement-terms');
  });

  it('enables Accept only once the box is ticked and name and e-mail are filled', async () => {
    const user = await setup();
    expect(acceptButton()).toBeDisabled();
    await user.click(agreeBox());
    expect(acceptButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Maria Lopez');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'maria@example.com');
    expect(acceptButton()).toBeEnabled();
    await user.click(agreeBox());
    expect(acceptButton()).toBeDisabled();
  });

  it('sends the acceptance with the fingerprint of the terms shown', async () => {
    const user = await setup();
    await sign(user);
    await acceptAndSend(user);
    const fingerprint = await expectedFingerprint({ packageName: 'Growth Engine', monthly: 3500, setup: 5000, date: '2026-03-05' });
    expect(submitLeadMock).toHaveBeenCalledWith('submit-lead', {
      type: 'agreement-accepted',
      package: 'Growth Engine',
      monthlyInvestment: 3500,
      setupFee: 5000,
      timestamp: NOW.toISOString(),
      agreementDate: '2026-03-05',
      name: 'Maria Lopez',
      email: 'maria@example.com',
      termsFingerprint: fingerprint,
      consentText: agreementCopy.consent.text,
      clientSubmissionId: SUBMISSION_ID,
      formElapsedMs: expect.any(Number),
      humanCheckToken: expect.stringMatching(/^local-human-check:/),
    });
    expect(fingerprint).toBe('910e3ad33240ddcf7c1730e4964d784a548912bf544976397ba5ec9323f4d5cf');
    // Let the answer land before the next test starts.
    expect(await screen.findByRole('status')).toHaveTextContent("Agreement accepted! We'll contact you within 24 hours to begin.");
  });

  it('is busy while sending', async () => {
    let finish: () => void = () => undefined;
    submitLeadMock.mockReturnValue(new Promise((resolve) => (finish = () => resolve({ ok: false, reason: 'failed', message: 'x' }))));
    const user = await setup();
    await sign(user);
    await acceptAndSend(user);
    expect(screen.getByRole('button', { name: agreementCopy.accept.busyLabel })).toBeDisabled();
    await act(async () => finish());
    expect(await notifications().findByText(agreementCopy.messages.failure)).toBeInTheDocument();
    expect(acceptButton()).toHaveTextContent(agreementCopy.accept.label);
  });

  it('shows the success notice for 5 seconds and goes to the booking page after 2', async () => {
    const user = await setup();
    await sign(user);
    await acceptAndSend(user);
    const success = "Agreement accepted! We'll contact you within 24 hours to begin.";
    expect(await notifications().findByText(success)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText(/Booking page/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Booking page ?type=agreement-accepted')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(notifications().getByText(success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(notifications().queryByText(success)).not.toBeInTheDocument();
  });

  it('shows the failure message and stays', async () => {
    submitLeadMock.mockResolvedValueOnce({ ok: false, reason: 'failed', message: 'Failed to fetch' });
    const user = await setup();
    await sign(user);
    await acceptAndSend(user);
    expect(
      await notifications().findByText(agreementCopy.messages.failure),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText(/Booking page/)).not.toBeInTheDocument();
    expect(acceptButton()).toBeEnabled();
  });

  it('asks for the human check before sending, with the standard form’s notice, and sends nothing without it', async () => {
    const user = await setup();
    await sign(user, { humanCheck: false });
    await user.click(acceptButton());
    expect(await notifications().findByText(agreementCopy.messages.humanCheckMissing)).toBeInTheDocument();
    expect(submitLeadMock).not.toHaveBeenCalled();

    await user.click(humanBox());
    await acceptAndSend(user);
    expect(submitLeadMock.mock.calls[0]?.[1]).toMatchObject({ humanCheckToken: expect.stringMatching(/^local-human-check:/) });
    expect(await screen.findByRole('status')).toHaveTextContent("Agreement accepted! We'll contact you within 24 hours to begin.");
  });

  it('shows the human check’s notice when the server refuses the token, and asks for a new check', async () => {
    submitLeadMock.mockResolvedValueOnce({
      ok: false,
      reason: 'invalid',
      message: 'Validation failed',
      issues: [{ path: 'humanCheckToken', message: agreementCopy.messages.humanCheckMissing }],
    });
    const user = await setup();
    await sign(user);
    expect(humanBox()).toBeChecked();
    await acceptAndSend(user);
    expect(await notifications().findByText(agreementCopy.messages.humanCheckMissing)).toBeInTheDocument();
    expect(notifications().queryByText(agreementCopy.messages.failure)).not.toBeInTheDocument();
    // A spent token is never sent twice: the check starts over.
    expect(humanBox()).not.toBeChecked();
    expect(acceptButton()).toBeEnabled();
  });

  it('is served with its default reading and the form, then shows the link’s package and today’s date in the same markup', async () => {
    const { container, servedForm, servedTerms } = await openServed(GROWTH);
    expect(servedTerms).not.toBeNull();
    await waitFor(() => expect(summary().getByText('Growth Engine')).toBeInTheDocument());
    expect(summary().getByText('March 5, 2026')).toBeInTheDocument();
    expect(document.getElementById('agreement-terms')).toBe(servedTerms);
    // The served form is still the one on screen, its code not loaded: the visitor has not come to it.
    expect(container.querySelector('form')).toBe(servedForm);
    expect(acceptanceLive()).toBeNull();
  });

  it('loads the acceptance form when the visitor scrolls near it, keeping the served form', async () => {
    const { container, servedForm } = await openServed(GROWTH);
    // The watcher loads after hydration; from then on the first scroll sets it looking.
    await waitFor(() => {
      window.dispatchEvent(new Event('scroll'));
      expect(FakeIntersectionObserver.instances.length).toBeGreaterThan(0);
    });
    await act(async () => FakeIntersectionObserver.approach());
    await waitFor(() => expect(acceptanceLive()).not.toBeNull());
    expect(container.querySelector('form')).toBe(servedForm);
    expect(screen.getByRole('button', { name: agreementCopy.accept.label })).toBeDisabled();
  });

  it('loads the acceptance form when a keyboard visitor tabs into it', async () => {
    await openServed(GROWTH);
    const name = screen.getByRole('textbox', { name: /^Full name/ });
    // Focus again until the watcher, which loads after hydration, hears it.
    await waitFor(async () => {
      await act(async () => {
        name.blur();
        name.focus();
      });
      expect(acceptanceLive()).not.toBeNull();
    });
  });
});
