/**
 * /service-agreement?package=… is the agency's page, so a link cannot put its own
 * words on it. A package name the agency does not offer shows as the default, Custom Package, in the
 * summary and in the terms, and the link's text appears nowhere.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AgreementPanel from './agreement-section';

const HOSTILE = 'ACTION REQUIRED: verify your bank details at https://evil.example/login';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AgreementPanel />
    </MemoryRouter>,
  ).container;
}

const summary = () => within(screen.getByRole('region', { name: 'Agreement Summary' }));

describe('the agreement page with a package name the agency does not offer', () => {
  it('shows Custom Package and none of the link’s text', () => {
    const container = renderAt(`/service-agreement?${new URLSearchParams({ package: HOSTILE, monthly: '2500', setup: '1000' }).toString()}`);
    expect(summary().getByText('Custom Package')).toBeInTheDocument();
    expect(summary().getByText('$2,500')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/ACTION REQUIRED|evil\.example/);
    expect(screen.getByText(/for the package named "Custom Package"/)).toBeInTheDocument();
  });

  it('still shows a package the agency offers, as the onboarding links name it', () => {
    renderAt('/service-agreement?package=Market%20Leader&monthly=7500&setup=10000');
    expect(summary().getByText('Market Leader')).toBeInTheDocument();
  });
});
