import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { caseStudies } from '@/content/case-studies';
import { aiVoiceAgents, exploreCopy, faqCopy, resultsCopy } from '@/content/home';
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

/** An accessible name that begins with `label` (a new-tab link's name goes on to say so). */
function startingWith(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
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

  it('shows the AI voice agents section’s content, and its actions open the agent pages in a new tab', () => {
    renderAll();
    const section = screen.getByRole('region', { name: aiVoiceAgents.heading });
    expect(within(section).getByText(aiVoiceAgents.badge)).toBeInTheDocument();
    for (const benefit of aiVoiceAgents.benefits) {
      expect(within(section).getByRole('heading', { name: benefit.title })).toBeInTheDocument();
    }
    expect(within(section).getByRole('heading', { name: aiVoiceAgents.industriesHeading })).toBeInTheDocument();
    for (const industry of aiVoiceAgents.industries) {
      expect(within(section).getByRole('heading', { name: industry.title, level: 4 })).toBeInTheDocument();
    }
    expect(within(section).getByRole('heading', { name: aiVoiceAgents.callout.heading })).toBeInTheDocument();
    const safeNewTab = { target: '_blank', rel: 'noopener noreferrer' };
    expect(newTabLink(startingWith(aiVoiceAgents.tryDemo.label))).toEqual([{ href: site.links.testAgents, ...safeNewTab }]);
    expect(newTabLink(startingWith(aiVoiceAgents.tryAgent.label))).toEqual([{ href: site.links.testAgents, ...safeNewTab }]);
    expect(newTabLink(startingWith(aiVoiceAgents.getHelp.label))).toEqual([
      { href: site.links.aiAgentIntake, ...safeNewTab },
      { href: site.links.aiAgentIntake, ...safeNewTab },
    ]);
  });

  it('links each case-study card to its story on /case-studies', () => {
    renderAll();
    const results = screen.getByRole('region', { name: resultsCopy.heading });
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
    const explore = screen.getByRole('region', { name: exploreCopy.heading });
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
    expect(within(explore).getByRole('link', { name: startingWith(exploreCopy.visitSite.label) })).toBeInTheDocument();
  });

  it('shows the FAQ as native disclosures, closed until opened', () => {
    renderAll();
    const faq = screen.getByRole('region', { name: faqCopy.heading });
    const details = faq.querySelectorAll('details');
    expect(details).toHaveLength(faqCopy.items.length);
    details.forEach((item) => expect(item.open).toBe(false));
    for (const { question } of faqCopy.items) expect(within(faq).getByText(question).closest('summary')).not.toBeNull();
  });
});
