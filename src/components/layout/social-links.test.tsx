import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bookConsult, socialCopy } from '@/content/navigation';
import { site } from '@/content/site';
import { SocialLinks } from './social-links';

const networks = site.social.map((profile) => profile.network);

function renderLinks(props: Parameters<typeof SocialLinks>[0] = {}) {
  render(
    <MemoryRouter>
      <SocialLinks {...props} />
    </MemoryRouter>,
  );
}

describe('SocialLinks', () => {
  it('links every network of the agency, each in a new tab and named after its network', () => {
    renderLinks();
    const list = screen.getByRole('list', { name: socialCopy.listLabel });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(networks.map((network) => `${socialCopy.follow} ${network}`));

    for (const network of networks) {
      const link = screen.getByRole('link', { name: `${socialCopy.follow} ${network}` });
      const profile = site.social.find((entry) => entry.network === network);
      expect(link).toHaveAttribute('href', profile?.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
  });

  it.each(['sm', 'md', 'lg'] as const)('size %s renders every network', (size) => {
    renderLinks({ size });
    for (const network of networks) {
      expect(screen.getByRole('link', { name: `${socialCopy.follow} ${network}` })).toBeInTheDocument();
    }
  });

  it('can add the booking button, which opens the external booking calendar in a new tab', () => {
    renderLinks({ withBooking: true });
    const book = screen.getByRole('link', { name: new RegExp(bookConsult.label) });
    expect(book).toHaveAttribute('href', bookConsult.href);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(book).toHaveAccessibleName(/opens in a new tab/);
  });

  it('shows no booking button unless asked for one', () => {
    renderLinks();
    expect(screen.queryByRole('link', { name: new RegExp(bookConsult.label) })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(networks.length);
  });
});
