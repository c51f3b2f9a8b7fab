/**
 * Hostile input through every lead function against the local backend:
 *
 * - Header injection. A name (or company, phone) carrying CR/LF, a lone CR or LF, NEL or U+2028 and a
 *   "Bcc:" header is stored on one line, and every e-mail it causes has exactly its one intended
 *   recipient list (the visitor, or the configured team addresses), no cc or bcc, and a subject on one
 *   line: in the local mailbox, and in the JSON a fake Resend receives.
 * - Markup. `<img src=x onerror=…>`, `<script>`, `"><svg onload=…>` and `javascript:` URLs in every
 *   free-text field reach the HTML e-mails escaped (only our own tags, no event-handler attribute, no
 *   script link) and the text part as the plain text that was typed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { bookCallDependenciesFromEnv, createBookCallHandler } from '../../supabase/functions/_shared/handlers/book-call.ts';
import { BUSINESS_DAY_SLOTS } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import { escapeHtml } from '../../supabase/functions/_shared/rules/escape-html.ts';
import type { EnvReader } from '../../supabase/functions/_shared/infra/env.ts';
import { leadIntakeDependenciesFromEnv } from '../../supabase/functions/_shared/handlers/lead-intake.ts';
import { createResendTransport } from '../../supabase/functions/_shared/infra/mail/resend.ts';
import type { FetchLike } from '../../supabase/functions/_shared/infra/mail/transport.ts';
import { createOutboxDispatcher } from '../../supabase/functions/_shared/infra/outbox/dispatcher.ts';
import { createSendContactEmailHandler } from '../../supabase/functions/_shared/handlers/send-contact-email.ts';
import { createServiceClient } from '../../supabase/functions/_shared/infra/service-client.ts';
import { createSubmitResourceDownloadHandler } from '../../supabase/functions/_shared/handlers/submit-resource-download.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/rules/submission.ts';
import type { MailboxMessage } from '../../supabase/local/mailbox/store.ts';
import type { TestBackend } from './harness.ts';
import {
  agreementBody,
  contactBody,
  EMAIL_FROM,
  exitIntentBody,
  invoke,
  leadsFor,
  quizBody,
  resourceBody,
  smartLeadBody,
  startLeadBackend,
  uniqueEmail,
} from './lead-test-kit.ts';

/** Two team addresses on purpose: configuration may add recipients, a visitor never. */
const TEAM = ['team@example.com', 'sales@example.com'];
const VICTIM = 'victim@example.com';

const BREAKS = [
  ['CR LF', '\r\n'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['NEL (U+0085)', '\u0085'],
  ['line separator (U+2028)', '\u2028'],
] as const;

/** Anything that would end a header line or start a new one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SVG = '"><svg onload=alert(1)>';
const JS_URL = 'javascript:alert(1)';
const MARKUP = [
  ['<img onerror>', IMG],
  ['<script>', SCRIPT],
  ['"><svg onload>', SVG],
] as const;
/** For fields capped at 20 characters (a guide request's phone). */
const SHORT_MARKUP = '<svg/onload=alert()>';

// Book-call's clock: Wednesday 2027-03-03, 10:00 in Los Angeles; each booking takes the next free slot.
const WEDNESDAY_10_AM_PST = new Date('2027-03-03T18:00:00Z');
let nextSlot = 0;
function freeSlot(): { preferredDate: string; preferredTime: string } {
  const index = nextSlot++;
  const preferredTime = BUSINESS_DAY_SLOTS[index % BUSINESS_DAY_SLOTS.length] ?? '09:00';
  return { preferredDate: index < BUSINESS_DAY_SLOTS.length ? '2027-03-04' : '2027-03-05', preferredTime };
}

/** The JSON bodies a fake Resend received. */
const resendBodies: Record<string, unknown>[] = [];
const resendFetch: FetchLike = async (_url, init) => {
  resendBodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
  return Response.json({ id: randomUUID() });
};

/** The lead-intake wiring of production, with its e-mails sent through Resend (faked at the network edge). */
function viaResend(env: EnvReader) {
  return {
    ...leadIntakeDependenciesFromEnv(env),
    dispatcher: createOutboxDispatcher({
      client: createServiceClient(env),
      transport: createResendTransport({ apiKey: 're_test', fetch: resendFetch }),
      from: EMAIL_FROM,
      teamAddress: TEAM.join(', '),
      log: () => undefined,
    }),
  };
}

let backend: TestBackend;

beforeAll(async () => {
  backend = await startLeadBackend({
    secrets: {
      TEAM_NOTIFICATION_EMAIL: TEAM.join(', '),
      EMAIL_FROM,
      // Dozens of submissions from one address in a minute: keep the rate limits out of the way.
      LEAD_RATE_LIMIT_PER_IP: '100000',
      LEAD_RATE_LIMIT_PER_FUNCTION: '100000',
      LEAD_RATE_LIMIT_PER_EMAIL: '100000',
      AGREEMENT_RATE_LIMIT_PER_IP: '100000',
      AGREEMENT_RATE_LIMIT_GLOBAL: '100000',
      BOOKING_LIVE_LIMIT_PER_IP: '100000',
    },
    functions: {
      'book-call': (env) => createBookCallHandler({ ...bookCallDependenciesFromEnv(env), now: () => WEDNESDAY_10_AM_PST }),
      'contact-via-resend': (env) => createSendContactEmailHandler(viaResend(env)),
      'resource-via-resend': (env) => createSubmitResourceDownloadHandler(viaResend(env)),
    },
  });
});
afterAll(() => backend.stop());

async function mailbox(): Promise<MailboxMessage[]> {
  const response = await fetch(`${backend.url}/mailbox/messages`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** The e-mails a submission from `visitor` caused: to the visitor, and to the team about the visitor. */
async function mailAbout(visitor: string): Promise<{ team: MailboxMessage[]; visitor: MailboxMessage[] }> {
  await settleBackgroundTasks();
  const messages = await mailbox();
  return {
    team: messages.filter((message) => message.to.some((address) => TEAM.includes(address)) && message.text.includes(visitor)),
    visitor: messages.filter((message) => message.to.includes(visitor)),
  };
}

/**
 * Exactly one team notification (to the configured team only) and one visitor e-mail (to the visitor
 * only), no cc or bcc, replies going to the visitor, subjects on one line.
 */
async function expectOneRecipientEach(visitor: string): Promise<{ team: MailboxMessage; visitor: MailboxMessage }> {
  const mail = await mailAbout(visitor);
  expect(mail.team).toHaveLength(1);
  expect(mail.visitor).toHaveLength(1);
  const [team] = mail.team;
  const [confirmation] = mail.visitor;
  if (!team || !confirmation) throw new Error('expected a team and a visitor e-mail');
  expect(team.to).toEqual(TEAM);
  expect(team.replyTo).toBe(visitor);
  expect(confirmation.to).toEqual([visitor]);
  for (const message of [team, confirmation]) {
    expect(Object.keys(message).filter((key) => /^(cc|bcc|headers)$/i.test(key))).toEqual([]);
    expect(message.subject).not.toMatch(LINE_BREAKING);
    expect(message.from).toBe(EMAIL_FROM);
  }
  return { team, visitor: confirmation };
}

/** Nothing was ever addressed to the address the attacks try to add. */
async function expectNothingForVictim(): Promise<void> {
  await settleBackgroundTasks();
  const response = await fetch(`${backend.url}/mailbox/messages?to=${encodeURIComponent(VICTIM)}`);
  expect(((await response.json()) as { messages: unknown[] }).messages).toEqual([]);
  expect(resendBodies.filter((body) => JSON.stringify(body.to).includes(VICTIM))).toEqual([]);
}

async function expectOk(name: string, body: Record<string, unknown>): Promise<unknown> {
  const answer = await invoke(backend, name, body);
  expect(answer, name).toMatchObject({ status: 200 });
  return answer.body;
}

/** A quiz lead's team notification waits for notify-new-lead; the site calls it at once. */
async function releaseTeamNotification(answer: unknown): Promise<void> {
  const leadId = (answer as { leadId?: string }).leadId;
  expect(leadId).toEqual(expect.any(String));
  await expectOk('notify-new-lead', { leadId });
}

/** A booking at the next free slot by book-call's fixed clock (WEDNESDAY_10_AM_PST). */
function bookingBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email,
    phone: '(555) 010-2000',
    biggestQuestion: 'How do I get more calls?',
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
    ...freeSlot(),
    ...overrides,
  };
}

describe('header injection: one recipient per e-mail and a clean subject', () => {
  describe.each(BREAKS)('with %s', (_label, breaker) => {
    const bcc = `${breaker}Bcc: ${VICTIM}`;

    it('send-contact-email: name, company and recommended service', async () => {
      const email = uniqueEmail('contact-crlf');
      await expectOk('send-contact-email', contactBody(email, { name: `Eve${breaker}Bcc`, recommendedService: `SEO${bcc}` }));
      const [lead] = await leadsFor(backend, email);
      expect(lead?.name).toBe('Eve Bcc');
      expect(lead?.details).toMatchObject({ recommendedService: `SEO Bcc: ${VICTIM}` });
      const { team } = await expectOneRecipientEach(email);
      expect(team.subject).toBe('New lead: Eve Bcc (Contact form)');

      const smart = uniqueEmail('smart-crlf');
      await expectOk('send-contact-email', smartLeadBody(smart, { name: `Eve${bcc}`, company: `Acme${bcc}` }));
      const [smartLead] = await leadsFor(backend, smart);
      expect(smartLead).toMatchObject({ name: `Eve Bcc: ${VICTIM}`, company: `Acme Bcc: ${VICTIM}` });
      const { team: smartTeam } = await expectOneRecipientEach(smart);
      // One line, and the address the name smuggled in is not in the subject (emails/team-notification.ts).
      expect(smartTeam.subject).toBe('New lead: Eve Bcc: (Smart qualification form)');
      await expectNothingForVictim();
    });

    it('submit-resource-download: name, company and phone', async () => {
      const email = uniqueEmail('guide-crlf');
      await expectOk('submit-resource-download', resourceBody(email, { name: `Eve${bcc}`, company: `Acme${bcc}`, phone: `555${breaker}0100` }));
      const [lead] = await leadsFor(backend, email);
      expect(lead).toMatchObject({ name: `Eve Bcc: ${VICTIM}`, company: `Acme Bcc: ${VICTIM}`, phone: '555 0100' });
      const { team } = await expectOneRecipientEach(email);
      expect(team.subject).toBe('New lead: Eve Bcc: (Guide download)');
      await expectNothingForVictim();
    });

    it('submit-lead (quiz): the name', async () => {
      const email = uniqueEmail('quiz-crlf');
      await releaseTeamNotification(await expectOk('submit-lead', quizBody(email, { name: `Eve${bcc}` })));
      const { team } = await expectOneRecipientEach(email);
      expect(team.subject).toBe('New lead: Eve Bcc: (Aspirer quiz)');
      await expectNothingForVictim();
    });

    it('submit-lead (agreement): the signer’s name', async () => {
      const email = uniqueEmail('agreement-crlf');
      await expectOk('submit-lead', { ...(await agreementBody(email, { name: `Eve${breaker}Adams` })) });
      const { team } = await expectOneRecipientEach(email);
      expect(team.subject).toBe('New lead: Eve Adams (Service agreement)');
      await expectNothingForVictim();
    });

    it('book-call: the phone', async () => {
      const email = uniqueEmail('booking-crlf');
      await expectOk('book-call', bookingBody(email, { phone: `555${breaker}0100` }));
      const { team } = await expectOneRecipientEach(email);
      expect(team.text).toContain('Phone: 555 0100');
      await expectNothingForVictim();
    });
  });

  it('refuses a person’s name that carries a header, and an address that carries a second one', async () => {
    const email = uniqueEmail('refused');
    const named = await invoke(backend, 'send-contact-email', contactBody(email, { name: `Eve\r\nBcc: ${VICTIM}` }));
    expect(named.status).toBe(400);
    expect(named.body).toMatchObject({ issues: [{ path: 'name' }] });
    for (const address of [`${email}\r\nBcc: ${VICTIM}`, `${email},${VICTIM}`, `${email};${VICTIM}`, `Eve <${email}>`, `${email}\u0085${VICTIM}`]) {
      for (const [name, body] of [
        ['exit-intent-signup', exitIntentBody(address)],
        ['submit-resource-download', resourceBody(address)],
        ['send-contact-email', contactBody(address)],
        ['book-call', bookingBody(address)],
      ] as const) {
        const answer = await invoke(backend, name, body);
        expect({ name, address, status: answer.status }).toEqual({ name, address, status: 400 });
        expect(answer.body).toMatchObject({ issues: [{ path: 'email' }] });
      }
    }
    expect(await leadsFor(backend, email)).toEqual([]);
    await expectNothingForVictim();
  });

  it('hands Resend JSON with one recipient list, no cc or bcc, and a one-line subject', async () => {
    resendBodies.length = 0;
    const guide = uniqueEmail('resend-guide');
    const contact = uniqueEmail('resend-contact');
    await expectOk('resource-via-resend', resourceBody(guide, { name: `Eve\r\nBcc: ${VICTIM}`, company: `Acme\nCc: ${VICTIM}` }));
    await expectOk('contact-via-resend', smartLeadBody(contact, { name: 'Eve\rBcc', company: `Acme\u2028Bcc: ${VICTIM}` }));
    await settleBackgroundTasks();

    expect(resendBodies).toHaveLength(4);
    for (const visitor of [guide, contact]) {
      const bodies = resendBodies.filter((body) => JSON.stringify(body).includes(visitor));
      expect(bodies.map((body) => body.to)).toEqual(expect.arrayContaining([TEAM, [visitor]]));
      expect(bodies).toHaveLength(2);
      for (const body of bodies) {
        // Resend's fields, and only these: nothing that adds a recipient or a raw header.
        expect(Object.keys(body).every((key) => ['from', 'to', 'subject', 'html', 'text', 'reply_to'].includes(key))).toBe(true);
        expect(body.subject).toEqual(expect.any(String));
        expect(String(body.subject)).not.toMatch(LINE_BREAKING);
        expect(body.from).toBe(EMAIL_FROM);
        if ('reply_to' in body) expect(body.reply_to).toBe(visitor);
      }
    }
    expect(resendBodies.map((body) => body.subject)).toEqual(
      expect.arrayContaining(['New lead: Eve Bcc: (Guide download)', 'New lead: Eve Bcc (Smart qualification form)']),
    );
    await expectNothingForVictim();
  });
});

const OUR_TAGS = new Set(['html', 'head', 'meta', 'title', 'body', 'table', 'tr', 'td', 'th', 'h1', 'h2', 'p', 'a', 'br']);

/**
 * What a browser would build from the HTML: a tag starts only at "<" followed by a letter, and
 * escaped visitor text has no "<", so every tag found is one the e-mail templates wrote. Each must be
 * one of ours, with no event-handler attribute and no link other than a web, site or anchor link.
 */
function expectOnlyOurMarkup(html: string): void {
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    expect(OUR_TAGS, `<${tag}${attributes}>`).toContain(tag.toLowerCase());
    expect(attributes).not.toMatch(/(^|[\s"'/])on[a-z]+\s*=/i);
    for (const [, href = ''] of attributes.matchAll(/\bhref="([^"]*)"/gi)) expect(href).toMatch(/^(https?:\/\/|\/(?!\/)|#$)/);
  }
  expect(html).not.toMatch(/<\s*\/?\s*(script|img|svg|iframe)\b/i);
}

/** Every e-mail of the submission is safe markup; the team's shows each value escaped in the HTML and as typed in the text. */
async function expectEscaped(visitor: string, values: readonly string[]): Promise<void> {
  const { team, visitor: confirmation } = await expectOneRecipientEach(visitor);
  expectOnlyOurMarkup(team.html);
  expectOnlyOurMarkup(confirmation.html);
  for (const value of values) {
    expect(team.html).toContain(escapeHtml(value));
    expect(team.text).toContain(value);
  }
}

/** Every attribution field: the payload in the UTM values, a javascript: URL in the URL-ish ones. */
function hostileAttribution(payload: string): Record<string, string> {
  return {
    utm_source: payload,
    utm_medium: payload,
    utm_campaign: payload,
    utm_term: payload,
    utm_content: payload,
    gclid: payload,
    fbclid: payload,
    landing_page: JS_URL,
    referrer: `${JS_URL}//${payload}`,
  };
}

describe('markup in every field is text in the e-mails', () => {
  describe.each(MARKUP)('%s', (_label, payload) => {
    const attribution = hostileAttribution(payload);
    const attributionValues = Object.values(attribution);

    it('send-contact-email', async () => {
      const email = uniqueEmail('contact-xss');
      const challenges = `Need leads ${payload}\nSecond line ${payload}`;
      await expectOk('send-contact-email', smartLeadBody(email, { name: payload, company: payload, challenges, attribution }));
      await expectEscaped(email, [payload, `Need leads ${payload}`, `Second line ${payload}`, ...attributionValues]);
      const standard = uniqueEmail('contact-xss');
      await expectOk('send-contact-email', contactBody(standard, { recommendedService: payload, attribution }));
      await expectEscaped(standard, [payload, ...attributionValues]);
    });

    it('submit-resource-download', async () => {
      const email = uniqueEmail('guide-xss');
      await expectOk('submit-resource-download', resourceBody(email, { name: payload, company: payload, phone: SHORT_MARKUP, attribution }));
      await expectEscaped(email, [payload, SHORT_MARKUP, ...attributionValues]);
    });

    it('exit-intent-signup', async () => {
      const email = uniqueEmail('exit-xss');
      await expectOk('exit-intent-signup', exitIntentBody(email, { attribution }));
      await expectEscaped(email, attributionValues);
    });

    it('submit-lead (quiz)', async () => {
      const email = uniqueEmail('quiz-xss');
      const quiz_answers = { stage: 'validating', concept: `Van ${payload}`, customer: payload, fear: 'no-customers' };
      await releaseTeamNotification(await expectOk('submit-lead', quizBody(email, { name: payload, quiz_answers, attribution })));
      await expectEscaped(email, [payload, `Van ${payload}`, ...attributionValues]);
    });

    it('submit-lead (agreement): the browser’s user agent is stored but e-mailed to no one; consent wording of the caller’s is refused', async () => {
      const email = uniqueEmail('agreement-xss');
      const body = await agreementBody(email, { attribution });
      const { error } = await backend.anonClient().functions.invoke('submit-lead', { body, headers: { 'user-agent': `Mozilla/5.0 ${payload}` } });
      expect(error).toBeNull();
      await expectEscaped(email, attributionValues);
      const { team, visitor } = await expectOneRecipientEach(email);
      // Evidence on file, not in the mail: the signer's copy may go to a stranger's inbox.
      for (const message of [team, visitor]) expect(`${message.html}\n${message.text}`).not.toContain('Mozilla/5.0');
      const { data } = await backend.serviceClient().from('agreement_acceptances').select('user_agent').eq('signer_email', email);
      expect(data).toEqual([{ user_agent: `Mozilla/5.0 ${payload}` }]);

      const refused = await invoke(backend, 'submit-lead', await agreementBody(uniqueEmail('agreement-consent-xss'), { consentText: `I agree ${payload}` }));
      expect(refused).toMatchObject({ status: 400, body: { issues: [{ path: 'consentText' }] } });
    });

    it('book-call', async () => {
      const email = uniqueEmail('booking-xss');
      await expectOk('book-call', bookingBody(email, { biggestQuestion: `Why ${payload}?`, attribution }));
      await expectEscaped(email, [`Why ${payload}?`, ...attributionValues]);
    });
  });

  it('never turns a javascript: URL into a link', async () => {
    const email = uniqueEmail('js-url');
    await expectOk('send-contact-email', contactBody(email, { recommendedService: JS_URL, attribution: { landing_page: JS_URL, referrer: JS_URL } }));
    const { team } = await expectOneRecipientEach(email);
    expect(team.html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
    expect(team.text).toContain(`landing_page: ${JS_URL}`);
  });
});
