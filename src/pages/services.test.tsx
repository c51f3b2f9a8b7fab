import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { guarantee } from '@/content/claims';
import { bookConsult } from '@/content/navigation';
import { packagesPageCards } from '@/content/packages';
import PackagesPage from './services';

function HomeProbe() {
  const location = useLocation();
  return <p data-testid="home-state">{JSON.stringify(location.state)}</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/services']}>
      <Routes>
        <Route path="/services" element={<PackagesPage />} />
        <Route path="/" element={<HomeProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const packages = () => screen.getByRole('region', { name: 'Choose the Package That Fits Today' });

describe('PackagesPage (/services)', () => {
  it('has one h1 and the hero buttons "Take the Pathfinder Quiz" and "View All Services"', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Take the Pathfinder Quiz' })).toHaveAttribute('href', '/#pathfinder');
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/all-services');
  });

  it('shows "Three package cards", each priced "Custom Quote" with its term', () => {
    renderPage();
    const cards = within(packages()).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Launch Pad',
      'Growth Engine',
      'Market Leader',
    ]);
    cards.forEach((card) => expect(within(card).getByText('Custom Quote')).toBeInTheDocument());
    expect(cards[0]).toHaveTextContent('1 month of support');
    expect(cards[1]).toHaveTextContent('3 months minimum');
    expect(cards[2]).toHaveTextContent('6 months minimum');
  });

  it('tags only "the middle one" MOST POPULAR', () => {
    renderPage();
    const cards = within(packages()).getAllByRole('article');
    expect(cards.map((card) => within(card).queryByText('MOST POPULAR') !== null)).toEqual([false, true, false]);
  });

  it('lists every feature and who each package is ideal for', () => {
    renderPage();
    for (const card of packagesPageCards) {
      const article = screen.getByRole('article', { name: card.name });
      const features = within(article).getByRole('list', { name: `What ${card.name} includes` });
      expect(within(features).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...card.features]);
      expect(article).toHaveTextContent(card.idealFor);
    }
  });

  it.each(packagesPageCards.map((card) => [card.name]))(
    '"%s": the button goes to / with state asking to scroll to the onboarding section',
    (name) => {
      renderPage();
      const button = screen.getByRole('link', { name: `Get Started with ${name}` });
      expect(button).toHaveAttribute('href', '/');
      fireEvent.click(button);
      expect(screen.getByTestId('home-state')).toHaveTextContent('{"scrollTo":"onboarding"}');
    },
  );

  it('keeps the risk-free guarantee block with the consultation booking link in a new tab and its "Why work with us" points', () => {
    renderPage();
    const block = screen.getByRole('region', { name: guarantee.heading });
    const book = within(block).getByRole('link', { name: new RegExp(`^${bookConsult.label}`) });
    expect(book).toHaveAttribute('href', bookConsult.href);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAccessibleName(/opens in a new tab/);
    for (const point of guarantee.whyWorkWithUs) expect(within(block).getByText(point.title)).toBeInTheDocument();
  });
});
