import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bookConsult } from '@/content/navigation';
import { segments, type SegmentContent } from '@/content/segments';
import ForGrowingBusinessesPage from './for-growing-businesses';
import ForNewBusinessesPage from './for-new-businesses';

const pages: [string, ComponentType, SegmentContent][] = [
  ['/for-new-businesses', ForNewBusinessesPage, segments.new],
  ['/for-growing-businesses', ForGrowingBusinessesPage, segments.growing],
];

describe.each(pages)('%s', (path, Page, content) => {
  const renderPage = () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );

  it('has one h1 and its three pillars, each linking to its service page', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const pillars = screen.getByRole('region', { name: content.pillarsHeading });
    expect(within(pillars).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(content.pillars.map((pillar) => pillar.title));
    for (const pillar of content.pillars) {
      expect(within(pillars).getByRole('link', { name: `More about ${pillar.title}` })).toHaveAttribute('href', `/services/${pillar.service}`);
    }
  });

  it('has its guarantee box', () => {
    renderPage();
    const box = screen.getByRole('region', { name: content.guarantee.heading });
    for (const point of content.guarantee.points) expect(within(box).getByText(point)).toBeInTheDocument();
  });

  it('has the quiz under the anchor "service-finder", and the hero links to it', async () => {
    const { container } = renderPage();
    const finder = container.querySelector('#service-finder');
    expect(finder).not.toBeNull();
    expect(screen.getByRole('link', { name: /Find My Services/ })).toHaveAttribute('href', '#service-finder');
    // The Pathfinder quiz loads lazily, then starts right there.
    const quiz = await screen.findByRole('region', { name: 'Three Questions to Your Marketing Plan' });
    expect(finder).toContainElement(quiz);
  });

  it('has the external booking link in a new tab', () => {
    renderPage();
    const booking = screen.getByRole('region', { name: content.booking.heading });
    const link = within(booking).getByRole('link', { name: /Book Free Consult/ });
    expect(link).toHaveAttribute('href', bookConsult.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
    expect(link).toHaveAccessibleName(/opens in a new tab/);
  });
});
