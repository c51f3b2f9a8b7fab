/**
 * The leads list with markup in every visitor-supplied column: table rows and
 * phone cards, grouped by industry or not, show each value as text and build no element from it.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminClientProvider } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import type { InboxLead } from '../api/types';
import { InboxResults } from './inbox-results';
import { expectNoInjectedMarkup } from '../../../../tests/injected-markup';

const payloads = {
  name: `<img src=x onerror=alert('name')>`,
  email: `"><svg onload=alert('email')>@example.com`,
  company: `<script>alert('company')</script>`,
  industry: `"><svg onload=alert('industry')>`,
  source: `<img src=x onerror=alert('source')>`,
  userType: `<script>alert('user_type')</script>`,
};

const lead: InboxLead = {
  id: '6f0c5b8e-0000-4000-8000-000000000001',
  created_at: '2026-11-20T10:00:00.000Z',
  source: payloads.source,
  name: payloads.name,
  email: payloads.email,
  phone: `<img src=x onerror=alert('phone')>`,
  company: payloads.company,
  user_type: payloads.userType,
  industry: payloads.industry,
  status: 'Spam',
  call_booked: false,
  is_spam: true,
  first_response_at: null,
  status_changed_at: null,
  // Several leads from the address: the "×2" link filters the list by it.
  email_lead_count: 2,
  undelivered_email_count: 0,
};

function renderResults(grouped: boolean): HTMLElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The list itself reads nothing; its controls would only write.
  const client = {
    from: (table: string) => {
      throw new Error(`the list must not read ${table}`);
    },
  } as unknown as AdminClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AdminClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin']}>{children}</MemoryRouter>
      </AdminClientProvider>
    </QueryClientProvider>
  );
  return render(<InboxResults rows={[lead]} grouped={grouped} caption="Leads" />, { wrapper }).container;
}

describe.each([
  ['one list', false],
  ['grouped by industry', true],
])('the leads list (%s) with markup in every visitor-supplied column', (_label, grouped) => {
  it('shows each value as text, in the table and on the cards, and builds nothing from it', () => {
    const container = renderResults(grouped);
    for (const value of Object.values(payloads)) {
      // Once in the table, once on the phone's card (and the industry also heads its group).
      expect(screen.getAllByText(value, { exact: true }).length).toBeGreaterThanOrEqual(2);
    }
    expect(screen.getAllByRole('link', { name: payloads.name })).toHaveLength(2);
    expect(screen.getAllByRole('combobox', { name: `Status of ${payloads.name}` })).toHaveLength(2);
    expectNoInjectedMarkup(container);
  });

  it('puts the address in the repeat filter link as an encoded query, nothing else', () => {
    renderResults(grouped);
    for (const link of screen.getAllByRole('link', { name: /2 leads from this e-mail/ })) {
      const href = link.getAttribute('href') ?? '';
      expect(href.startsWith('/admin?')).toBe(true);
      expect(new URLSearchParams(href.slice('/admin?'.length)).get('q')).toBe(payloads.email);
    }
  });
});
