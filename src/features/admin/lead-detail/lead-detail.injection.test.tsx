/**
 * A lead whose every visitor-supplied value is markup: the lead's page shows
 * each value as the text that was typed and builds no element or attribute from it. The database is
 * faked at the client: each table answers with one hostile row.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminClientProvider } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import type { AgreementAcceptance, AgreementQuoteRow, CallBooking, InboxLead, Lead, LeadEvent, LeadNote, OutboxMessage } from '../api/types';
import { LeadDetailView } from './lead-detail-view';
import { expectNoInjectedMarkup } from '../../../../tests/injected-markup';

const LEAD_ID = '6f0c5b8e-0000-4000-8000-000000000001';
const OTHER_LEAD_ID = '6f0c5b8e-0000-4000-8000-000000000002';

const shapes = [
  (field: string) => `<img src=x onerror=alert('${field}')>`,
  (field: string) => `<script>alert('${field}')</script>`,
  (field: string) => `"><svg onload=alert('${field}')>`,
];
const typed: string[] = [];
/** A distinct payload per field (so each one's presence is checked on its own), in turn of the three shapes. */
function xss(field: string): string {
  const value = shapes[typed.length % shapes.length]?.(field) ?? field;
  typed.push(value);
  return value;
}

const lead: Lead = {
  id: LEAD_ID,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  source: xss('source'),
  name: xss('name'),
  // Markup, and a mailto: query that would add a recipient if pasted into a link.
  email: `${xss('email')}?bcc=attacker%40evil.example&y=@example.com`,
  phone: xss('phone'),
  company: xss('company'),
  message: `${xss('message-line-1')}\n${xss('message-line-2')}`,
  priority: 'high',
  budget_min_cents: 500_000,
  budget_max_cents: null,
  user_type: 'aspirer',
  industry: xss('industry'),
  status: 'New',
  call_booked: true,
  // A hostile key too; keys are humanised (split into words), so only its value is checked as typed.
  quiz_answers: { stage: xss('stage'), concept: xss('concept'), customer: xss('customer'), '<img src=x onerror=alert(1)>': xss('answer') },
  details: {
    goals: `${xss('goals-line-1')}\n${xss('goals-line-2')}`,
    budget: xss('budget'),
    recommendedService: xss('recommendedService'),
    nested: { note: xss('nested') },
    list: [xss('list-item')],
  },
  attribution: {
    utm_source: xss('utm_source'),
    utm_medium: xss('utm_medium'),
    utm_campaign: xss('utm_campaign'),
    utm_term: xss('utm_term'),
    utm_content: xss('utm_content'),
    gclid: xss('gclid'),
    fbclid: xss('fbclid'),
    landing_page: 'javascript:alert(document.cookie)',
    referrer: `javascript:alert(1)//${xss('referrer')}`,
  },
  is_spam: true,
  spam_reason: xss('spam_reason'),
  first_response_at: null,
  status_changed_at: null,
  status_changed_by: null,
};

const booking: CallBooking = {
  id: 'b0000000-0000-4000-8000-000000000001',
  created_at: '2026-11-20T10:00:00.000Z',
  lead_id: LEAD_ID,
  email: lead.email,
  phone: xss('booking-phone'),
  slot_start: '2026-11-24T18:00:00.000Z',
  time_zone: 'America/Los_Angeles',
  preferred_date: '2026-11-24',
  preferred_time: '10:00',
  biggest_question: xss('biggest_question'),
  status: 'cancelled',
  status_changed_at: null,
  attendance: null,
  cancelled_by: 'visitor',
  cancel_reason: xss('cancel_reason'),
  sequence: 1,
};

const acceptance: AgreementAcceptance = {
  id: 'a0000000-0000-4000-8000-000000000001',
  created_at: '2026-11-20T10:00:00.000Z',
  lead_id: LEAD_ID,
  package_name: xss('package_name'),
  monthly_investment: 2500,
  setup_fee: 1000,
  agreement_date: '2026-11-20',
  accepted_at: '2026-11-20T10:00:00.000Z',
  signer_name: xss('signer_name'),
  signer_email: xss('signer_email'),
  terms_fingerprint: 'a'.repeat(64),
  // Kept for the evidence, not shown on the lead's page.
  consent_text: '<img src=x onerror=alert(1)>',
  ip_address: null,
  user_agent: '<script>alert(1)</script>',
  quote_id: null,
};

// The database bounds a quote's package name by length only: an admin's client could store any text.
const quote: AgreementQuoteRow = {
  id: 'q0000000-0000-4000-8000-000000000001',
  created_at: '2026-11-19T10:00:00.000Z',
  lead_id: LEAD_ID,
  package_name: xss('quote_package_name'),
  monthly_investment: 2500,
  setup_fee: 1000,
};

const email: OutboxMessage = {
  id: 'e0000000-0000-4000-8000-000000000001',
  created_at: '2026-11-20T10:00:00.000Z',
  lead_id: LEAD_ID,
  kind: 'team-notification',
  to_address: lead.email,
  subject: `New lead: ${lead.name} (Contact form)`,
  status: 'failed',
  attempts: 1,
  next_attempt_at: '2026-11-20T10:00:00.000Z',
  last_error: `Refusing to send: recipient ${xss('last_error')}`,
  sent_at: null,
};

const note: LeadNote = { id: 'n1', lead_id: LEAD_ID, created_at: '2026-11-20T11:00:00.000Z', author_id: null, author_email: xss('author'), body: xss('note') };

const event: LeadEvent = {
  id: 'v1',
  lead_id: LEAD_ID,
  created_at: '2026-11-20T11:00:00.000Z',
  actor_id: null,
  actor_email: xss('actor'),
  kind: 'status_changed',
  from_value: xss('from_value'),
  to_value: xss('to_value'),
};

const otherLead: Pick<InboxLead, 'id' | 'created_at' | 'source' | 'status' | 'name'> = {
  id: OTHER_LEAD_ID,
  created_at: '2026-11-19T10:00:00.000Z',
  source: xss('history-source'),
  status: 'New',
  name: lead.name,
};

const rowsByTable: Record<string, unknown[]> = {
  leads: [lead],
  call_bookings: [booking],
  agreement_acceptances: [acceptance],
  agreement_quotes: [quote],
  email_outbox: [email],
  lead_notes: [note],
  lead_events: [event],
  lead_inbox: [otherLead],
};

/** supabase-js's query builder as far as the page uses it: filters chain, the builder or maybeSingle() resolves. */
function fakeClient(): AdminClient {
  const from = (table: string) => {
    const rows = rowsByTable[table];
    if (!rows) throw new Error(`the lead page must not read ${table}`);
    const answer = { data: rows, error: null };
    const builder = {
      select: () => builder,
      eq: () => builder,
      order: () => builder,
      limit: () => builder,
      maybeSingle: async () => ({ data: rows[0] ?? null, error: null }),
      then: (resolve: (value: typeof answer) => unknown, reject?: (reason: unknown) => unknown) => Promise.resolve(answer).then(resolve, reject),
    };
    return builder;
  };
  return { from } as unknown as AdminClient;
}

function renderLead(): HTMLElement {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AdminClientProvider client={fakeClient()}>
        <MemoryRouter initialEntries={[`/admin?lead=${LEAD_ID}`]}>{children}</MemoryRouter>
      </AdminClientProvider>
    </QueryClientProvider>
  );
  return render(<LeadDetailView id={LEAD_ID} />, { wrapper }).container;
}

describe('the lead page with markup in every visitor-supplied field', () => {
  it('shows every value as text and builds nothing from it', async () => {
    const container = renderLead();
    // The last sections to arrive: the person's history and the e-mails.
    expect(await screen.findByText('History with this e-mail')).toBeInTheDocument();
    expect(await screen.findByText(/Failed after 1 attempt/)).toBeInTheDocument();

    const text = container.textContent ?? '';
    const missing = typed.filter((value) => !text.includes(value));
    expect(missing).toEqual([]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(lead.name ?? '');
    expect(text).toContain('javascript:alert(document.cookie)');
    expectNoInjectedMarkup(container);
  });

  it('links the e-mail and phone only as mailto: and tel:, never as script', async () => {
    const container = renderLead();
    await screen.findByText('History with this e-mail');
    for (const link of container.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).toMatch(/^(\/admin|mailto:|tel:[\d+]*$)/);
    }
  });

  it('links the stored address alone: its mailto: carries no query that would add a recipient', async () => {
    const container = renderLead();
    await screen.findByText('History with this e-mail');
    const mailtos = [...container.querySelectorAll('a[href^="mailto:"]')].map((link) => new URL(link.getAttribute('href') ?? ''));
    expect(mailtos.length).toBeGreaterThan(0);
    for (const url of mailtos) {
      expect({ query: url.search, fragment: url.hash, to: decodeURIComponent(url.pathname) }).toEqual({ query: '', fragment: '', to: lead.email });
    }
  });
});
