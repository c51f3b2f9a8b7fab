import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abTestCopy } from '@/content/admin-ab-test';
import { AdminApp } from '../admin-app';
import type { AdminClient, Database } from '../api/admin-database';
import { todayInLosAngeles } from './leads-per-day';
import { fakeAnalyticsAdminClient } from './admin-client.fake';

type AnalyticsFunction = Extract<keyof Database['public']['Functions'], `analytics_${string}`>;
type Answer = { data: unknown; error: { message: string } | null };

/** A day in Los Angeles, as the database reports leads' days. */
function daysAgo(days: number): string {
  return todayInLosAngeles(new Date(Date.now() - days * 86_400_000));
}

/** Sample rows for each analytics function, as the contract describes them. */
function sampleRows(): Record<AnalyticsFunction, unknown[]> {
  return {
    analytics_leads_per_day: [
      { day: daysAgo(1), leads: 5, channels: { google: 4, direct: 1 }, forms: { 'aspirer-quiz': 4, contact: 1 } },
      { day: daysAgo(0), leads: 2, channels: { google: 2 }, forms: { 'owner-quiz': 2 } },
    ],
    analytics_funnel: [
      { quiz: 'aspirer', step_order: 0, step: 'quiz_start', sessions: 200 },
      { quiz: 'aspirer', step_order: 1, step: 'quiz_step_1', sessions: 150 },
      { quiz: 'aspirer', step_order: 6, step: 'quiz_submit', sessions: 60 },
      { quiz: 'aspirer', step_order: 7, step: 'booking', sessions: 15 },
      { quiz: 'owner', step_order: 0, step: 'quiz_start', sessions: 80 },
    ],
    analytics_ab_results: [
      { variant: 'A', views: 1000, cta_clicks: 300, leads: 100 },
      { variant: 'B', views: 1000, cta_clicks: 320, leads: 130 },
    ],
    analytics_pages: [
      { page: '/services', clicks: 12, scroll_samples: 40 },
      { page: '/', clicks: 97, scroll_samples: 300 },
    ],
    analytics_click_map: [{ total_clicks: 97, cells: [[18, 8, 90], [2, 33, 7]] }],
    analytics_scroll_depth: [
      { page: '/', depth: 10, sessions: 200 },
      { page: '/', depth: 50, sessions: 100 },
      { page: '/services', depth: 10, sessions: 20 },
    ],
    analytics_web_vitals: [
      { page: '/', metric: 'LCP', p75: 4800, samples: 50 },
      { page: '/', metric: 'INP', p75: 120, samples: 48 },
      { page: '/', metric: 'CLS', p75: 0.18, samples: 50 },
      { page: '/', metric: 'page_load_time', p75: 2100, samples: 50 },
    ],
  };
}

/**
 * A signed-in admin's client: the gate's session and role reads, and `rpc` answering each analytics
 * function from `rows` (or with `failing`'s error), recording every call.
 */
function fakeClient({ failing }: { failing?: AnalyticsFunction } = {}) {
  const rows = sampleRows();
  const rpc = vi.fn(async (name: AnalyticsFunction, _args: Record<string, unknown>): Promise<Answer> => {
    if (name === failing) return { data: null, error: { message: 'permission denied for function' } };
    return { data: rows[name], error: null };
  });
  return { client: fakeAnalyticsAdminClient(rpc), rpc };
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderAnalytics(client: AdminClient, url = '/admin?tab=analytics') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminApp client={client} />
      <Address />
    </MemoryRouter>,
  );
}

function panel(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function callsOf(rpc: ReturnType<typeof fakeClient>['rpc'], name: AnalyticsFunction) {
  return rpc.mock.calls.filter(([called]) => called === name).map(([, args]) => args);
}

describe('the Analytics tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a tab of the dashboard with its own address', async () => {
    renderAnalytics(fakeClient().client);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const link = within(nav).getByRole('link', { name: 'Analytics' });
    expect(link).toHaveAttribute('href', '/admin?tab=analytics');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Analytics' })).toBeInTheDocument();
  });

  it('draws leads per day as a stacked chart with a text alternative and totals by channel and form', async () => {
    renderAnalytics(fakeClient().client);
    await screen.findByRole('heading', { name: 'Leads per day by channel' });
    const leads = panel('Leads per day by channel');
    expect(await within(leads).findByRole('img', { name: /Stacked bar chart of leads per day over the last 30 days: 7 leads, the busiest day .* with 5/ })).toBeInTheDocument();
    expect(within(leads).getByText(/leads in the last 30 days/).parentElement).toHaveTextContent('7 leads in the last 30 days');
    const channels = within(leads).getByRole('table', { name: 'Totals by channel (legend)' });
    expect(within(channels).getByRole('row', { name: /google 6 86 %/ })).toBeInTheDocument();
    expect(within(channels).getByRole('row', { name: /direct 1 14 %/ })).toBeInTheDocument();
    const forms = within(leads).getByRole('table', { name: 'Totals by form' });
    expect(within(forms).getByRole('row', { name: 'aspirer-quiz 4' })).toBeInTheDocument();
    // The day-by-day table for screen readers has a row for each of the 30 days plus its header.
    expect(within(within(leads).getByRole('table', { name: 'Leads per day by channel' })).getAllByRole('row')).toHaveLength(31);
  });

  it('shows each quiz funnel with the share kept from the previous step and from the start', async () => {
    renderAnalytics(fakeClient().client);
    const funnel = await screen.findByRole('table', { name: 'Aspirer quiz (starting a business)' });
    expect(within(funnel).getByRole('row', { name: 'Step 1 150 75 % 75 %' })).toBeInTheDocument();
    expect(within(funnel).getByRole('row', { name: 'Submitted 60 40 % 30 %' })).toBeInTheDocument();
    expect(within(funnel).getByRole('row', { name: 'Booked a call 15 25 % 7.5 %' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Owner quiz (growing a business)' })).toBeInTheDocument();
  });

  it('states the A/B result with its significance and the split check', async () => {
    renderAnalytics(fakeClient().client);
    const ab = await screen.findByRole('region', { name: abTestCopy.title });
    expect(await within(ab).findByText('B converts 30 % better than A, p = 0.04 (significant at 95 %)')).toBeInTheDocument();
    expect(within(ab).getByText('Split 1,000 / 1,000: even (p = 1.00)')).toBeInTheDocument();
    expect(within(ab).getByRole('row', { name: 'B 1,000 320 32 % 130 13 %' })).toBeInTheDocument();
  });

  it('says that its figures are sessions, each counted once, not page loads or clicks', async () => {
    renderAnalytics(fakeClient().client);
    const ab = await screen.findByRole('region', { name: abTestCopy.title });
    const headers = (await within(ab).findAllByRole('columnheader')).map((header) => header.textContent);
    // Variant, then what views and cta_clicks count (analytics_ab_results: distinct sessions), then the rates and leads.
    expect(headers.slice(1, 3)).toEqual([expect.stringMatching(/^Sessions that saw/), expect.stringMatching(/^Sessions that clicked/)]);
    expect(within(ab).getByText(abTestCopy.aid)).toHaveTextContent(/counts a session once/);
  });

  it('draws the busiest page’s clicks over its layout, and refetches for another device and variant', async () => {
    const user = userEvent.setup();
    // No layout copy (the development server): the heatmap falls back to the page itself.
    const fetchPage = vi.fn(async (url: string) =>
      url.startsWith('/heatmap-layout')
        ? new Response('Not found', { status: 404 })
        : new Response('<main><h1>Home</h1></main><script type="module" src="/assets/index.js"></script>'),
    );
    vi.stubGlobal('fetch', fetchPage);
    const { client, rpc } = fakeClient();
    renderAnalytics(client);
    const heatmap = await screen.findByRole('region', { name: 'Click heatmap' });
    const frame = await within(heatmap).findByTitle('Layout of / at 1280 px');
    // The page's own prerendered HTML, without its scripts.
    await waitFor(() => expect(frame).toHaveAttribute('srcdoc', '<main><h1>Home</h1></main>'));
    expect(fetchPage.mock.calls.map(([url]) => url)).toEqual(['/heatmap-layout', '/']);
    expect(frame).toHaveAttribute('tabindex', '-1');
    // No scripts in the frame: the layout must not run the page's own tracking.
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(within(heatmap).getByRole('img', { name: 'Click heatmap: 97 clicks on /, desktop, all variants, last 30 days' })).toBeInTheDocument();
    expect(heatmap.querySelectorAll('circle')).toHaveLength(2);
    expect(callsOf(rpc, 'analytics_click_map')).toEqual([{ page: '/', variant: null, device: 'desktop', days: 30, columns: 36, row_height: 36 }]);

    await user.selectOptions(within(heatmap).getByLabelText('Device'), 'mobile');
    await user.selectOptions(within(heatmap).getByLabelText('A/B variant'), 'B');
    await user.selectOptions(within(heatmap).getByLabelText('Page'), '/services');
    expect(await within(heatmap).findByTitle('Layout of /services at 390 px')).toBeInTheDocument();
    expect(callsOf(rpc, 'analytics_click_map').at(-1)).toEqual({ page: '/services', variant: 'B', device: 'mobile', days: 30, columns: 11, row_height: 36 });
    const address = new URL(screen.getByRole('status', { name: 'Address' }).textContent ?? '', 'https://x.test');
    expect(Object.fromEntries(address.searchParams)).toEqual({ tab: 'analytics', page: '/services', variant: 'B', device: 'mobile' });
  });

  it('shows the share of sessions reaching each 10 % of the chosen page', async () => {
    const user = userEvent.setup();
    renderAnalytics(fakeClient().client);
    const scroll = await screen.findByRole('region', { name: 'Scroll depth' });
    const table = await within(scroll).findByRole('table', { name: '200 sessions on /' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('row', { name: '50 % 50 % 100' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '60 % 0 % 0' })).toBeInTheDocument();
    await user.selectOptions(within(scroll).getByLabelText('Page'), '/services');
    expect(within(scroll).getByRole('table', { name: '20 sessions on /services' })).toBeInTheDocument();
  });

  it('rates web vitals per route in words', async () => {
    renderAnalytics(fakeClient().client);
    const vitals = await screen.findByRole('region', { name: 'Web vitals (75th percentile)' });
    const row = await within(vitals).findByRole('row', { name: /^\// });
    expect(row).toHaveTextContent('4.80 sPoor');
    expect(row).toHaveTextContent('120 msGood');
    expect(row).toHaveTextContent('0.18Needs improvement');
    expect(row).toHaveTextContent('2.10 s');
    expect(within(vitals).queryByRole('columnheader', { name: 'FID' })).not.toBeInTheDocument();
  });

  it('asks every function for the chosen period and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { client, rpc } = fakeClient();
    renderAnalytics(client);
    await screen.findByText('B converts 30 % better than A, p = 0.04 (significant at 95 %)');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin?tab=analytics&days=7');
    const functions: AnalyticsFunction[] = ['analytics_leads_per_day', 'analytics_funnel', 'analytics_ab_results', 'analytics_pages', 'analytics_click_map', 'analytics_scroll_depth', 'analytics_web_vitals'];
    await waitFor(() => {
      for (const name of functions) expect(callsOf(rpc, name).at(-1)).toMatchObject({ days: 7 });
    });
  });

  it('opens the period from the address', async () => {
    const { client, rpc } = fakeClient();
    renderAnalytics(client, '/admin?tab=analytics&days=90');
    expect(await screen.findByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsOf(rpc, 'analytics_funnel')).toEqual([{ days: 90 }]));
  });

  it('shows an error with a retry in the panel whose function failed, and the other panels still', async () => {
    const user = userEvent.setup();
    const { client, rpc } = fakeClient({ failing: 'analytics_ab_results' });
    renderAnalytics(client);
    const ab = await screen.findByRole('region', { name: abTestCopy.title });
    // The dashboard retries a failed read once before showing the error.
    const alert = await within(ab).findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(abTestCopy.error);
    expect(await screen.findByRole('table', { name: 'Aspirer quiz (starting a business)' })).toBeInTheDocument();

    const before = callsOf(rpc, 'analytics_ab_results').length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsOf(rpc, 'analytics_ab_results').length).toBeGreaterThan(before));
  });
});
