/**
 * bench/abuse's attack of issue 43, item 3: one stranger's mailbox under many spellings, each a new address to
 * a cap that compared addresses only in any case. `name+0@…` to `name+5@…` and five dotted spellings of one
 * Gmail address (and its googlemail.com one) go through the forms without a human check, each from a new client
 * address. Every spelling reaches the same inbox, so the mailbox's cap (3 an hour) and the team's (3
 * notifications an hour about one mailbox) hold only if they count by the mailbox (decision 026).
 */
import { gmailSpellings, plusSpellings, postEachThroughForms, teamMailAbout, uncheckedVisitorEmailForms } from '../../tests/backend/lead-test-kit.ts';
import type { TestBackend } from '../../tests/backend/harness.ts';
import { emailsDeliveredTo, type Attack } from './abuse-kit.ts';
import { countAccepted, statusTally } from './abuse-report.ts';

/** Decision 013's target per mailbox, and decision 026's for the team's notifications about one. */
const EMAILS_PER_MAILBOX_PER_HOUR = 3;

/** The team's notifications about leads under any of these spellings, once the outbox is drained. */
async function teamMailAboutAny(backend: TestBackend, spellings: readonly string[]): Promise<number> {
  let notifications = 0;
  for (const spelling of spellings) notifications += (await teamMailAbout(backend, spelling)).length;
  return notifications;
}

export const mailboxSpellings: Attack = async (backend) => {
  const mailboxes = [
    { label: 'tagged', spellings: plusSpellings('spelled', 6) },
    { label: 'Gmail', spellings: gmailSpellings('spelled') },
  ];
  const statuses: number[] = [];
  const counts: { label: string; emails: number; team: number }[] = [];
  for (const { label, spellings } of mailboxes) {
    statuses.push(...(await postEachThroughForms(backend, uncheckedVisitorEmailForms, spellings)));
    // Drains every pending e-mail of the spellings' leads, the team's delayed ones too.
    const emails = await emailsDeliveredTo(backend, spellings);
    counts.push({ label, emails, team: await teamMailAboutAny(backend, spellings) });
  }
  return {
    attack: `one mailbox, many spellings: name+0…+5, 5 Gmail dots + googlemail.com; ${uncheckedVisitorEmailForms.length} forms without a human check`,
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: counts.reduce((sum, count) => sum + count.emails, 0),
    target: `≤ ${EMAILS_PER_MAILBOX_PER_HOUR} e-mails to each mailbox, ≤ ${EMAILS_PER_MAILBOX_PER_HOUR} team notifications about it`,
    observed: `${statusTally(statuses)}; ${counts.map(({ label, emails, team }) => `${label}: ${emails} e-mails, team told ${team}×`).join('; ')}`,
    held: counts.every(({ emails, team }) => emails <= EMAILS_PER_MAILBOX_PER_HOUR && team <= EMAILS_PER_MAILBOX_PER_HOUR),
  };
};
