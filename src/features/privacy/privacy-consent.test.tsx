import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { footerCopy } from '@/content/navigation';
import { consentBannerCopy, privacyChoicesCopy, privacyWordingVersion } from '@/content/privacy';
import { dataRetention } from '@shared/content/retention.ts';

/*
 * The consent store is one per page (a module singleton that reads GPC and storage once), so each
 * test loads fresh modules: a new visitor, with or without GPC.
 */
async function loadPage({ gpc = false } = {}) {
  vi.resetModules();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 201 })));
  vi.stubGlobal('fetch', fetchMock);
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

  const [{ PrivacyConsent, openPrivacyChoices }, { SiteFooter }, tracking] = await Promise.all([
    import('./index'),
    import('@/components/layout/site-footer'),
    import('@/features/tracking'),
  ]);
  tracking.prepareAnalytics();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SiteFooter onPrivacyChoices={openPrivacyChoices} />
      <PrivacyConsent />
      <tracking.SiteTracking />
    </MemoryRouter>,
  );
  const consentPosts = () =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/consent').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { user, fetchMock, sendBeacon, tracking, consentPosts };
}

const banner = () => screen.queryByRole('region', { name: consentBannerCopy.title });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});

describe('the consent banner', () => {
  it('asks a first-time visitor, naming what is collected and what never is, with two equal buttons', async () => {
    await loadPage();
    const region = await screen.findByRole('region', { name: consentBannerCopy.title });
    expect(region).toHaveTextContent(/where you click/);
    expect(region).toHaveTextContent(/never record what you type/);
    const accept = within(region).getByRole('button', { name: consentBannerCopy.accept });
    const reject = within(region).getByRole('button', { name: consentBannerCopy.reject });
    // Rejecting is as easy as accepting: the same classes, so the same size and weight.
    expect(reject.className).toBe(accept.className);
    expect(within(region).getByRole('button', { name: consentBannerCopy.details })).toBeInTheDocument();
    // Non-modal: the page stays usable behind it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when the browser sends Global Privacy Control, and the dialog says why analytics is off', async () => {
    const { user, consentPosts } = await loadPage({ gpc: true });
    await user.click(screen.getByRole('button', { name: footerCopy.privacyChoices }));
    const dialog = await screen.findByRole('dialog', { name: privacyChoicesCopy.title });
    expect(within(dialog).getByRole('status')).toHaveTextContent(privacyChoicesCopy.status.gpc);
    expect(within(dialog).queryByRole('button', { name: privacyChoicesCopy.accept })).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    // The browser's answer is recorded as proof too, once.
    await waitFor(() => expect(consentPosts()).toEqual([expect.objectContaining({ analytics: false, source: 'gpc', version: privacyWordingVersion })]));
  });

  it('Accept stores the decision, posts it to /api/consent and closes the banner', async () => {
    const { user, consentPosts } = await loadPage();
    await user.click(await screen.findByRole('button', { name: consentBannerCopy.accept }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('privacyConsent') ?? '{}')).toMatchObject({ analytics: true, source: 'banner', version: privacyWordingVersion });
    expect(consentPosts()).toEqual([{ analytics: true, version: privacyWordingVersion, source: 'banner', sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown }]);
  });

  it('Reject stores the refusal, posts it, and no analytics beacon is ever sent', async () => {
    const { user, fetchMock, sendBeacon, consentPosts, tracking } = await loadPage();
    await user.click(await screen.findByRole('button', { name: consentBannerCopy.reject }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('privacyConsent') ?? '{}')).toMatchObject({ analytics: false, source: 'banner' });
    expect(consentPosts()).toEqual([expect.objectContaining({ analytics: false, source: 'banner', version: privacyWordingVersion })]);

    // The page goes on: events, clicks, scrolling, leaving. None of it may leave the browser.
    tracking.sendAnalyticsEvent('quiz_start', { quiz: 'owner' });
    await user.click(document.body);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('pagehide'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/consent']);
  });
});

describe('the footer’s privacy choices button', () => {
  it('opens the dialog, which changes the choice at any time', async () => {
    const { user, consentPosts } = await loadPage();
    await user.click(await screen.findByRole('button', { name: consentBannerCopy.reject }));

    const footerButton = screen.getByRole('button', { name: footerCopy.privacyChoices });
    await user.click(footerButton);
    const dialog = await screen.findByRole('dialog', { name: privacyChoicesCopy.title });
    expect(within(dialog).getByRole('status')).toHaveTextContent(privacyChoicesCopy.status.off);
    expect(within(dialog).getByRole('button', { name: privacyChoicesCopy.reject })).toHaveAttribute('aria-pressed', 'true');
    // How long each kind of data is kept, as the database's retention job deletes it.
    expect(within(dialog).getByRole('heading', { name: privacyChoicesCopy.retention.title })).toBeInTheDocument();
    expect(within(dialog).getByText(privacyChoicesCopy.retention.body)).toHaveTextContent(
      `deleted after ${dataRetention.tracking.months} months, and the record of your choice after ${dataRetention.consentRecords.months} months`,
    );

    await user.click(within(dialog).getByRole('button', { name: privacyChoicesCopy.accept }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(privacyChoicesCopy.status.on);
    expect(JSON.parse(localStorage.getItem('privacyConsent') ?? '{}')).toMatchObject({ analytics: true, source: 'settings' });
    expect(consentPosts().at(-1)).toMatchObject({ analytics: true, source: 'settings' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to where the visitor was.
    expect(footerButton).toHaveFocus();
  });

  it('is opened by the banner’s "Privacy choices" too, and deciding there also answers the banner', async () => {
    const { user } = await loadPage();
    await user.click(await screen.findByRole('button', { name: consentBannerCopy.details }));
    const dialog = await screen.findByRole('dialog', { name: privacyChoicesCopy.title });
    expect(within(dialog).getByRole('status')).toHaveTextContent(privacyChoicesCopy.status.undecided);
    await user.click(within(dialog).getByRole('button', { name: privacyChoicesCopy.reject }));
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('the wording version', () => {
  it('is the consent store’s CONSENT_VERSION, so a new wording asks everyone again', async () => {
    const { CONSENT_VERSION } = await import('@/features/tracking');
    expect(privacyWordingVersion).toBe(CONSENT_VERSION);
    expect(consentBannerCopy.version).toBe(CONSENT_VERSION);
  });
});
