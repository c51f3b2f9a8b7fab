import { rm } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, bootstrapPlatform } from '../../supabase/local/db/migrate.ts';
import { migrationsBefore } from './migrations-before.ts';
import { openTestDatabase } from './migrated-template.ts';
import type { TestBackend } from './harness.ts';
import { ADMIN_EMAIL, insertLead, minutesAgo, signIn, startInboxBackend } from './lead-inbox-kit.ts';

// The inbox's "leads with this e-mail" count, which a trigger on leads keeps in
// private.lead_email_counts (20261128100000_lead_inbox_at_scale.sql), as leads arrive, change address
// and are deleted; and the e-mails of a lead that did not get out. lead-inbox-list.test.ts covers two
// leads with one address written alike, and the failed, sent, fresh and overdue pending e-mails.

let backend: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  ({ backend } = await startInboxBackend());
  admin = await signIn(backend, ADMIN_EMAIL);
});
afterAll(() => backend.stop());

/** Each lead's email_lead_count as the inbox lists it, by id. */
async function counts(ids: string[]): Promise<Record<string, number>> {
  const { data, error } = await admin.from('lead_inbox').select('id, email_lead_count').in('id', ids);
  expect(error).toBeNull();
  return Object.fromEntries((data as { id: string; email_lead_count: number }[]).map((row) => [row.id, row.email_lead_count]));
}

const everyOne = (ids: string[], count: number) => Object.fromEntries(ids.map((id) => [id, count]));

describe('email_lead_count', () => {
  const pat: string[] = [];
  const sam: string[] = [];

  it('counts leads whose addresses differ only in case as one person', async () => {
    pat.push((await insertLead(backend, { email: 'Pat.Doe@Example.com' })).id);
    pat.push((await insertLead(backend, { email: 'pat.doe@example.com', source: 'quiz' })).id);
    sam.push((await insertLead(backend, { email: 'sam@other.example' })).id);
    expect(await counts([...pat, ...sam])).toEqual({ ...everyOne(pat, 2), ...everyOne(sam, 1) });
  });

  it('raises the count of every lead with the address when another arrives, spam included', async () => {
    pat.push((await insertLead(backend, { email: 'PAT.DOE@EXAMPLE.COM', is_spam: true, spam_reason: 'honeypot' })).id);
    expect(await counts([...pat, ...sam])).toEqual({ ...everyOne(pat, 3), ...everyOne(sam, 1) });
  });

  it('moves a lead to the other address’s count when its e-mail is corrected', async () => {
    const [moved] = pat.splice(0, 1);
    if (!moved) throw new Error('no lead to move');
    await backend.db.query(`update public.leads set email = 'Sam@Other.example' where id = $1`, [moved]);
    sam.push(moved);
    expect(await counts([...pat, ...sam])).toEqual({ ...everyOne(pat, 2), ...everyOne(sam, 2) });
  });

  it('keeps the counts when an address is rewritten in another case, or a lead changes without its address', async () => {
    await backend.db.query(`update public.leads set email = 'PAT.doe@example.com' where id = $1`, [pat[0]]);
    await backend.db.query(`update public.leads set email = email, status = 'Nurturing' where id = any ($1::uuid[])`, [sam]);
    const { error } = await admin.from('leads').update({ status: 'Client' }).eq('id', pat[0] ?? '');
    expect(error).toBeNull();
    expect(await counts([...pat, ...sam])).toEqual({ ...everyOne(pat, 2), ...everyOne(sam, 2) });
  });

  it('lowers the count when a lead is deleted, and counts afresh when the address comes back', async () => {
    const service = backend.serviceClient();
    expect((await service.from('leads').delete().eq('id', pat[0] ?? '')).error).toBeNull();
    pat.splice(0, 1);
    expect(await counts([...pat, ...sam])).toEqual({ ...everyOne(pat, 1), ...everyOne(sam, 2) });

    expect((await service.from('leads').delete().in('id', sam)).error).toBeNull();
    const returning = await insertLead(backend, { email: 'sam@other.example' });
    expect(await counts([...pat, returning.id])).toEqual({ ...everyOne(pat, 1), [returning.id]: 1 });
  });
});

describe('undelivered_email_count', () => {
  it('leaves out e-mails held back on purpose (suppressed), however overdue, and counts only the lead’s own', async () => {
    const lead = await insertLead(backend);
    const other = await insertLead(backend);
    const outbox = (leadId: string, status: string, dueMinutesAgo: number) =>
      backend.db.query(
        `insert into public.email_outbox (lead_id, kind, to_address, subject, html, text_body, status, attempts, next_attempt_at, last_error)
         values ($1, 'visitor-confirmation', 'visitor@example.com', 'Thanks', '<p>x</p>', 'x', $2, 0, $3, $4)`,
        [leadId, status, minutesAgo(dueMinutesAgo), status === 'failed' ? 'Resend 422' : null],
      );
    const undelivered = async () => {
      const { data, error } = await admin.from('lead_inbox').select('id, undelivered_email_count').in('id', [lead.id, other.id]);
      expect(error).toBeNull();
      return Object.fromEntries((data as { id: string; undelivered_email_count: number }[]).map((row) => [row.id, row.undelivered_email_count]));
    };
    await outbox(lead.id, 'suppressed', 600);
    await outbox(other.id, 'failed', 5);
    await outbox(other.id, 'pending', 45);
    expect(await undelivered()).toEqual({ [lead.id]: 0, [other.id]: 2 });

    // A send claimed over half an hour after it was due and never finished is still not out.
    await outbox(lead.id, 'sending', 40);
    expect(await undelivered()).toEqual({ [lead.id]: 1, [other.id]: 2 });
    // Once the dispatcher sends the overdue ones, the lead is no longer marked.
    await backend.db.query(`update public.email_outbox set status = 'sent', sent_at = now() where status in ('pending', 'sending')`);
    expect(await undelivered()).toEqual({ [lead.id]: 0, [other.id]: 1 });
  });
});

describe('the counts of the leads stored before the trigger existed', () => {
  it('are filled in by the migration, addresses differing only in case counted together', async () => {
    const db = await openTestDatabase({ migrated: false });
    const before = await migrationsBefore('20261128100000');
    try {
      await bootstrapPlatform(db);
      await applyMigrations(db, before);
      await db.query(
        `insert into public.leads (source, name, email)
         values ('contact', 'Ann Lee', 'Ann@LeeBakery.example'), ('quiz', 'Ann Lee', 'ann@leebakery.example'),
                ('call-booking', 'A. Lee', 'ANN@leebakery.example'), ('contact', 'Cy Young', 'cy@young.example')`,
      );
      await applyMigrations(db);
      const { rows } = await db.query<{ email: string; email_lead_count: string }>(
        `select l.email, c.leads::text as email_lead_count
         from public.leads as l join private.lead_email_counts as c on c.email_key = l.email_key order by l.email collate "C"`,
      );
      expect(rows).toEqual([
        { email: 'ANN@leebakery.example', email_lead_count: '3' },
        { email: 'Ann@LeeBakery.example', email_lead_count: '3' },
        { email: 'ann@leebakery.example', email_lead_count: '3' },
        { email: 'cy@young.example', email_lead_count: '1' },
      ]);
    } finally {
      await db.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
