import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { caseStudies } from '@/content/case-studies';
import { findService } from '@/lib/service-lookup';
import CaseStudiesPage from './case-studies';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/case-studies']}>
      <CaseStudiesPage />
    </MemoryRouter>,
  );
}

describe('CaseStudiesPage (/case-studies)', () => {
  it('"Three case studies", each a section with its id so /case-studies#<id> lands on it', () => {
    const { container } = renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const caseStudy of caseStudies) {
      const section = screen.getByRole('region', { name: caseStudy.client });
      expect(section).toHaveAttribute('id', caseStudy.id);
      expect(container.querySelector(`#${caseStudy.id}`)).toBe(section);
    }
    expect(screen.getByRole('link', { name: /Restaurant chain: 850%/ })).toHaveAttribute('href', '#restaurant-chain');
  });

  it.each(caseStudies.map((caseStudy) => [caseStudy.id, caseStudy] as const))('%s shows every field', (_id, caseStudy) => {
    renderPage();
    const section = screen.getByRole('region', { name: caseStudy.client });
    const story = within(section);
    for (const text of [caseStudy.industry, caseStudy.location, caseStudy.heroSolution, caseStudy.challenge, caseStudy.solution, caseStudy.clientName]) {
      expect(section).toHaveTextContent(text);
    }
    expect(section).toHaveTextContent(`Results in ${caseStudy.timeframe}`);
    const image = story.getByRole('img', { name: caseStudy.image.alt });
    expect(image).toHaveAttribute('src', caseStudy.image.src);
    expect(image).toHaveAttribute('width', String(caseStudy.image.width));
    expect(image).toHaveAttribute('height', String(caseStudy.image.height));
    for (const result of caseStudy.results) {
      const item = story.getByText(result.metric).closest('li');
      expect(item).toHaveTextContent(result.label);
      expect(item).toHaveTextContent(result.detail);
      expect(item?.querySelector('svg')).not.toBeNull();
    }
    expect(story.getByRole('blockquote')).toHaveTextContent(caseStudy.testimonial);
    for (const slug of caseStudy.servicesUsed) {
      expect(story.getByRole('link', { name: findService(slug)?.title })).toHaveAttribute('href', `/services/${slug}`);
    }
  });

  it('ends with calls to action for the Pathfinder quiz and a strategy call', () => {
    renderPage();
    expect(screen.getByRole('link', { name: /Take the Pathfinder Quiz/ })).toHaveAttribute('href', '/#pathfinder');
    expect(screen.getByRole('link', { name: /Book a Strategy Call/ })).toHaveAttribute('href', '/call-booking');
  });
});
