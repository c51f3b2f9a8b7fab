/**
 * The bookings tab shows, beside each booking, how many live bookings its client address holds,
 * from call_booking_list; the database is faked at the client.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminClientProvider } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import type { CallBookingListRow } from '../api/types';
import { BookingsView } from './bookings-view';

function booking(index: number, email: string, live: number | null): CallBookingListRow {
  return {
    id: `b0000000-0000-4000-8000-00000000000${index}`,
    created_at: '2026-11-20T10:00:00.000Z',
    lead_id: null,
    email,
    phone: '(555) 010-2000',
    slot_start: `2099-11-2${index}T18:00:00.000Z`,
    time_zone: 'America/Los_Angeles',
    preferred_date: `2099-11-2${index}`,
    preferred_time: '10:00',
    biggest_question: null,
    status: 'booked',
    status_changed_at: null,
    live_bookings_from_client: live,
    attendance: null,
    cancelled_by: null,
    cancel_reason: null,
    sequence: 0,
  };
}

const rows = [booking(1, 'busy-a@example.com', 3), booking(2, 'single@example.com', 1), booking(3, 'older@example.com', null)];
const tablesRead: string[] = [];

/** supabase-js's query builder as far as the tab uses it: filters chain, the builder resolves. */
function fakeClient(listed: CallBookingListRow[] = rows): AdminClient {
  const from = (table: string) => {
    tablesRead.push(table);
    // The list's rows; the availability panel's tables (closures, hours, conflicts) are empty.
    const answer = { data: table === 'call_booking_list' ? listed : [], error: null, count: listed.length };
    const builder = {
      select: () => builder,
      // The show-up rate's counts: 3 calls marked attended, 1 a no-show.
      eq: (column: string, value: unknown) => {
        if (column === 'attendance') answer.count = value === 'attended' ? 3 : 1;
        return builder;
      },
      gte: () => builder,
      lte: () => builder,
      lt: () => builder,
      order: () => builder,
      range: () => builder,
      then: (resolve: (value: typeof answer) => unknown, reject?: (reason: unknown) => unknown) => Promise.resolve(answer).then(resolve, reject),
    };
    return builder;
  };
  return { from } as unknown as AdminClient;
}

function renderTab(listed?: CallBookingListRow[], show = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AdminClientProvider client={fakeClient(listed)}>
        <MemoryRouter initialEntries={[`/admin?tab=bookings${show}`]}>
          <BookingsView />
        </MemoryRouter>
      </AdminClientProvider>
    </QueryClientProvider>,
  );
}

describe('BookingsView', () => {
  beforeEach(() => {
    tablesRead.length = 0;
  });

  it('says who cancelled a call and why, and offers no restore of a call the visitor cancelled', async () => {
    const byVisitor = { ...booking(4, 'changed-mind@example.com', null), status: 'cancelled' as const, cancelled_by: 'visitor' as const, cancel_reason: 'Found another agency' };
    const byStaff = { ...booking(5, 'staff-cancelled@example.com', null), status: 'cancelled' as const };
    renderTab([byVisitor, byStaff], '&show=cancelled');
    const table = await screen.findByRole('table');
    const rowOf = (email: string) => within(table).getByRole('link', { name: email }).closest('tr') as HTMLElement;
    expect(within(rowOf('changed-mind@example.com')).getByText('Cancelled by the visitor: Found another agency')).toBeInTheDocument();
    expect(within(rowOf('changed-mind@example.com')).queryByRole('button', { name: /Restore booking/ })).not.toBeInTheDocument();
    expect(within(rowOf('staff-cancelled@example.com')).getByRole('button', { name: /Restore booking/ })).toBeInTheDocument();
  });

  it('shows how many live bookings each booking’s client address holds', async () => {
    renderTab();
    const table = await screen.findByRole('table');
    const rowOf = (email: string) => within(table).getByRole('link', { name: email }).closest('tr') as HTMLElement;
    expect(within(rowOf('busy-a@example.com')).getByText('3 live bookings from this address')).toBeInTheDocument();
    expect(within(rowOf('single@example.com')).getByText('1 live booking from this address')).toBeInTheDocument();
    expect(within(rowOf('older@example.com')).queryByText(/from this address/)).not.toBeInTheDocument();
    expect(tablesRead.filter((table) => table.startsWith('call_booking'))).toEqual(expect.arrayContaining(['call_booking_list']));
    expect(tablesRead).not.toContain('leads');
    expect(await screen.findByText('75% (3 of 4 marked calls)')).toBeInTheDocument();
  });
});
