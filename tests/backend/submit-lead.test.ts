/**
 * submit-lead's quiz leads against the local backend: stored once per submission id (also when the
 * requests race), user_type stored as the quiz sends it so both dashboard groups fill, the honeypot,
 * and the team notification that waits for notify-new-lead but still goes out if no call comes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import type { TestBackend } from './harness.ts';
import { invoke, leadsFor, mailTo, outboxFor, ownerQuizBody, quizBody, startLeadBackend, teamMailAbout, uniqueEmail } from './lead-test-kit.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startLeadBackend();
});
afterAll(() => backend.stop());

async function dispatchDue(): Promise<void> {
  const { error } = await backend.serviceClient().functions.invoke('dispatch-email-outbox', { body: {} });
  if (error) throw error;
}

describe('submit-lead: quiz leads', () => {
  it("stores an aspirer's lead with user_type 'aspirer', status New and the answers, and answers with its id", async () => {
    const email = uniqueEmail('aspirer');
    const answer = await invoke(backend, 'submit-lead', quizBody(email, { attribution: { utm_source: 'facebook', utm_campaign: 'launch' } }));
    const [lead, ...others] = await leadsFor(backend, email);
    expect(others).toEqual([]);
    expect(answer).toEqual({ status: 200, body: { success: true, leadId: lead?.id } });
    expect(lead).toMatchObject({
      source: 'quiz',
      user_type: 'aspirer',
      industry: null,
      status: 'New',
      is_spam: false,
      notified_at: null,
      quiz_answers: { stage: 'validating', concept: 'A mobile dog-grooming van', customer: 'Busy pet owners', fear: 'no-customers' },
      attribution: { utm_source: 'facebook', utm_campaign: 'launch' },
    });
  });

  it("stores an owner's lead with user_type 'owner' and the business type as industry", async () => {
    const email = uniqueEmail('owner');
    expect((await invoke(backend, 'submit-lead', ownerQuizBody(email))).status).toBe(200);
    const [lead] = await leadsFor(backend, email);
    expect(lead).toMatchObject({
      user_type: 'owner',
      industry: 'Hybrid',
      quiz_answers: { businessType: 'Hybrid', improvement: 'online-reviews', currentMethod: 'word-of-mouth', win: 'foot-traffic' },
    });
  });

  it('sends the visitor their confirmation at once, in the words of the quiz they took', async () => {
    const aspirer = uniqueEmail('aspirer-mail');
    const owner = uniqueEmail('owner-mail');
    await invoke(backend, 'submit-lead', quizBody(aspirer));
    await invoke(backend, 'submit-lead', ownerQuizBody(owner));
    await settleBackgroundTasks();
    const [roadmap] = await mailTo(backend, aspirer);
    const [audit] = await mailTo(backend, owner);
    expect(roadmap?.subject).toContain('Your Launch Roadmap');
    expect(roadmap?.text).toContain('Hi Dana,');
    expect(audit?.subject).toContain('Your Growth Audit');
  });

  it('stores one lead per submission id, also when the same submission arrives twice at once', async () => {
    const email = uniqueEmail('twice');
    const body = quizBody(email);
    const answers = await Promise.all([invoke(backend, 'submit-lead', body), invoke(backend, 'submit-lead', body)]);
    const again = await invoke(backend, 'submit-lead', body);

    const leads = await leadsFor(backend, email);
    expect(leads).toHaveLength(1);
    // Every answer names the one stored lead, so whichever the browser sees, notify-new-lead finds it.
    for (const answer of [...answers, again]) expect(answer).toEqual({ status: 200, body: { success: true, leadId: leads[0]?.id } });
    const outbox = await outboxFor(backend, leads[0]?.id ?? '');
    expect(outbox.map((row) => row.kind)).toEqual(['team-notification', 'visitor-confirmation']);
  });

  it('answers a filled honeypot (either name) like a success without an id, stores the lead as spam and e-mails nobody', async () => {
    for (const [field, body] of [
      ['website', quizBody(uniqueEmail('bot-aspirer'), { website: 'https://spam.example' })],
      ['business-website', ownerQuizBody(uniqueEmail('bot-owner'), { 'business-website': 'https://spam.example' })],
    ] as const) {
      const email = String(body.email);
      expect(await invoke(backend, 'submit-lead', body), field).toEqual({ status: 200, body: { success: true } });
      const [lead] = await leadsFor(backend, email);
      expect(lead, field).toMatchObject({ is_spam: true, spam_reason: 'honeypot' });
      expect(await outboxFor(backend, lead?.id ?? ''), field).toEqual([]);
      await settleBackgroundTasks();
      expect(await mailTo(backend, email), field).toEqual([]);
    }
  });

  it('refuses an incomplete quiz with field issues and stores nothing', async () => {
    const email = uniqueEmail('incomplete');
    const answer = await invoke(backend, 'submit-lead', ownerQuizBody(email, { quiz_answers: { businessType: 'Hybrid', currentMethod: 'word-of-mouth', win: 'foot-traffic' } }));
    expect(answer).toEqual({
      status: 400,
      body: { error: 'Validation failed', issues: [{ path: 'quiz_answers.improvement', message: 'Please choose what you want to improve' }] },
    });
    expect(await leadsFor(backend, email)).toEqual([]);
  });

  it("holds the team's notification back, and still sends it once its delay has run out when notify-new-lead never comes", async () => {
    const email = uniqueEmail('no-notify');
    await invoke(backend, 'submit-lead', quizBody(email));
    await settleBackgroundTasks();
    await dispatchDue();
    expect(await teamMailAbout(backend, email)).toEqual([]);

    const [lead] = await leadsFor(backend, email);
    // The delay runs out: what the clock would do two minutes later.
    await backend.db.query(`update public.email_outbox set next_attempt_at = now() - interval '1 second' where lead_id = $1 and kind = 'team-notification'`, [lead?.id]);
    await dispatchDue();
    const [notification, ...more] = await teamMailAbout(backend, email);
    expect(more).toEqual([]);
    expect(notification?.subject).toBe('New lead: Dana Kim (Aspirer quiz)');
    expect(notification?.text).toContain('Type: Aspirer');
  });

  it('queues the team notification two minutes out', async () => {
    const email = uniqueEmail('delay');
    await invoke(backend, 'submit-lead', ownerQuizBody(email));
    const [lead] = await leadsFor(backend, email);
    const { rows } = await backend.db.query<{ kind: string; delay: number }>(
      `select kind, round(extract(epoch from next_attempt_at - created_at))::int as delay from public.email_outbox where lead_id = $1 order by kind`,
      [lead?.id],
    );
    expect(rows).toEqual([
      { kind: 'team-notification', delay: 120 },
      { kind: 'visitor-confirmation', delay: 0 },
    ]);
  });
});
