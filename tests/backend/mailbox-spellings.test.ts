/**
 * One mailbox under many spellings is one mailbox for the limits (decision 026, issue 43 item 3). The probe
 * sent `name+0@…` to `name+5@…`, and five dotted spellings of one Gmail address, through the forms without a
 * human check (the exit-intent offer, the guides, the quizzes): every e-mail was delivered, and the team was
 * told of each. Now the mailbox gets at most 3 an hour, the team hears of it at most 3 times an hour, every
 * lead is stored under the address as typed, and addresses that may be two people stay two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { mailboxKey } from '../../supabase/functions/_shared/rules/mailbox-key.ts';
import { mailboxKeyCases } from '../../supabase/functions/_shared/rules/mailbox-key-test-kit.ts';
import type { TestBackend } from './harness.ts';
import {
  clearOfWindowEdge,
  exitIntentBody,
  gmailSpellings,
  mailTo,
  plusSpellings,
  postEachThroughForms,
  postFrom,
  resourceBody,
  startLeadBackend,
  uncheckedVisitorEmailForms,
  uniqueIp,
} from './lead-test-kit.ts';

/** private.security_settings' defaults: e-mails to one mailbox, and the team's notifications about one, in an hour. */
const CAP = 3;
/** LEAD_RATE_LIMIT_PER_EMAIL's default: submissions per mailbox in an hour. */
const SUBMISSIONS_PER_MAILBOX = 10;

let backend: TestBackend;
beforeAll(async () => {
  // Production's defaults: the attack needs no help.
  backend = await startLeadBackend();
});
afterAll(() => backend.stop());

/** Each address in turn through the unchecked forms, each from a new client address: the statuses. */
async function sendThroughUncheckedForms(addresses: readonly string[]): Promise<number[]> {
  const statuses = await postEachThroughForms(backend, uncheckedVisitorEmailForms, addresses);
  await settleBackgroundTasks();
  return statuses;
}

/** The e-mails the local mailbox received at any of these spellings. */
async function deliveredTo(spellings: readonly string[]): Promise<number> {
  let delivered = 0;
  for (const spelling of spellings) delivered += (await mailTo(backend, spelling)).length;
  return delivered;
}

/** The leads stored under these addresses, as typed. */
async function storedLeadEmails(spellings: readonly string[]): Promise<string[]> {
  const { rows } = await backend.db.query<{ email: string }>('select email from public.leads where email = any ($1) order by created_at', [spellings]);
  return rows.map((row) => row.email);
}

/** The statuses of the team's notifications about leads from these addresses, and the reasons of any held back. */
async function teamNotifications(spellings: readonly string[]): Promise<{ held: number; notHeld: number; reasons: string[] }> {
  const { rows } = await backend.db.query<{ status: string; last_error: string | null }>(
    `select o.status, o.last_error from public.email_outbox as o join public.leads as l on l.id = o.lead_id
      where l.email = any ($1) and o.kind = 'team-notification'`,
    [spellings],
  );
  const held = rows.filter((row) => row.status === 'suppressed');
  return { held: held.length, notHeld: rows.length - held.length, reasons: held.map((row) => row.last_error ?? '') };
}

describe("the database's mailbox key", () => {
  it.each(mailboxKeyCases)('is the functions\' rule: $typed → $key', async ({ typed, key }) => {
    const { rows } = await backend.db.query<{ key: string }>('select private.mailbox_key($1) as key', [typed]);
    expect(rows[0]?.key).toBe(key);
    expect(mailboxKey(typed)).toBe(key);
  });
});

describe.each([
  { probe: 'name+0@… to name+5@…', spellings: () => plusSpellings('tagged', 6) },
  { probe: 'five dotted Gmail spellings and googlemail.com', spellings: () => gmailSpellings('dotted') },
])('one mailbox as $probe, through the forms without a human check', ({ spellings: spell }) => {
  it(`gets at most ${CAP} e-mails, the team at most ${CAP} notifications, and every lead is stored as typed`, async () => {
    const spellings = spell();
    expect(new Set(spellings.map(mailboxKey)).size).toBe(1);

    const statuses = await sendThroughUncheckedForms(spellings);
    expect(statuses).toEqual(spellings.map(() => 200));

    expect(await storedLeadEmails(spellings)).toEqual(spellings);
    expect(await deliveredTo(spellings)).toBe(CAP);
    const team = await teamNotifications(spellings);
    expect(team).toMatchObject({ notHeld: CAP, held: spellings.length - CAP });
    expect(team.reasons[0]).toBe(`the team had ${CAP} notifications about this mailbox (under any spelling) in the hour before; the cap is ${CAP}. The lead is stored`);
  });
});

describe('addresses that may be two people', () => {
  it('keep a cap each: dots outside Gmail and Proton, hyphens, another domain', async () => {
    const [tagged = ''] = plusSpellings('first.last', 1);
    const local = tagged.slice(0, tagged.indexOf('+'));
    const full = `${local}@outlook.com`;
    // The first mailbox at its cap, under two spellings.
    await sendThroughUncheckedForms([full, `${local}+a@outlook.com`, `${local}+b@outlook.com`]);
    expect(await deliveredTo([full, `${local}+a@outlook.com`, `${local}+b@outlook.com`])).toBe(CAP);

    const neighbours = [`${local.replace('.', '')}@outlook.com`, `${local}-jane@outlook.com`, `${local}@hotmail.com`, `${local}@gmail.co`];
    expect(await sendThroughUncheckedForms(neighbours)).toEqual(neighbours.map(() => 200));
    for (const neighbour of neighbours) expect(await mailTo(backend, neighbour), neighbour).toHaveLength(1);
    expect((await teamNotifications(neighbours)).held).toBe(0);
  });
});

describe('the per-mailbox submission limit', () => {
  it(`answers 429 to the ${SUBMISSIONS_PER_MAILBOX + 1}th submission in an hour, whichever spelling it uses`, async () => {
    await clearOfWindowEdge(60 * 60 * 1000, 30_000);
    const spellings = plusSpellings('limited', SUBMISSIONS_PER_MAILBOX + 1);
    const statuses: number[] = [];
    for (const [index, spelling] of spellings.entries()) {
      const body = index % 2 === 0 ? exitIntentBody(spelling) : resourceBody(spelling);
      statuses.push((await postFrom(backend, uniqueIp(), index % 2 === 0 ? 'exit-intent-signup' : 'submit-resource-download', body)).status);
    }
    await settleBackgroundTasks();
    expect(statuses).toEqual([...Array<number>(SUBMISSIONS_PER_MAILBOX).fill(200), 429]);
  });
});
