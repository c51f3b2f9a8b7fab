import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { footerCopy, legalLinks } from '@/content/navigation';
import { site } from '@/content/site';
import { SiteFooter } from './site-footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

function hrefs(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the "Footer columns: Services, Company, Get Started, Contact"', () => {
    const footer = renderFooter();
    const headings = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Services', 'Company', 'Get Started', 'Contact']);
  });

  it.each([
    '/case-studies',
    '/resources',
    '/sitemap',
    '/path-selector',
    '/for-new-businesses',
    '/for-growing-businesses',
    '/call-booking',
    '/service-agreement',
  ])('"Footer and other links": links to %s', (path) => {
    const footer = renderFooter();
    expect(hrefs(footer)).toContain(path);
  });

  it('links to "main site about, blog, privacy, terms, and an agency-directory profile page"', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', site.links.privacy);
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', site.links.terms);
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', site.links.mainSiteAbout);
    expect(within(footer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', site.links.blog);
    expect(within(footer).getByRole('link', { name: /Agency Directory Profile/ })).toHaveAttribute(
      'href',
      site.links.directoryProfile,
    );
  });

  it('shows the "legal line" with the current year and the agency name', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    const footer = renderFooter();
    const agency = site.name.replace(/\.$/, '');
    expect(within(footer).getByText(`© 2031 ${agency}. ${footerCopy.rights}`, { exact: false })).toBeInTheDocument();
  });

  it('shows the contact details: "support email {email}, phone {phone}, the street address"', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    expect(within(footer).getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
    expect(within(footer).getByText(site.address.street, { exact: false })).toBeInTheDocument();
  });

  it('has a privacy choices button beside the legal links that opens the privacy choices', async () => {
    const onPrivacyChoices = vi.fn();
    render(
      <MemoryRouter>
        <SiteFooter onPrivacyChoices={onPrivacyChoices} />
      </MemoryRouter>,
    );
    const button = within(screen.getByRole('contentinfo')).getByRole('button', { name: footerCopy.privacyChoices });
    const legalList = within(screen.getByRole('contentinfo')).getAllByRole('link').filter((link) => legalLinks.some(({ label }) => link.textContent === label));
    expect(legalList).toHaveLength(legalLinks.length);
    expect(legalList.every((link) => link.closest('ul') === button.closest('ul'))).toBe(true);
    await userEvent.setup().click(button);
    expect(onPrivacyChoices).toHaveBeenCalledTimes(1);
  });
});
