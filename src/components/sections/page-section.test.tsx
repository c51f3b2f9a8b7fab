import { render, screen, within } from '@testing-library/react';
import { PageSection, sectionHeadingId } from './page-section';

const copy = { eyebrow: 'Results', heading: 'Real Businesses, Measured Results', intro: 'Three clients and their numbers.' };

describe('PageSection', () => {
  it.each(['band', 'inset', 'column'] as const)('is a region named by its heading, with the eyebrow, intro and content (%s layout)', (layout) => {
    render(
      <PageSection name="results" id="results" copy={copy} layout={layout} action={<a href="/case-studies">See all case studies</a>}>
        <p>The cards</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: copy.heading });
    expect(region.id).toBe('results');
    expect(within(region).getByRole('heading', { level: 2, name: copy.heading }).id).toBe(sectionHeadingId('results'));
    expect(within(region).getByText(copy.eyebrow)).toBeInTheDocument();
    expect(within(region).getByText(copy.intro)).toBeInTheDocument();
    expect(within(region).getByText('The cards')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See all case studies' })).toBeInTheDocument();
  });

  it('is named by a heading its content draws with the section heading id', () => {
    render(
      <PageSection name="guarantee">
        <h2 id={sectionHeadingId('guarantee')}>Pay Only for Verified Results</h2>
      </PageSection>,
    );
    expect(screen.getByRole('region', { name: 'Pay Only for Verified Results' })).toBeInTheDocument();
  });
});
