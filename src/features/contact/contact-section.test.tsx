import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@/content/site';
import ContactSection from './contact-section';
import { ContactSection as LazyContactSection } from './index';

vi.mock('@/features/lead-capture/send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

describe('ContactSection', () => {
  it('is the contact anchor, with the onboarding anchor inside showing the onboarding slot first', () => {
    const { container } = render(<ContactSection onboarding={<p>Onboarding wizard</p>} />);
    const section = screen.getByRole('region', { name: 'Get Your Free Consultation' });
    expect(section).toHaveAttribute('id', 'contact');
    const onboarding = container.querySelector('#onboarding');
    expect(section).toContainElement(onboarding as HTMLElement | null);
    expect(onboarding?.firstElementChild).toHaveTextContent('Onboarding wizard');
  });

  it("shows the support e-mail, the phone and the office's address", () => {
    render(<ContactSection />);
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.e164}`);
    const address = screen.getByText(site.address.street, { exact: false });
    const { street, city, region, postalCode } = site.address;
    expect(address).toHaveTextContent(`${street}${city}, ${region} ${postalCode}`);
  });

  it('opens on the Standard Form and shows the smart form on the Smart Qualification tab, by keyboard too', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactSection />);
    const standard = screen.getByRole('tab', { name: 'Standard Form' });
    const smart = screen.getByRole('tab', { name: 'Smart Qualification' });
    expect(standard).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Standard Form' })).toContainElement(
      screen.getByRole('combobox', { name: /What's your biggest challenge\?/ }),
    );

    act(() => standard.focus());
    await user.keyboard('{ArrowRight}');
    expect(smart).toHaveFocus();
    expect(smart).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Smart Qualification' });
    expect(within(panel).getByRole('radiogroup', { name: /How soon do you need results\?/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Qualify My Business' })).toBeInTheDocument();
  });

  it('keeps what was typed in a form when the visitor switches tabs and back', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactSection />);
    await user.type(within(screen.getByRole('tabpanel', { name: 'Standard Form' })).getByRole('textbox', { name: /^Name/ }), 'Jane');
    await user.click(screen.getByRole('tab', { name: 'Smart Qualification' }));
    await user.click(screen.getByRole('tab', { name: 'Standard Form' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Standard Form' })).getByRole('textbox', { name: /^Name/ })).toHaveValue('Jane');
  });

  it('carries the recommended service in a hidden field of the Standard Form', () => {
    const { container, rerender } = render(<ContactSection />);
    const hidden = () => container.querySelector<HTMLInputElement>('input[type="hidden"][name="recommendedService"]');
    expect(hidden()?.value).toBe('');
    rerender(<ContactSection recommendedService="The Conversion Catalyst" />);
    expect(hidden()?.value).toBe('The Conversion Catalyst');
  });

  it('hydrates its prerendered HTML without a mismatch', async () => {
    const section = <ContactSection recommendedService="The Launch Pad" onboarding={<p>Onboarding wizard</p>} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(section);
    document.body.append(container);
    // A mismatch is reported here, and the suite's console guard fails the test.
    const root = await act(async () => hydrateRoot(container, section, { onRecoverableError: (error) => console.error(error) }));
    expect(within(container).getByRole('tab', { name: 'Standard Form' })).toHaveAttribute('aria-selected', 'true');
    act(() => root.unmount());
    container.remove();
  });

  it('is loaded apart from the page through the feature index', async () => {
    // The section waits for the visitor (here at once: jsdom has no IntersectionObserver), then loads.
    await act(async () => {
      render(<LazyContactSection />);
    });
    expect(await screen.findByRole('region', { name: 'Get Your Free Consultation' })).toBeInTheDocument();
  });
});
