import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pageCopy } from '@/content/pages';
import { professionalCopy, professionalServiceSlugs } from '@/content/professional';
import { site } from '@/content/site';
import { testimonials } from '@/content/testimonials';
import ProfessionalPage from './professional';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/professional']}>
      <Routes>
        <Route path="/professional" element={<ProfessionalPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('ProfessionalPage (/professional)', () => {
  it('leads with its headline, the explainer button and its promises', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: pageCopy.professional.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: professionalCopy.explainer.buttonLabel })).toHaveAttribute('aria-haspopup', 'dialog');
    for (const promise of professionalCopy.promises) expect(screen.getByText(promise.text)).toBeInTheDocument();
    // The dialog and its video are not on the page until the visitor asks for them.
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the challenges and links the explainer link to the real 4x-conversions route', () => {
    renderPage();
    const challenges = region(professionalCopy.challenges.heading);
    expect(within(challenges).getAllByRole('listitem')).toHaveLength(professionalCopy.challenges.items.length);
    expect(within(challenges).getByRole('link', { name: professionalCopy.explainer.conversionsLink.label })).toHaveAttribute('href', '/services/4x-conversions');
  });

  it('shows ten service cards, each linking to its service page', () => {
    renderPage();
    const links = within(region(professionalCopy.services.heading)).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(professionalServiceSlugs.map((slug) => `/services/${slug}`));
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/services/website-accessibility');
  });

  it('explains the three-step process', () => {
    renderPage();
    const steps = within(region(professionalCopy.process.heading)).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(professionalCopy.process.steps.map((step) => step.name));
  });

  it('quotes the first two client testimonials', () => {
    renderPage();
    const quotes = within(region(professionalCopy.testimonials.heading)).getAllByRole('figure');
    expect(quotes).toHaveLength(2);
    expect(quotes[0]).toHaveTextContent(testimonials[0]?.name ?? 'missing');
    expect(quotes[1]).toHaveTextContent(testimonials[1]?.name ?? 'missing');
  });

  it('shows the verification badge with the directory profile in a new tab', () => {
    renderPage();
    const badge = region(professionalCopy.verification.heading);
    expect(within(badge).getByText(professionalCopy.verification.badge)).toBeInTheDocument();
    const profile = within(badge).getByRole('link', { name: /verified directory profile/i });
    expect(profile).toHaveAttribute('href', site.links.directoryProfile);
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAccessibleName(/opens in a new tab/);
  });

  it('ends with buttons to /path-selector, /case-studies and the external contact page', () => {
    renderPage();
    const closing = region(professionalCopy.closing.heading);
    expect(within(closing).getByRole('link', { name: professionalCopy.closing.pathSelector })).toHaveAttribute('href', '/path-selector');
    expect(within(closing).getByRole('link', { name: professionalCopy.closing.caseStudies })).toHaveAttribute('href', '/case-studies');
    const contact = within(closing).getByRole('link', { name: new RegExp(`^${professionalCopy.closing.contact}`) });
    expect(contact).toHaveAttribute('href', site.links.contact);
    expect(contact).toHaveAttribute('target', '_blank');
  });
});
