/** What bench/abuse's attacks share: their shape, and counting the e-mails that reached an attacked address. */
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import type { TestBackend } from '../../tests/backend/harness.ts';
import { mailTo } from '../../tests/backend/lead-test-kit.ts';
import type { AttackResult } from './abuse-report.ts';
import { drainOutbox } from './outbox-drain.ts';

/** One attack, replayed against the running backend. */
export type Attack = (backend: TestBackend) => Promise<AttackResult>;

/** The address as a LIKE pattern that matches only itself. */
function likeExactly(address: string): string {
  return address.toLowerCase().replace(/[\\%_]/g, '\\$&');
}

/**
 * The e-mails that reached these addresses in the local mailbox, once the functions' background sends
 * have finished and every e-mail of their leads still pending has been sent (as the cron job would).
 * The mailbox keeps its newest 500 messages, so each attack counts right after it runs.
 */
export async function emailsDeliveredTo(backend: TestBackend, addresses: readonly string[]): Promise<number> {
  await settleBackgroundTasks();
  let delivered = 0;
  for (const address of new Set(addresses.map((each) => each.toLowerCase()))) {
    await drainOutbox(backend, backend.db, likeExactly(address));
    delivered += (await mailTo(backend, address)).length;
  }
  return delivered;
}

/** "sent 3, suppressed 7": the outbox rows addressed to this address, by status. */
export async function outboxStatusesTo(backend: TestBackend, address: string): Promise<string> {
  const { rows } = await backend.db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from public.email_outbox where lower(to_address) = lower($1) group by status order by status`,
    [address],
  );
  return rows.map((row) => `${row.status} ${row.n}`).join(', ') || 'none';
}
