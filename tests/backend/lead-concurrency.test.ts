/**
 * Leads under concurrency, against the local backend with the local mailbox: many distinct
 * submissions at once all become leads with their e-mails queued and sent (0 lost, 0 5xx), and one
 * submission sent ten times at once becomes one lead with one set of e-mails, every answer a success.
 *
 * Every lead queues two messages: the team's notification and the visitor's e-mail. On PGlite the
 * requests overlap but the database has one connection; with DATABASE_URL (CI: PostgreSQL 15) the
 * transactions really run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import type { TestBackend } from './harness.ts';
import { contactBody, exitIntentBody, ownerQuizBody, resourceBody, startLeadBackend, uniqueEmail } from './lead-test-kit.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startLeadBackend({ secrets: { LEAD_RATE_LIMIT_PER_IP: '100000', LEAD_RATE_LIMIT_PER_FUNCTION: '100000', LEAD_RATE_LIMIT_PER_EMAIL: '100000' } });
});
afterAll(() => backend.stop());

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A POST as the site's supabase-js sends it, without a client per request: two hundred at once stay cheap. */
async function post(name: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, Authorization: `Bearer ${backend.publishableKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The four functions that take leads (the kit's contact body carries a fresh human-check token each time). */
const leadFunctions = {
  'send-contact-email': (email: string) => contactBody(email),
  'submit-resource-download': (email: string) => resourceBody(email),
  'exit-intent-signup': (email: string) => exitIntentBody(email),
  'submit-lead': (email: string) => ownerQuizBody(email),
} as const;
type LeadFunction = keyof typeof leadFunctions;

interface LeadMessages {
  email: string;
  lead_id: string;
  messages: number;
  to_team: number;
  to_visitor: number;
  sent: number;
}

/** One row per stored lead with one of `emails`: how many messages it queued, for whom, and how many are sent. */
async function leadsWithMessages(emails: readonly string[]): Promise<LeadMessages[]> {
  const { rows } = await backend.db.query<LeadMessages>(
    `select l.email, l.id as lead_id,
            count(o.id)::int as messages,
            (count(o.id) filter (where o.to_address is null))::int as to_team,
            (count(o.id) filter (where o.to_address = l.email))::int as to_visitor,
            (count(o.id) filter (where o.status = 'sent' and o.provider_message_id is not null))::int as sent
     from public.leads as l left join public.email_outbox as o on o.lead_id = l.id
     where l.email = any($1::text[])
     group by l.id, l.email`,
    [emails.map((email) => email.toLowerCase())],
  );
  return rows;
}

const serverErrors = (answers: readonly Answer[]) => answers.filter((answer) => answer.status >= 500);

/** Every address became exactly one lead, with its team notification and visitor e-mail queued, `sent` of them sent. */
function expectOneLeadEach(emails: readonly string[], leads: readonly LeadMessages[], sent: (lead: LeadMessages) => number): void {
  expect(leads.map((lead) => lead.email).sort()).toEqual(emails.map((email) => email.toLowerCase()).sort());
  for (const lead of leads) expect(lead, lead.email).toEqual({ ...lead, messages: 2, to_team: 1, to_visitor: 1, sent: sent(lead) });
}

describe('many distinct submissions at once', () => {
  it('turns 200 concurrent contact forms into 200 leads and 400 sent e-mails, with no 5xx', async () => {
    const emails = Array.from({ length: 200 }, (_, index) => uniqueEmail(`crowd-${index}`));
    const answers = await Promise.all(emails.map((email) => post('send-contact-email', leadFunctions['send-contact-email'](email))));
    expect(serverErrors(answers)).toEqual([]);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { success: true } });

    await settleBackgroundTasks();
    const leads = await leadsWithMessages(emails);
    expect(leads).toHaveLength(200);
    expectOneLeadEach(emails, leads, () => 2);
    const { rows } = await backend.db.query<{ rows: number; providers: number }>(
      `select count(*)::int as rows, count(distinct provider_message_id)::int as providers
       from public.email_outbox where lead_id = any($1::uuid[])`,
      [leads.map((lead) => lead.lead_id)],
    );
    // 400 messages, each delivered to the mailbox as a message of its own.
    expect(rows[0]).toEqual({ rows: 400, providers: 400 });
  });

  it('turns 50 concurrent submissions to each of the other lead functions into leads with their e-mails', async () => {
    const others = ['submit-resource-download', 'exit-intent-signup', 'submit-lead'] as const;
    const batches = others.map((name) => ({ name, emails: Array.from({ length: 50 }, (_, index) => uniqueEmail(`${name}-${index}`)) }));
    const answers = await Promise.all(batches.flatMap(({ name, emails }) => emails.map((email) => post(name, leadFunctions[name](email)))));
    expect(serverErrors(answers)).toEqual([]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { success: true } });
    await settleBackgroundTasks();

    for (const { name, emails } of batches) {
      const leads = await leadsWithMessages(emails);
      // The quiz's team notification waits for notify-new-lead, which the site calls next (below).
      expectOneLeadEach(emails, leads, () => (name === 'submit-lead' ? 1 : 2));
    }

    // The site's notify-new-lead calls for the quiz leads, all at once: each releases its team notification.
    const quizLeadIds = answers.flatMap((answer) => (typeof answer.body.leadId === 'string' ? [answer.body.leadId] : []));
    expect(quizLeadIds).toHaveLength(50);
    const notified = await Promise.all(quizLeadIds.map((leadId) => post('notify-new-lead', { leadId })));
    expect(notified.map((answer) => answer.status)).toEqual(quizLeadIds.map(() => 200));
    await settleBackgroundTasks();
    const quizEmails = batches.find((batch) => batch.name === 'submit-lead')?.emails ?? [];
    expectOneLeadEach(quizEmails, await leadsWithMessages(quizEmails), () => 2);
  });
});

describe('one submission sent ten times at once', () => {
  it.each(Object.keys(leadFunctions) as LeadFunction[])('%s: stores one lead and queues one set of e-mails, and answers every copy with success', async (name) => {
    // Five submissions, each sent ten times, all at once: each copy the same body, as a double-clicking
    // browser or a retrying network sends it (the contact form's copies share one human-check token).
    const emails = Array.from({ length: 5 }, (_, index) => uniqueEmail(`ten-${index}-${name}`));
    const copies = emails.flatMap((email) => {
      const body = leadFunctions[name](email);
      return Array.from({ length: 10 }, () => ({ email, body }));
    });
    const answers = await Promise.all(copies.map(({ body }) => post(name, body)));
    const leads = await leadsWithMessages(emails);
    expect(leads).toHaveLength(emails.length);
    copies.forEach(({ email }, index) => {
      const leadId = leads.find((lead) => lead.email === email)?.lead_id;
      // The quiz answers with the lead's id, so whichever copy the browser sees, notify-new-lead finds the lead.
      const success = name === 'submit-lead' ? { success: true, leadId } : { success: true };
      expect(answers[index], `copy ${index % 10} of ${email}`).toEqual({ status: 200, body: success });
    });

    await settleBackgroundTasks();
    expectOneLeadEach(emails, await leadsWithMessages(emails), () => (name === 'submit-lead' ? 1 : 2));
  });
});
