/**
 * A stand-in for the dashboard's supabase-js client in component tests: each table answers with the rows
 * the test gives, filters chain and are recorded, and an insert answers with the row the test says the
 * database stored, and a database function with what the test says it returns. Reading a table the test gave no rows for is an error, so a view's reads are stated.
 */
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { AdminClientProvider } from './admin-client';
import type { AdminClient } from './admin-database';

type Answer = { data: unknown; error: { message: string } | null; count?: number };
export type TableCall = { table: string; method: string; args: unknown[] };

const chained = ['select', 'eq', 'order', 'limit', 'range'] as const;

export function fakeTableClient(
  rowsByTable: Record<string, unknown[]>,
  stored: (table: string, row: unknown) => Answer = () => ({ data: null, error: { message: 'no insert expected' } }),
  /** What a database function answers; calls are recorded as table 'rpc'. */
  called: (name: string, args: unknown) => Answer = () => ({ data: null, error: { message: 'no rpc expected' } }),
) {
  const calls: TableCall[] = [];
  const from = (table: string) => {
    const rows = rowsByTable[table];
    if (!rows) throw new Error(`the view must not read ${table}`);
    let answer: Answer = { data: rows, error: null, count: rows.length };
    const builder: Record<string, unknown> = {
      insert: (row: unknown) => {
        calls.push({ table, method: 'insert', args: [row] });
        answer = stored(table, row);
        return builder;
      },
      single: async () => answer,
      then: (resolve: (value: Answer) => unknown, reject?: (reason: unknown) => unknown) => Promise.resolve(answer).then(resolve, reject),
    };
    for (const method of chained) {
      builder[method] = (...args: unknown[]) => {
        calls.push({ table, method, args });
        return builder;
      };
    }
    return builder;
  };
  const rpc = async (name: string, args: unknown) => {
    calls.push({ table: 'rpc', method: name, args: [args] });
    return called(name, args);
  };
  return { client: { from, rpc } as unknown as AdminClient, calls };
}

/** Renders a part of the dashboard as the app does: queries, the signed-in client, a router and the toasts. */
export function renderWithAdminClient(ui: ReactElement, client: AdminClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AdminClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </AdminClientProvider>
    </QueryClientProvider>
  );
  return render(
    <>
      {ui}
      <Toaster />
    </>,
    { wrapper },
  );
}
