/**
 * bench/abuse's attacks on the agreement (issue 43): enough clients, each at its own cap, to reach
 * AGREEMENT_RATE_LIMIT_GLOBAL, then a real client signs (item 4); acceptances at prices the agency never
 * quoted (item 5).
 */
import { DEFAULT_AGREEMENT_LIMIT_GLOBAL, DEFAULT_AGREEMENT_LIMIT_PER_IP } from '../../supabase/functions/_shared/handlers/agreement-limits.ts';
import { agreementBody, mailTo, postFrom, uniqueEmail, uniqueIp } from '../../tests/backend/lead-test-kit.ts';
import { countAccepted, statusTally } from './abuse-report.ts';
import { emailsDeliveredTo, type Attack } from './abuse-kit.ts';

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

/** The prices of the probe: the agency's top package for nothing, and for a million a month. */
const UNQUOTED_PRICES = [
  { package: 'Leader Package', monthlyInvestment: 0, setupFee: 0 },
  { package: 'Leader Package', monthlyInvestment: 1_000_000, setupFee: 0 },
] as const;

/** Item 5: acceptances at prices no link staff made carries; each must be marked not quoted, its copy "to be confirmed". */
export const agreementAtAnyPrice: Attack = async (backend) => {
  const statuses: number[] = [];
  const emails: string[] = [];
  for (const terms of UNQUOTED_PRICES) {
    const email = uniqueEmail('any-price');
    emails.push(email);
    statuses.push((await postFrom(backend, uniqueIp(), 'submit-lead', await agreementBody(email, { ...terms }))).status);
  }
  const { rows } = await backend.db.query<{ quoted: number }>(
    'select count(*)::int as quoted from public.agreement_acceptances where signer_email = any($1::text[]) and quote_id is not null',
    [emails],
  );
  const delivered = await emailsDeliveredTo(backend, emails);
  const copies = (await Promise.all(emails.map((email) => mailTo(backend, email)))).flat();
  const toBeConfirmed = copies.filter((copy) => copy.text.includes('to be confirmed')).length;
  const quoted = rows[0]?.quoted ?? 0;
  return {
    attack: 'agreement at any price: Leader Package at $0 / $0 and at $1,000,000 a month, no quote',
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: delivered,
    target: 'stored, marked not quoted by the agency; each copy says the amounts are to be confirmed',
    observed: `${statusTally(statuses)}; ${quoted} marked quoted; ${toBeConfirmed} of ${copies.length} copies say "to be confirmed"`,
    held: quoted === 0 && copies.length === UNQUOTED_PRICES.length && toBeConfirmed === copies.length,
  };
};
