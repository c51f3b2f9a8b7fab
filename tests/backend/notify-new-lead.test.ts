/**
 * notify-new-lead against the local backend: it releases a fresh quiz lead's team notification once,
 * and sends nothing for an unknown id, a lead already notified, a lead older than ten minutes or a
 * spam lead, while answering every one of them alike.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import type { TestBackend } from './harness.ts';
import { invoke, outboxFor, startLeadBackend, teamMailAbout, uniqueEmail } from './lead-test-kit.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startLeadBackend();
});
afterAll(() => backend.stop());

async function quizLead(email: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await invoke(backend, 'submit-lead', {
    name: 'Omar Reyes',
    email,
    user_type: 'owner',
    industry: 'Online',
    status: 'New',
    quiz_answers: { businessType: 'Online', currentMethod: 'social-media', win: 'online-sales' },
    clientSubmissionId: randomUUID(),
    ...overrides,
  });
  expect(answer.status).toBe(200);
  const { leadId } = answer.body as { leadId?: string };
  if (leadId) return leadId;
  const { rows } = await backend.db.query<{ id: string }>('select id from public.leads where email = $1', [email]);
  return rows[0]?.id ?? '';
}

const ok = { status: 200, body: { success: true } };

async function teamRowStatus(leadId: string): Promise<string | undefined> {
  return (await outboxFor(backend, leadId)).find((row) => row.kind === 'team-notification')?.status;
}

describe('notify-new-lead', () => {
  it("releases a fresh lead's team notification at once, and only once however often it is called", async () => {
    const email = uniqueEmail('notify');
    const leadId = await quizLead(email);

    const answers = await Promise.all([1, 2, 3].map(() => invoke(backend, 'notify-new-lead', { leadId })));
    expect(answers).toEqual([ok, ok, ok]);
    await settleBackgroundTasks();

    const mail = await teamMailAbout(backend, email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('New lead: Omar Reyes (Owner quiz)');
    expect(mail[0]?.text).toContain('Type: Owner');
    expect(mail[0]?.text).toContain('Business type: Online');
    expect(await teamRowStatus(leadId)).toBe('sent');

    // A later call (a reload, a replay) finds the lead notified and sends nothing more.
    expect(await invoke(backend, 'notify-new-lead', { leadId })).toEqual(ok);
    await settleBackgroundTasks();
    expect(await teamMailAbout(backend, email)).toHaveLength(1);
  });

  it('also accepts the fields the site sends (name, email, type, businessType) beside the id, and ignores them', async () => {
    const email = uniqueEmail('notify-spec');
    const leadId = await quizLead(email);
    const answer = await invoke(backend, 'notify-new-lead', { leadId, name: 'Someone Else', email: 'victim@example.com', type: 'Owner', businessType: 'Online' });
    expect(answer).toEqual(ok);
    await settleBackgroundTasks();
    expect(await teamMailAbout(backend, email)).toHaveLength(1);
    expect(await teamMailAbout(backend, 'victim@example.com')).toEqual([]);
  });

  it('sends nothing for an id no lead has, and answers exactly as for a real one', async () => {
    const before = (await backend.db.query<{ n: number }>(`select count(*)::int as n from public.email_outbox where status = 'sent'`)).rows[0]?.n;
    expect(await invoke(backend, 'notify-new-lead', { leadId: randomUUID() })).toEqual(ok);
    await settleBackgroundTasks();
    const after = (await backend.db.query<{ n: number }>(`select count(*)::int as n from public.email_outbox where status = 'sent'`)).rows[0]?.n;
    expect(after).toBe(before);
  });

  it('sends nothing for a lead stored more than ten minutes ago', async () => {
    const email = uniqueEmail('old');
    const leadId = await quizLead(email);
    await backend.db.query(`update public.leads set created_at = now() - interval '11 minutes' where id = $1`, [leadId]);

    expect(await invoke(backend, 'notify-new-lead', { leadId })).toEqual(ok);
    await settleBackgroundTasks();
    expect(await teamMailAbout(backend, email)).toEqual([]);
    expect(await teamRowStatus(leadId)).toBe('pending');
  });

  it('sends nothing for a lead that was never to be notified: a spam lead, or a lead of another form', async () => {
    const spam = uniqueEmail('spam');
    const spamId = await quizLead(spam, { website: 'https://spam.example' });
    const contact = uniqueEmail('contact');
    await invoke(backend, 'exit-intent-signup', { email: contact, clientSubmissionId: randomUUID() });
    await settleBackgroundTasks();
    const { rows } = await backend.db.query<{ id: string }>('select id from public.leads where email = $1', [contact]);
    const contactId = rows[0]?.id ?? '';
    const sentBefore = (await teamMailAbout(backend, contact)).length;

    for (const leadId of [spamId, contactId]) expect(await invoke(backend, 'notify-new-lead', { leadId })).toEqual(ok);
    await settleBackgroundTasks();
    expect(await teamMailAbout(backend, spam)).toEqual([]);
    expect(await teamMailAbout(backend, contact)).toHaveLength(sentBefore);
  });

  it('refuses a malformed body with a field issue', async () => {
    expect(await invoke(backend, 'notify-new-lead', { leadId: 'lead-1' })).toEqual({
      status: 400,
      body: { error: 'Validation failed', issues: [{ path: 'leadId', message: 'Invalid lead id' }] },
    });
  });
});
