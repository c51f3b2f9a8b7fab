/**
 * The three lead functions end to end against the local backend: the lead stored with its details
 * and attribution, its e-mails queued in the same transaction and delivered to the local mailbox,
 * one lead per submission id, the honeypot, and a mail provider that fails.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { leadIntakeDependenciesFromEnv } from '../../supabase/functions/_shared/handlers/lead-intake.ts';
import { MailTransportError, type MailTransport } from '../../supabase/functions/_shared/infra/mail/transport.ts';
import { createOutboxDispatcher } from '../../supabase/functions/_shared/infra/outbox/dispatcher.ts';
import { createSendContactEmailHandler } from '../../supabase/functions/_shared/handlers/send-contact-email.ts';
import { createServiceClient } from '../../supabase/functions/_shared/infra/service-client.ts';
import type { TestBackend } from './harness.ts';
import {
  consultationBody,
  contactBody,
  EMAIL_FROM,
  exitIntentBody,
  invoke,
  leadsFor,
  mailTo,
  onboardingBody,
  outboxFor,
  resourceBody,
  SITE_URL,
  smartLeadBody,
  startLeadBackend,
  TEAM_ADDRESS,
  teamMailAbout,
  uniqueEmail,
} from './lead-test-kit.ts';

let backend: TestBackend;
const providerCalls: string[] = [];

/** A provider that is down: every send fails with a retryable error. */
const failingProvider: MailTransport = {
  name: 'failing-provider',
  send: async (email) => {
    providerCalls.push(email.subject);
    throw new MailTransportError('Provider answered 503 Service Unavailable', true, 503);
  },
};

beforeAll(async () => {
  backend = await startLeadBackend({
    functions: {
      // send-contact-email as deployed, but its e-mails go to a provider that fails.
      'contact-with-failing-provider': (env) =>
        createSendContactEmailHandler({
          ...leadIntakeDependenciesFromEnv(env),
          dispatcher: createOutboxDispatcher({
            client: createServiceClient(env),
            transport: failingProvider,
            from: EMAIL_FROM,
            teamAddress: TEAM_ADDRESS,
            log: () => undefined,
          }),
        }),
    },
  });
});
afterAll(() => backend.stop());

const attribution = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-dental',
  gclid: 'abc123',
  landing_page: '/services/google-advertising',
  referrer: 'https://www.google.com/',
};

describe('send-contact-email', () => {
  it('stores the lead with its details and attribution, and e-mails the team and the visitor', async () => {
    const email = uniqueEmail('contact');
    const answer = await invoke(backend, 'send-contact-email', contactBody(email, { recommendedService: 'The Growth Accelerator', attribution }));
    expect(answer).toEqual({ status: 200, body: { success: true } });

    const [lead, ...others] = await leadsFor(backend, email);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      source: 'contact',
      name: 'Ann Archer',
      phone: '(555) 010-0000',
      company: null,
      message: null,
      priority: null,
      is_spam: false,
      details: { challenge: 'Not enough leads', recommendedService: 'The Growth Accelerator', human_check: 'local' },
      attribution,
    });

    await settleBackgroundTasks();
    const [team, ...moreTeam] = await teamMailAbout(backend, email);
    expect(moreTeam).toEqual([]);
    expect(team?.replyTo).toBe(email);
    expect(team?.subject).toBe('New lead: Ann Archer (Contact form)');
    expect(team?.text).toContain('Biggest challenge: Not enough leads');
    expect(team?.text).toContain('utm_campaign: spring-dental');
    expect(team?.text).toContain(`${SITE_URL}/admin`);

    const [confirmation, ...moreMail] = await mailTo(backend, email);
    expect(moreMail).toEqual([]);
    expect(confirmation?.text).toContain('within 24 hours');
    expect(lead && (await outboxFor(backend, lead.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('promises a high-priority smart lead contact within 2 hours', async () => {
    const email = uniqueEmail('smart');
    await invoke(backend, 'send-contact-email', smartLeadBody(email, { name: 'Cher' }));
    await settleBackgroundTasks();
    const [confirmation] = await mailTo(backend, email);
    expect(confirmation?.text).toContain('within 2 hours');
    const [team] = await teamMailAbout(backend, email);
    expect(team?.text).toContain('Priority: HIGH');
    // Stored as data: a one-word name alone, the priority from the urgency, the budget in cents.
    const [lead] = await leadsFor(backend, email);
    expect(lead).toMatchObject({
      name: 'Cher',
      company: 'Lopez Dental',
      message: 'Our phones are quiet on weekends.',
      priority: 'high',
      budget_min_cents: 500_000,
      budget_max_cents: 1_500_000,
      details: { urgency: 'immediate', leadSource: 'Referral', primaryGoal: 'revenue', human_check: 'local' },
    });
  });

  it('stores the consultation’s phone and message in their own columns and no company left blank', async () => {
    const email = uniqueEmail('consultation');
    expect(await invoke(backend, 'send-contact-email', consultationBody(email, { name: 'Cal', company: '' }))).toEqual({ status: 200, body: { success: true } });
    const [lead] = await leadsFor(backend, email);
    expect(lead).toMatchObject({
      source: 'consultation',
      name: 'Cal',
      phone: '(310) 555-0101',
      company: null,
      message: 'Help with local SEO please.',
      details: { service: 'Pay-Per-Results SEO' },
    });
    await settleBackgroundTasks();
    const [confirmation] = await mailTo(backend, email);
    expect(confirmation?.text).toContain('Hi Cal,');
  });

  it('stores an onboarding lead without a name, its budget in cents and the package its answers lead to', async () => {
    const email = uniqueEmail('onboarding');
    expect(await invoke(backend, 'send-contact-email', onboardingBody(email))).toEqual({ status: 200, body: { success: true } });
    const [lead] = await leadsFor(backend, email);
    expect(lead).toMatchObject({
      source: 'onboarding',
      name: null,
      company: 'Smile Dental',
      industry: 'Healthcare',
      message: 'We miss calls after 5 pm.',
      budget_min_cents: 100_000,
      budget_max_cents: 500_000,
      details: { goal: 'ai-calls', timeline: '1-3 months', recommendedPackage: 'Launch Pad' },
    });
    await settleBackgroundTasks();
    const [team] = await teamMailAbout(backend, email);
    expect(team?.subject).toBe(`New lead: ${email} (Onboarding wizard)`);
    expect(team?.text).toContain('Recommended package: Launch Pad');
    const [confirmation] = await mailTo(backend, email);
    expect(confirmation?.text).toContain("We'll contact you within 24 hours!");
  });

  it('escapes markup a visitor typed in every HTML e-mail', async () => {
    const email = uniqueEmail('script');
    const script = '<script>alert("owned")</script>';
    const answer = await invoke(backend, 'send-contact-email', smartLeadBody(email, { company: `Acme ${script}`, challenges: `Need leads ${script}` }));
    expect(answer.status).toBe(200);
    await settleBackgroundTasks();
    const [team] = await teamMailAbout(backend, email);
    expect(team?.html).not.toContain('<script>');
    expect(team?.html).toContain('Acme &lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    for (const message of await mailTo(backend, email)) expect(message.html).not.toContain('<script>');
  });

  it('stores one lead and sends one set of e-mails for a submission id sent twice', async () => {
    const email = uniqueEmail('twice');
    const body = contactBody(email);
    expect(await invoke(backend, 'send-contact-email', body)).toEqual({ status: 200, body: { success: true } });
    expect(await invoke(backend, 'send-contact-email', body)).toEqual({ status: 200, body: { success: true } });
    await settleBackgroundTasks();
    expect(await leadsFor(backend, email)).toHaveLength(1);
    expect(await teamMailAbout(backend, email)).toHaveLength(1);
    expect(await mailTo(backend, email)).toHaveLength(1);
  });

  it('stores one lead for a double click: the same submission id sent concurrently', async () => {
    const email = uniqueEmail('double-click');
    const body = contactBody(email);
    const answers = await Promise.all([1, 2, 3].map(() => invoke(backend, 'send-contact-email', body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await settleBackgroundTasks();
    const leads = await leadsFor(backend, email);
    expect(leads).toHaveLength(1);
    expect(leads[0] && (await outboxFor(backend, leads[0].id))).toHaveLength(2);
    expect(await teamMailAbout(backend, email)).toHaveLength(1);
    expect(await mailTo(backend, email)).toHaveLength(1);
  });

  it('stores each submission when the ids differ', async () => {
    const email = uniqueEmail('two-submissions');
    await invoke(backend, 'send-contact-email', contactBody(email));
    await invoke(backend, 'send-contact-email', contactBody(email, { clientSubmissionId: randomUUID() }));
    expect(await leadsFor(backend, email)).toHaveLength(2);
  });

  it('stores a filled honeypot as spam, answers success and e-mails no one', async () => {
    const email = uniqueEmail('bot');
    const answer = await invoke(backend, 'send-contact-email', contactBody(email, { website: 'https://cheap-pills.example' }));
    expect(answer).toEqual({ status: 200, body: { success: true } });
    await settleBackgroundTasks();
    const [lead] = await leadsFor(backend, email);
    expect(lead).toMatchObject({ is_spam: true, spam_reason: 'honeypot' });
    expect(lead && (await outboxFor(backend, lead.id))).toEqual([]);
    expect(await mailTo(backend, email)).toEqual([]);
    expect(await teamMailAbout(backend, email)).toEqual([]);
  });
});

describe('a failing e-mail provider', () => {
  it('leaves the lead stored and its e-mails queued for retry with the error', async () => {
    const email = uniqueEmail('provider-down');
    const answer = await invoke(backend, 'contact-with-failing-provider', contactBody(email));
    expect(answer).toEqual({ status: 200, body: { success: true } });
    await settleBackgroundTasks();
    const [lead] = await leadsFor(backend, email);
    expect(lead).toBeDefined();
    expect(providerCalls).toContain('New lead: Ann Archer (Contact form)');
    const rows = lead ? await outboxFor(backend, lead.id) : [];
    expect(rows.map((row) => row.kind)).toEqual(['team-notification', 'visitor-confirmation']);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toContain('503 Service Unavailable');
    }
    expect(await mailTo(backend, email)).toEqual([]);
  });
});

describe('submit-resource-download', () => {
  it('stores the lead and e-mails the visitor the guide’s link on the site', async () => {
    const email = uniqueEmail('guide');
    const answer = await invoke(backend, 'submit-resource-download', resourceBody(email, { attribution: { utm_source: 'newsletter' } }));
    expect(answer).toEqual({ status: 200, body: { success: true } });
    const [lead] = await leadsFor(backend, email);
    expect(lead).toMatchObject({
      source: 'resource-download',
      name: 'Bo Brown',
      phone: null,
      company: 'Brown Plumbing',
      details: { resource_type: 'The Local Business Lead Generation Playbook', guide_id: 'local-lead-generation-playbook' },
      attribution: { utm_source: 'newsletter' },
    });
    await settleBackgroundTasks();
    const [download] = await mailTo(backend, email);
    expect(download?.html).toContain(`href="${SITE_URL}/guides/local-lead-generation-playbook.html"`);
    expect(download?.text).toContain(`${SITE_URL}/guides/local-lead-generation-playbook.html`);
    const [team] = await teamMailAbout(backend, email);
    expect(team?.subject).toBe('New lead: Bo Brown (Guide download)');
    expect(team?.text).toContain('Guide: The Local Business Lead Generation Playbook');
  });
});

describe('exit-intent-signup', () => {
  it('stores the address and e-mails the Free PPC Audit Checklist', async () => {
    const email = uniqueEmail('exit');
    const answer = await invoke(backend, 'exit-intent-signup', exitIntentBody(email.toUpperCase()));
    expect(answer).toEqual({ status: 200, body: { success: true } });
    const [lead] = await leadsFor(backend, email);
    expect(lead).toMatchObject({ source: 'exit-intent', email, name: null, details: { offer: 'ppc-audit-checklist' } });
    await settleBackgroundTasks();
    const [checklist] = await mailTo(backend, email);
    expect(checklist?.subject).toBe('Your download: Free PPC Audit Checklist');
    expect(checklist?.html).toContain(`href="${SITE_URL}/guides/ppc-audit-checklist.html"`);
    expect(await teamMailAbout(backend, email)).toHaveLength(1);
  });
});
