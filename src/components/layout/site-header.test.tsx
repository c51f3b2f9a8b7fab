import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { letsTalk, ppcStrip, primaryNav } from '@/content/navigation';
import { site } from '@/content/site';
import { SiteHeader } from './site-header';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

function renderHeader(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The mobile menu toggle: the right-hand hit area of the mobile header. */
function menuToggle() {
  return screen.getByRole('button', { name: /menu/i });
}

/** The mobile dropdown, found through the toggle's aria-controls (it is hidden while closed). */
function mobileNav() {
  const id = menuToggle().getAttribute('aria-controls');
  const nav = id ? document.getElementById(id) : null;
  if (!nav) throw new Error('The menu toggle does not control an element in the document');
  return nav;
}

/** The desktop navigation: the "Main" navigation that is not the mobile dropdown. */
function desktopNav() {
  const mobile = mobileNav();
  const desktop = screen.getAllByRole('navigation', { name: 'Main', hidden: true }).filter((nav) => nav !== mobile);
  expect(desktop).toHaveLength(1);
  return desktop[0] as HTMLElement;
}

/** Clicking an external link would make jsdom attempt a real navigation; cancel it once React is done. */
function cancelDocumentNavigation() {
  const cancel = (event: MouseEvent) => event.preventDefault();
  window.addEventListener('click', cancel);
  return () => window.removeEventListener('click', cancel);
}

const expectedNav = primaryNav.map((link) => ({ name: link.label, href: link.href }));

function expectNavLinks(nav: HTMLElement) {
  for (const { name, href } of expectedNav) {
    expect(within(nav).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
  }
}

describe('SiteHeader', () => {
  describe('desktop', () => {
    it('links every page of the primary navigation, in order', () => {
      renderHeader();
      const nav = desktopNav();
      expect(nav).toBeVisible();
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(expectedNav.map((link) => link.name));
      expectNavLinks(nav);
    });

    it('has the "Let\'s Talk" button to the path selector', () => {
      renderHeader();
      // While the mobile menu is closed, only the desktop button is exposed.
      expect(screen.getByRole('link', { name: letsTalk.label })).toHaveAttribute('href', letsTalk.href);
    });

    it('shows "a 5-star rating image" whose accessible name gives the 4.9 rating', () => {
      renderHeader();
      const rating = screen.getByRole('img', { name: /4\.9/ });
      expect(rating).toHaveAccessibleName(/out of 5/);
    });

    it('links the logo to the home page', () => {
      renderHeader('/services');
      expect(screen.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
    });
  });

  describe('mobile', () => {
    it('"the left dials the agency phone number"; "the right toggles a dropdown"', () => {
      renderHeader();
      const dial = screen.getByRole('link', { name: new RegExp(`^Call .*${site.phone.display.replace(/[()]/g, '\\$&')}`) });
      expect(dial).toHaveAttribute('href', `tel:${site.phone.e164}`);

      const toggle = menuToggle();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // Left, then right: the dial area comes first in reading order.
      expect(dial.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('the toggle opens and closes a dropdown "repeating the same links"', async () => {
      const user = userEvent.setup();
      renderHeader();
      const toggle = menuToggle();
      expect(toggle).toHaveAccessibleName('Open menu');
      expect(mobileNav()).not.toBeVisible();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Close menu');
      const nav = mobileNav();
      expect(nav).toBeVisible();
      expectNavLinks(nav);
      expect(within(nav).getByRole('link', { name: letsTalk.label })).toHaveAttribute('href', letsTalk.href);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(mobileNav()).not.toBeVisible();
    });

    it('"choosing a link closes it" and navigates to the chosen page', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuToggle());

      await user.click(within(mobileNav()).getByRole('link', { name: 'New Businesses' }));

      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/for-new-businesses');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(mobileNav()).not.toBeVisible();
    });

    it('"choosing a link closes it" for an external link too', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(menuToggle());
      const restore = cancelDocumentNavigation();

      await user.click(within(mobileNav()).getByRole('link', { name: 'Contact' }));
      restore();

      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(mobileNav()).not.toBeVisible();
    });

    it('"choosing a link closes it" even when the link is the current page', async () => {
      const user = userEvent.setup();
      renderHeader('/services');
      await user.click(menuToggle());

      await user.click(within(mobileNav()).getByRole('link', { name: 'Services' }));

      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/services');
      expect(mobileNav()).not.toBeVisible();
    });

    it('Escape closes the dropdown and returns focus to the toggle', async () => {
      const user = userEvent.setup();
      renderHeader();
      const toggle = menuToggle();
      await user.click(toggle);
      within(mobileNav()).getByRole('link', { name: 'Services' }).focus();

      await user.keyboard('{Escape}');

      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(mobileNav()).not.toBeVisible();
      expect(toggle).toHaveFocus();
    });

    it('has a mobile-only PPC strip whose button opens the main site in a new tab', () => {
      renderHeader();
      expect(screen.getByText(ppcStrip.label)).toBeInTheDocument();
      const viewFullSite = screen.getByRole('link', { name: new RegExp(ppcStrip.action.label) });
      expect(viewFullSite).toHaveAttribute('href', ppcStrip.action.href);
      expect(viewFullSite).toHaveAttribute('target', '_blank');
      expect(viewFullSite.getAttribute('rel')).toMatch(/\bnoopener\b/);
      // Screen-reader users are told a new tab opens.
      expect(viewFullSite).toHaveAccessibleName(/opens in a new tab/);
    });

    it('stays closed when the visitor returns to the page the menu was opened on', async () => {
      const user = userEvent.setup();
      render(
        <MemoryRouter initialEntries={['/']}>
          <SiteHeader />
          <Routes>
            <Route path="/" element={<Link to="/case-studies">Read the case studies</Link>} />
            <Route path="/case-studies" element={<Link to="/">Back to home</Link>} />
          </Routes>
        </MemoryRouter>,
      );
      await user.click(menuToggle());
      await user.click(screen.getByRole('link', { name: 'Read the case studies' }));
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');

      await user.click(screen.getByRole('link', { name: 'Back to home' }));

      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(mobileNav()).not.toBeVisible();
    });
  });
});
