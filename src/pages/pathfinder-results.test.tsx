import { pathfinderResultsPageCopy as pageCopy } from '@/content/page-copy/pathfinder-results';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { contactSectionCopy } from '@/content/contact';
import PathfinderResultsPage from './pathfinder-results';

function renderAt(url: string) {
  const { container } = render(
    <MemoryRouter initialEntries={[url]}>
      <PathfinderResultsPage />
    </MemoryRouter>,
  );
  return container;
}

/** The Standard Form's hidden field that carries the plan to the team. */
async function recommendedServiceField(container: HTMLElement): Promise<HTMLInputElement> {
  await screen.findByRole('region', { name: contactSectionCopy.heading }, { timeout: 5000 });
  const field = container.querySelector<HTMLInputElement>('#contact input[name="recommendedService"]');
  if (!field) throw new Error('no recommendedService field in the contact section');
  return field;
}

describe('/pathfinder/results', () => {
  it('shows the plan and prefills the contact form with it', async () => {
    const container = renderAt('/pathfinder/results?name=The+Launch+Pad&slug=launch-pad&reason=You+are+starting+out.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Launch Pad');
    expect(document.title).toContain(pageCopy.title);
    expect((await recommendedServiceField(container)).value).toBe('The Launch Pad');
  });

  it('neither shows nor sends a plan name the agency does not offer', async () => {
    const container = renderAt('/pathfinder/results?name=Refund+Desk%3A+call+%2B1+900+555+0199&slug=evil&reason=Pay+at+https%3A%2F%2Fevil.example');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageCopy.heading);
    expect(container).not.toHaveTextContent(/Refund Desk|evil\.example/);
    expect((await recommendedServiceField(container)).value).toBe('');
  });

  it('sends no recommended service when the link names no plan', async () => {
    const container = renderAt('/pathfinder/results');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageCopy.heading);
    expect((await recommendedServiceField(container)).value).toBe('');
  });
});
