import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { analyticsEventsSchema, heatmapClicksSchema } from '@shared/tracking-schemas.ts';

/** A fresh page (the consent store and the analytics hub are per page), with sendBeacon recorded. */
async function loadPage({ accepted }: { accepted: boolean | null }) {
  vi.resetModules();
  if (accepted !== null) {
    localStorage.setItem('privacyConsent', JSON.stringify({ analytics: accepted, decidedAt: new Date().toISOString(), version: '2026-11-21', source: 'banner' }));
  }
  const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  // The beacons get 202 and no body; a lead function answers as it does, with the stored lead's id.
  const fetchMock = vi.fn<typeof fetch>((url) =>
    Promise.resolve(
      String(url).includes('/functions/v1/')
        ? new Response(JSON.stringify({ success: true, leadId: '00000000-0000-4000-8000-000000000001' }), { status: 200 })
        : new Response(null, { status: 202 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const tracking = await import('./index');
  document.body.setAttribute('data-ab-variant', 'B');
  tracking.prepareAnalytics();
  // The hero's view can come before the collectors load: it must wait for them, not be lost.
  tracking.trackAbTestView('B');
  const view = render(
    <MemoryRouter initialEntries={['/services']}>
      <tracking.SiteTracking />
    </MemoryRouter>,
  );
  // Idle time passes: with consent the collectors load now (their arrival updates SiteTracking's state).
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  const beacons = (url: string) => sendBeacon.mock.calls.filter(([target]) => target === url).map(([, body]) => JSON.parse(String(body)) as unknown);
  return { tracking, sendBeacon, fetchMock, beacons, ...view };
}

const leave = () =>
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.removeAttribute('data-ab-variant');
  vi.unstubAllGlobals();
});

describe('SiteTracking', () => {
  it('collects and sends nothing before the visitor accepts analytics', async () => {
    const { tracking, sendBeacon, fetchMock } = await loadPage({ accepted: null });
    tracking.sendAnalyticsEvent('quiz_start', { quiz: 'aspirer' });
    act(() => {
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5, clientY: 5 }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    leave();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    // Not even the visit id is created before consent.
    expect(sessionStorage.getItem('trackingSessionId')).toBeNull();
  });

  it('after consent, queues analytics events (the early A/B view included) and sends them on page hide in the endpoint’s format', async () => {
    const { tracking, beacons } = await loadPage({ accepted: true });
    // The collectors load once the browser is idle.
    await waitFor(() => {
      tracking.sendAnalyticsEvent('quiz_step', { quiz: 'owner', step: 2, step_id: 'challenge' });
      leave();
      expect(beacons('/api/analytics-events').length).toBeGreaterThan(0);
    });
    const [body] = beacons('/api/analytics-events');
    // The server's own schema accepts it: the body matches the contract.
    const parsed = analyticsEventsSchema.parse(body);
    expect(parsed).toMatchObject({ abVariant: 'B', consent: { analytics: true, version: '2026-11-21' }, viewportWidth: window.innerWidth });
    expect(parsed.events.map((event) => event.name)).toEqual(expect.arrayContaining(['ab_test_view', 'quiz_step']));
    expect(parsed.events.find((event) => event.name === 'quiz_step')).toMatchObject({ page: '/', params: { quiz: 'owner', step: 2 } });
  });

  it('records clicks for the current route’s heatmap after consent, and stops at once when consent is withdrawn', async () => {
    const { tracking, beacons } = await loadPage({ accepted: true });
    await waitFor(() => {
      act(() => {
        document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
      leave();
      expect(beacons('/api/heatmap-clicks').length).toBeGreaterThan(0);
    });
    expect(heatmapClicksSchema.parse(beacons('/api/heatmap-clicks')[0])).toMatchObject({ page: '/services', abVariant: 'B' });

    const sentBefore = beacons('/api/heatmap-clicks').length + beacons('/api/analytics-events').length;
    act(() => {
      tracking.getConsentStore().choose(false, 'settings');
    });
    act(() => {
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    tracking.sendAnalyticsEvent('quiz_start', { quiz: 'owner' });
    leave();
    expect(beacons('/api/heatmap-clicks').length + beacons('/api/analytics-events').length).toBe(sentBefore);
  });

  it('gives leads the variant shown and fires the generate_lead conversion beacon with consent', async () => {
    const { fetchMock } = await loadPage({ accepted: true });
    const { submitLead } = await import('@/features/lead-capture/send-lead');
    await submitLead('submit-lead', { name: 'Dana' });
    const lead = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/functions/v1/submit-lead'))?.[1];
    expect(JSON.parse(String(lead?.body))).toMatchObject({ attribution: { ab_variant: 'B' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/track-conversion', expect.anything()));
    const init = fetchMock.mock.calls.find(([url]) => url === '/api/track-conversion')?.[1];
    expect(JSON.parse(String(init?.body))).toMatchObject({ conversion_type: 'generate_lead' });
  });
});
