/**
 * The Analytics tab with markup where visitors decide the values: a lead's
 * utm_source is its channel, a beacon's page path names pages in every panel. Each shows as text and
 * nothing is built from it. The heatmap's frame holds the site's own page, fetched by path from the
 * site, never a visitor value, and without scripts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../admin-app';
import type { AdminClient, Database } from '../api/admin-database';
import { todayInLosAngeles } from './leads-per-day';
import { fakeAnalyticsAdminClient } from './admin-client.fake';
import { layoutCopyPath } from './layout-document';

type AnalyticsFunction = Extract<keyof Database['public']['Functions'], `analytics_${string}`>;

const CHANNEL = `<img src=x onerror=alert('utm_source')>`;
const FORM = `<script>alert('form')</script>`;
/** No whitespace, so it passes the heatmap's site-path check and reaches its page list and frame. */
const PAGE = `/"><svg/onload=alert('page')>`;
const VITALS_PAGE = `/<img src=x onerror=alert('vitals')>`;

function hostileRows(): Record<AnalyticsFunction, unknown[]> {
  const today = todayInLosAngeles(new Date());
  return {
    analytics_leads_per_day: [{ day: today, leads: 3, channels: { [CHANNEL]: 3 }, forms: { [FORM]: 3 } }],
    analytics_funnel: [{ quiz: 'aspirer', step_order: 0, step: 'quiz_start', sessions: 10 }],
    analytics_ab_results: [
      { variant: 'A', views: 10, cta_clicks: 1, leads: 1 },
      { variant: 'B', views: 10, cta_clicks: 2, leads: 1 },
    ],
    analytics_pages: [{ page: PAGE, clicks: 5, scroll_samples: 5 }],
    analytics_click_map: [{ total_clicks: 5, cells: [[3, 3, 5]] }],
    analytics_scroll_depth: [{ page: PAGE, depth: 10, sessions: 5 }],
    analytics_web_vitals: [{ page: VITALS_PAGE, metric: 'LCP', p75: 1800, samples: 5 }],
  };
}

/** A signed-in admin's client answering every analytics function with the hostile rows. */
function fakeClient(): AdminClient {
  const rows = hostileRows();
  return fakeAnalyticsAdminClient(async (name: AnalyticsFunction) => ({ data: rows[name], error: null }));
}

describe('the Analytics tab with markup in visitor-decided values', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows channels, forms and page paths as text, and the heatmap frames the site’s page without scripts', async () => {
    const fetchPage = vi.fn(async () => new Response('<main><h1>Page</h1></main><script>alert("layout")</script>'));
    vi.stubGlobal('fetch', fetchPage);
    const { container } = render(
      <MemoryRouter initialEntries={['/admin?tab=analytics']}>
        <AdminApp client={fakeClient()} />
      </MemoryRouter>,
    );

    const heatmap = await screen.findByRole('region', { name: 'Click heatmap' }, { timeout: 5000 });
    const frame = await within(heatmap).findByTitle(`Layout of ${PAGE} at 1280 px`);
    await waitFor(() => expect(frame).toHaveAttribute('srcdoc', '<main><h1>Page</h1></main>'));
    // A path of the site (its layout copy), fetched from the site: the visitor's value never becomes the frame's content.
    expect(fetchPage).toHaveBeenCalledWith(layoutCopyPath(PAGE));
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(within(heatmap).getByRole('option', { name: `${PAGE} (5 clicks)` })).toBeInTheDocument();

    const leads = screen.getByRole('region', { name: 'Leads per day by channel' });
    expect(within(leads).getAllByText(CHANNEL).length).toBeGreaterThan(0);
    expect(within(leads).getAllByText(FORM).length).toBeGreaterThan(0);
    expect(await screen.findByText(VITALS_PAGE, { exact: false })).toBeInTheDocument();

    const main = container.querySelector('main') ?? container;
    // Only the heatmap's own frame: its srcdoc is checked above.
    expect(main.querySelectorAll('iframe')).toHaveLength(1);
    expect(main.querySelector('img, script, object, embed, svg[onload], svg svg')).toBeNull();
    const handlers = [...main.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName}[${attribute.name}]`),
    );
    expect(handlers).toEqual([]);
  });
});
