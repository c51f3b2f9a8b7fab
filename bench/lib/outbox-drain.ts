/** What the outbox cron job would do over the next minutes, done now, for the benches that count e-mails sent. */
import type { Database } from '../../supabase/local/db/drivers.ts';
import type { RunningBackend } from '../../supabase/local/server.ts';

/**
 * Makes the pending e-mails of the leads whose address is LIKE `leadEmailPattern` due at once (retries of
 * failed attempts, delayed team notifications) and runs dispatch-email-outbox until none of them is left
 * pending. E-mails that were never pending (suppressed) are left as they are.
 */
export async function drainOutbox(backend: Pick<RunningBackend, 'url' | 'secretKey'>, db: Database, leadEmailPattern: string): Promise<void> {
  const pendingOfRun = `from public.email_outbox as o join public.leads as l on l.id = o.lead_id where l.email like $1 and o.status = 'pending'`;
  for (let run = 0; run < 200; run += 1) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n ${pendingOfRun}`, [leadEmailPattern]);
    if ((rows[0]?.n ?? 0) === 0) return;
    await db.query(`update public.email_outbox set next_attempt_at = now() where id in (select o.id ${pendingOfRun})`, [leadEmailPattern]);
    const response = await fetch(`${backend.url}/functions/v1/dispatch-email-outbox`, {
      method: 'POST',
      headers: { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
    });
    if (!response.ok) throw new Error(`dispatch-email-outbox answered ${response.status}: ${await response.text()}`);
  }
}
