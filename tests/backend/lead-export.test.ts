import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../src/features/admin/api/admin-database.ts';
import { fetchExportRows, type ExportProgress } from '../../src/features/admin/inbox/inbox-api.ts';
import { defaultInboxQuery } from '../../src/features/admin/inbox/inbox-query.ts';
import type { TestBackend } from './harness.ts';
import { ADMIN_EMAIL, signIn, startInboxBackend } from './lead-inbox-kit.ts';

// The dashboard's CSV export, through its own fetcher, over more leads than one response may hold
// (PostgREST's max_rows, 1,000): every matching lead once, newest first, whatever the ties in time.

const LEADS = 2_600;

let backend: TestBackend;
let admin: AdminClient;

beforeAll(async () => {
  ({ backend } = await startInboxBackend());
  admin = (await signIn(backend, ADMIN_EMAIL)) as unknown as AdminClient;
  // Ten leads a second, so every chunk boundary falls among leads of the same moment; every seventh is spam.
  await backend.db.query(
    `insert into public.leads (created_at, source, name, email, status, is_spam)
     select now() - make_interval(secs => i / 10), 'contact', 'Lead ' || i, 'lead' || i || '@example.com',
       case when i % 7 = 0 then 'Spam' else 'New' end, i % 7 = 0
     from generate_series(1, ${LEADS}) as i`,
  );
});
afterAll(() => backend.stop());

describe('the CSV export', () => {
  it('reads every lead the filters match, once each, newest first, telling its progress', async () => {
    const progress: ExportProgress[] = [];
    const rows = await fetchExportRows(admin, { ...defaultInboxQuery, status: 'all' }, (step) => progress.push(step));

    expect(rows).toHaveLength(LEADS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(LEADS);
    const order = rows.map((row) => [Date.parse(row.created_at), row.id] as const);
    const sorted = [...order].sort(([atA, idA], [atB, idB]) => atB - atA || (idA < idB ? -1 : idA > idB ? 1 : 0));
    expect(order).toEqual(sorted);
    expect(progress).toEqual([
      { read: 1000, total: LEADS },
      { read: 2000, total: LEADS },
      { read: LEADS, total: LEADS },
    ]);
  });

  it('exports exactly what the list shows: the default view leaves spam out', async () => {
    const rows = await fetchExportRows(admin, defaultInboxQuery);
    const spam = Math.floor(LEADS / 7);
    expect(rows).toHaveLength(LEADS - spam);
    expect(rows.some((row) => row.status === 'Spam')).toBe(false);
  });
});
