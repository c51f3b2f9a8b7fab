/**
 * bench/abuse's attack on the agreement's cap for everyone (issue 43 item 4): enough clients, each at its
 * own cap, to reach AGREEMENT_RATE_LIMIT_GLOBAL, then a real client signs.
 */
import { DEFAULT_AGREEMENT_LIMIT_GLOBAL, DEFAULT_AGREEMENT_LIMIT_PER_IP } from '../../supabase/functions/_shared/handlers/agreement-limits.ts';
import { agreementBody, postFrom, uniqueEmail, uniqueIp } from '../../tests/backend/lead-test-kit.ts';
import { countAccepted, statusTally } from './abuse-report.ts';
import type { Attack } from './abuse-kit.ts';

export const agreementGlobalCap: Attack = async (backend) => {
  const clients = Math.ceil(DEFAULT_AGREEMENT_LIMIT_GLOBAL / DEFAULT_AGREEMENT_LIMIT_PER_IP);
  const statuses: number[] = [];
  for (let client = 0; client < clients; client += 1) {
    const ip = uniqueIp();
    for (let acceptance = 0; acceptance < DEFAULT_AGREEMENT_LIMIT_PER_IP; acceptance += 1) {
      statuses.push((await postFrom(backend, ip, 'submit-lead', await agreementBody(uniqueEmail('agreement-flood')))).status);
    }
  }
  const signer = uniqueEmail('real-client');
  const signed = await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(signer));
  const { rows } = await backend.db.query<{ stored: number; copies_this_hour: number }>(
    `select (select count(*)::int from public.agreement_acceptances where lower(signer_email) = lower($1)) as stored,
            (select count(*)::int from public.email_outbox
              where kind = 'agreement-copy' and next_attempt_at < date_trunc('hour', now()) + interval '1 hour') as copies_this_hour`,
    [signer],
  );
  const { stored = 0, copies_this_hour: copiesThisHour = 0 } = rows[0] ?? {};
  return {
    attack: `agreement cap for everyone: ${clients} clients × ${DEFAULT_AGREEMENT_LIMIT_PER_IP} acceptances, then a real client`,
    requests: statuses.length + 1,
    accepted: countAccepted([...statuses, signed.status]),
    emails: null,
    target: `the client's acceptance is stored; ≤ ${DEFAULT_AGREEMENT_LIMIT_GLOBAL} copies sent in the hour (AGREEMENT_RATE_LIMIT_GLOBAL)`,
    observed: `flood ${statusTally(statuses)}; client ${signed.status}, ${stored} acceptance stored; ${copiesThisHour} copies due this hour`,
    held: signed.status === 200 && stored === 1 && copiesThisHour <= DEFAULT_AGREEMENT_LIMIT_GLOBAL,
  };
};
