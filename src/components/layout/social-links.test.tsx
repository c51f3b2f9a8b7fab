import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from '@/content/site';
import { SocialLinks } from './social-links';

const networks = ['Facebook', 'LinkedIn', 'Instagram', 'YouTube', 'Twitter'] as const;

function renderLinks(props: Parameters<typeof SocialLinks>[0] = {}) {
  render(
    <MemoryRouter>
      <SocialLinks {...props} />
    </MemoryRouter>,
  );
}

describe('SocialLinks', () => {
  it('"Facebook, LinkedIn, Instagram, YouTube, Twitter; each opens in a new tab with the label \'Follow us on\' plus network name"', () => {
    renderLinks();
    const list = screen.getByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(networks.map((network) => `Follow us on ${network}`));

    for (const network of networks) {
      const link = screen.getByRole('link', { name: `Follow us on ${network}` });
      const profile = site.social.find((entry) => entry.network === network);
      expect(link).toHaveAttribute('href', profile?.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
  });

  it.each(['sm', 'md', 'lg'] as const)('"Three sizes (sm, md, lg)": size %s renders all five networks', (size) => {
    renderLinks({ size });
    for (const network of networks) {
      expect(screen.getByRole('link', { name: `Follow us on ${network}` })).toBeInTheDocument();
    }
  });

  it('"A \'Book Free Consult\' button opens an external 30-minute booking calendar in a new window"', () => {
    renderLinks({ withBooking: true });
    const book = screen.getByRole('link', { name: /Book Free Consult/ });
    expect(book).toHaveAttribute('href', site.links.bookingCalendar);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(book).toHaveAccessibleName(/opens in a new tab/);
  });

  it('shows no booking button unless asked for one', () => {
    renderLinks();
    expect(screen.queryByRole('link', { name: /Book Free Consult/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(networks.length);
  });
});
