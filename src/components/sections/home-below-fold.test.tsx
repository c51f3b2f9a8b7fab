import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { caseStudies } from '@/content/case-studies';
import { site } from '@/content/site';
import { HomeClosingSections, HomeResultsAndGuarantee, HomeServicesAndAi } from './home-below-fold';

function renderAll() {
  return render(
    <MemoryRouter>
      <HomeServicesAndAi />
      <HomeResultsAndGuarantee />
      <HomeClosingSections />
    </MemoryRouter>,
  );
}

/** A link's href and whether it opens a new tab with safe rel. */
function newTabLink(name: string | RegExp) {
  const links = screen.getAllByRole('link', { name });
  return links.map((link) => ({
    href: link.getAttribute('href'),
    target: link.getAttribute('target'),
    rel: link.getAttribute('rel'),
  }));
}

describe('home page sections below the fold', () => {
  it('has the anchors the sitemap and buttons link to, each section labelled by its h2', () => {
    const { container } = renderAll();
    for (const id of ['services', 'ai-voice-agents', 'results', 'guarantee', 'about', 'faq']) {
      const section = container.querySelector(`section#${id}`);
      expect(section, `section#${id}`).not.toBeNull();
      const headingId = section?.getAttribute('aria-labelledby') ?? '';
      expect(container.querySelector(`h2#${headingId}`), `h2 labelling #${id}`).not.toBeNull();
    }
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the AI voice agents section with its documented copy, and its actions open the documented pages in a new tab', () => {
    renderAll();
    const section = screen.getByRole('region', { name: '24/7 AI Voice Agents That Speak Your Business Language' });
    expect(within(section).getByText('NEW AI Technology')).toBeInTheDocument();
    for (const title of ['Never Miss A Call', 'HIPAA & Legal Compliant', 'Qualified Lead Generation', 'Instant Response']) {
      expect(within(section).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(section).getByRole('heading', { name: 'Industry-Specific Expertise' })).toBeInTheDocument();
    for (const title of ['Healthcare', 'Legal', 'Service Providers']) {
      expect(within(section).getByRole('heading', { name: title, level: 4 })).toBeInTheDocument();
    }
    expect(within(section).getByRole('heading', { name: 'Stop Letting Calls Slip Through The Cracks' })).toBeInTheDocument();
    const safeNewTab = { target: '_blank', rel: 'noopener noreferrer' };
    expect(newTabLink(/^Try AI Agent Demo/)).toEqual([{ href: site.links.testAgents, ...safeNewTab }]);
    expect(newTabLink(/^Click To Try Agent/)).toEqual([{ href: site.links.testAgents, ...safeNewTab }]);
    expect(newTabLink(/^Get Help/)).toEqual([
      { href: site.links.aiAgentIntake, ...safeNewTab },
      { href: site.links.aiAgentIntake, ...safeNewTab },
    ]);
  });

  it('links each case-study card to its story on /case-studies', () => {
    renderAll();
    const results = screen.getByRole('region', { name: 'Real Businesses, Measured Results' });
    for (const study of caseStudies) {
      expect(within(results).getByRole('heading', { name: study.client })).toBeInTheDocument();
      expect(within(results).getByRole('link', { name: `Read the ${study.client} case study` })).toHaveAttribute(
        'href',
        `/case-studies#${study.id}`,
      );
      expect(within(results).getByRole('img', { name: study.image.alt })).toHaveAttribute('loading', 'lazy');
    }
  });

  it('opens the four explore cards and the main website in new tabs', () => {
    renderAll();
    const explore = screen.getByRole('region', { name: 'Explore Our Complete Digital Marketing Universe' });
    const links = within(explore).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      site.links.founderBio,
      site.links.allServices,
      site.links.blog,
      site.links.bookingCalendar,
      site.links.mainSite,
    ]);
    links.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    });
    expect(within(explore).getByRole('link', { name: /^Visit Our Complete Website/ })).toBeInTheDocument();
  });

  it('shows the FAQ as native disclosures, closed until opened', () => {
    renderAll();
    const faq = screen.getByRole('region', { name: 'Questions Business Owners Ask Us' });
    const details = faq.querySelectorAll('details');
    expect(details.length).toBeGreaterThanOrEqual(6);
    details.forEach((item) => expect(item.open).toBe(false));
    expect(within(faq).getByText('Do I have to sign a long-term contract?').closest('summary')).not.toBeNull();
  });
});
