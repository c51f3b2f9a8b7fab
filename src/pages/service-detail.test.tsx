import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { guarantee } from '@/content/claims';
import { serviceDetails } from '@/content/service-details';
import { services, type Service } from '@/content/services';
import { site } from '@/content/site';
import { serviceVideos } from '@/content/videos';
import ServiceDetailPage from './service-detail';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderAt(path: string) {
  const result = render(
    <MemoryRouter initialEntries={['/previous', path]} initialIndex={1}>
      <Routes>
        <Route path="/services/:slug" element={<ServiceDetailPage />} />
        <Route path="/previous" element={<p>Previous page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { ...result, where: () => screen.getByTestId('where').textContent };
}

function serviceBySlug(slug: string): Service {
  const service = services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`No service with slug ${slug}`);
  return service;
}

const aiVoiceAgents = { ...serviceBySlug('ai-voice-agents'), ...serviceDetails['ai-voice-agents'] };

describe('ServiceDetailPage', () => {
  describe('"Service page template (all 11 services)" for /services/ai-voice-agents', () => {
    it('"hero with title, description"', () => {
      renderAt('/services/ai-voice-agents');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(aiVoiceAgents.title);
      expect(screen.getByText(aiVoiceAgents.description)).toBeInTheDocument();
      expect(document.title).toContain(aiVoiceAgents.title);
    });

    it('has the risk-free guarantee badge', () => {
      renderAt('/services/ai-voice-agents');
      expect(screen.getByText(guarantee.badge)).toBeInTheDocument();
    });

    it('has a "Breadcrumb": Home › Services › the service', () => {
      renderAt('/services/ai-voice-agents');
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(breadcrumb).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
      expect(within(breadcrumb).getByText(aiVoiceAgents.title)).toHaveAttribute('aria-current', 'page');
    });

    it('has "a consultation button tied to the service slug"', () => {
      renderAt('/services/ai-voice-agents');
      const consult = screen.getByRole('link', { name: 'Get a Free Consultation' });
      expect(consult.getAttribute('href')).toMatch(/^\/call-booking\?.*service=ai-voice-agents/);
    });

    it("has \"a 'View All Solutions' button that opens the agency's services section in a new tab\"", () => {
      renderAt('/services/ai-voice-agents');
      const viewAll = screen.getByRole('link', { name: /View All Solutions/ });
      expect(viewAll).toHaveAttribute('href', site.links.mainSiteServices);
      expect(viewAll).toHaveAttribute('target', '_blank');
      expect(viewAll.getAttribute('rel')).toMatch(/\bnoopener\b/);
      expect(viewAll).toHaveAccessibleName(/opens in a new tab/);
    });

    it('has a "benefits grid" of the four benefits', () => {
      renderAt('/services/ai-voice-agents');
      const benefits = screen.getByRole('region', { name: `The Benefits of ${aiVoiceAgents.title}` });
      const items = within(benefits).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      for (const benefit of aiVoiceAgents.benefits) {
        expect(within(benefits).getByRole('heading', { level: 3, name: benefit.title })).toBeInTheDocument();
      }
    });

    it('has "a four-step process", numbered 1 to 4', () => {
      renderAt('/services/ai-voice-agents');
      const process = screen.getByRole('region', { name: 'Our Four-Step Process' });
      const steps = within(process).getAllByRole('listitem');
      expect(steps).toHaveLength(4);
      steps.forEach((step, index) => {
        const expected = aiVoiceAgents.process[index];
        expect(step).toHaveTextContent(new RegExp(`^${index + 1}`));
        expect(within(step).getByRole('heading', { level: 3 })).toHaveTextContent(expected?.name ?? '');
      });
    });

    it('has "a \'Call Now\' button dialling the agency phone {phone}"', () => {
      renderAt('/services/ai-voice-agents');
      const callNow = screen.getByRole('link', { name: /Call Now/ });
      expect(callNow).toHaveAttribute('href', `tel:${site.phone.e164}`);
      expect(callNow).toHaveTextContent(site.phone.display);
    });

    it('lists "What\'s Included"', () => {
      renderAt('/services/ai-voice-agents');
      const included = screen.getByRole('region', { name: "What's Included" });
      expect(within(included).getAllByRole('listitem')).toHaveLength(aiVoiceAgents.features.length);
    });
  });

  it.each(services.map((service) => [service.slug, service.title]))(
    '"one page per service slug (11)": /services/%s shows %s',
    (slug, title) => {
      renderAt(`/services/${slug}`);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    },
  );

  it('an unknown slug renders the not-found page ("Oops! Page not found") and logs the path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/services/no-such-service');

    expect(screen.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(warn.mock.calls.some((args) => args.map(String).join(' ').includes('/services/no-such-service'))).toBe(true);
  });

  it('a slug that only looks like an alias ("constructor") is still not found', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { where } = renderAt('/services/constructor');
    expect(screen.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(where()).toBe('/services/constructor');
  });

  describe('the known inconsistency: /services/four-x-conversions', () => {
    it('redirects to /services/4x-conversions, replacing the old entry (Back does not bounce)', () => {
      const { where } = renderAt('/services/four-x-conversions');
      expect(where()).toBe('/services/4x-conversions');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(serviceBySlug('4x-conversions').title);
      fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(where()).toBe('/previous');
    });

    it('keeps the query and the fragment', () => {
      const { where } = renderAt('/services/four-x-conversions?utm_source=ad#pricing-calculator');
      expect(where()).toBe('/services/4x-conversions?utm_source=ad#pricing-calculator');
    });
  });

  describe('"an optional video section shown only when a video address is given"', () => {
    const withVideo = services.filter((service) => serviceVideos[service.slug]).map((service) => service.slug);

    it('the SEO, Google and Facebook advertising pages have one', () => {
      expect([...withVideo].sort()).toEqual(['facebook-advertising', 'google-advertising', 'pay-per-results-seo']);
    });

    it.each(withVideo)('/services/%s plays its own video, without preloading, with a transcript', async (slug) => {
      const { container } = renderAt(`/services/${slug}`);
      const video = serviceVideos[slug];
      if (!video) throw new Error(`no video for ${slug}`);
      // The video section loads after the page.
      const section = await screen.findByRole('region', { name: `See ${serviceBySlug(slug).title} in Action` });
      const player = container.querySelector('video');
      expect(section).toContainElement(player);
      expect(player).toHaveAttribute('controls');
      expect(player).toHaveAttribute('preload', 'none');
      expect(player).toHaveAttribute('playsinline');
      expect(player).toHaveAttribute('poster', video.poster);
      expect(player).toHaveAttribute('width', String(video.width));
      expect(player).toHaveAttribute('height', String(video.height));
      expect([...(player?.querySelectorAll('source') ?? [])].map((source) => [source.getAttribute('src'), source.getAttribute('type')])).toEqual(
        video.sources.map((source) => [source.src, source.type]),
      );
      expect(within(section).getByText(/No sound/)).toBeInTheDocument();
      const transcript = within(section).getByText('Read the transcript').closest('details');
      for (const paragraph of video.transcript) expect(transcript).toHaveTextContent(paragraph);
    });

    it.each(services.filter((service) => !serviceVideos[service.slug]).map((service) => service.slug))(
      '/services/%s has no video section',
      (slug) => {
        const { container } = renderAt(`/services/${slug}`);
        expect(container.querySelector('video')).toBeNull();
        expect(screen.queryByText('Read the transcript')).not.toBeInTheDocument();
      },
    );
  });
});
