import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { dismissToast } from '@/components/ui/use-toast';
import { AdminClientProvider } from '../api/admin-client';
import type { AdminClient } from '../api/admin-database';
import { NoteForm } from './note-form';

const LEAD_ID = '5b0c1f5e-8a1e-4c55-9a55-3f4f1b3f1f11';

/** A stand-in for the database's answer to one insert into lead_notes. */
function clientAnswering(answer: { error: { message: string } | null }) {
  const insert = vi.fn(async (_row: unknown) => answer);
  const from = vi.fn((_table: string) => ({ insert }));
  return { client: { from } as unknown as AdminClient, from, insert };
}

function renderForm(client: AdminClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AdminClientProvider client={client}>{children}</AdminClientProvider>
    </QueryClientProvider>
  );
  render(
    <>
      <NoteForm leadId={LEAD_ID} />
      <Toaster />
    </>,
    { wrapper },
  );
}

describe('NoteForm', () => {
  afterEach(() => act(() => dismissToast()));

  it('asks for a note before saving an empty one, and writes nothing', async () => {
    const user = userEvent.setup();
    const from = vi.fn(() => {
      throw new Error('the form must not reach the database');
    });
    renderForm({ from } as unknown as AdminClient);

    await user.type(screen.getByRole('textbox', { name: /Add a note/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Please write a note first')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Add a note/ })).toHaveAttribute('aria-invalid', 'true');
    expect(from).not.toHaveBeenCalled();
  });

  it('counts characters against the 5000 limit', async () => {
    const user = userEvent.setup();
    renderForm(clientAnswering({ error: null }).client);
    const box = screen.getByRole('textbox', { name: /Add a note/ });
    expect(box).toHaveAttribute('maxLength', '5000');

    await user.type(box, 'Called');
    expect(screen.getByText('6 / 5000 characters')).toBeInTheDocument();
  });

  it('saves the trimmed note for this lead, clears the box and says so', async () => {
    const user = userEvent.setup();
    const { client, from, insert } = clientAnswering({ error: null });
    renderForm(client);
    const box = screen.getByRole('textbox', { name: /Add a note/ });

    await user.type(box, '  Left a voicemail  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(from).toHaveBeenCalledWith('lead_notes');
    expect(insert).toHaveBeenCalledWith({ lead_id: LEAD_ID, body: 'Left a voicemail' });
    expect(box).toHaveValue('');
  });

  it('keeps the text when the database refuses the note, and shows why', async () => {
    const user = userEvent.setup();
    renderForm(clientAnswering({ error: { message: 'permission denied for table lead_notes' } }).client);
    const box = screen.getByRole('textbox', { name: /Add a note/ });

    await user.type(box, 'Sent the proposal');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Could not add the note')).toBeInTheDocument();
    expect(screen.getByText('permission denied for table lead_notes')).toBeInTheDocument();
    expect(box).toHaveValue('Sent the proposal');
  });
});
