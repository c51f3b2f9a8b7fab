/**
 * bench/abuse's attacks on the agency's sender (items numbered as in docs/decisions/013-abuse-proofing.md):
 * every form that e-mails the address typed, aimed at a stranger; attacker text meant for that e-mail; an
 * address that adds recipients to a mailto: link; and an address shaped to make the e-mail pattern
 * backtrack.
 */
import { agreementDateOf } from '../../supabase/functions/_shared/rules/agreement-rules.ts';
import { expectedFingerprint } from '../../supabase/functions/_shared/rules/content/agreement-terms.ts';
import { AGREEMENT_CONSENT_TEXT } from '../../supabase/functions/_shared/rules/content/agreement.ts';
import { agreementBody, mailTo, postFrom, resourceBody, uniqueEmail, uniqueIp, visitorEmailForms } from '../../tests/backend/lead-test-kit.ts';
import { countAccepted, statusTally } from './abuse-report.ts';
import { emailsDeliveredTo, outboxStatusesTo, type Attack } from './abuse-kit.ts';

/** Decision 013's target, which the database's cap per address (visitor_emails_per_address_per_hour) holds by default. */
const VISITOR_EMAILS_PER_HOUR = 3;
/** Rounds of every form: 60 submissions, an hour's worth of attempts (the limits count by the hour). */
const ROUNDS = 10;

const PHISHING = 'ACTION REQUIRED: confirm your bank details at https://evil.example/login';

/** Item 1: an hour's worth of submissions for one stranger's address, across the forms, each from a new client address. */
export const mailCannon: Attack = async (backend) => {
  const stranger = uniqueEmail('stranger');
  const statuses: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const form of visitorEmailForms) {
      // The limits compare addresses in any case.
      const address = round % 2 === 0 ? stranger : stranger.toUpperCase();
      statuses.push((await postFrom(backend, uniqueIp(), form.name, await form.body(address))).status);
    }
  }
  const emails = await emailsDeliveredTo(backend, [stranger]);
  return {
    attack: `mail cannon: ${visitorEmailForms.length} forms, 1 stranger, ${statuses.length} client addresses`,
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails,
    target: `≤ ${VISITOR_EMAILS_PER_HOUR} e-mails to the address an hour`,
    observed: `${statusTally(statuses)}; outbox to the address: ${await outboxStatusesTo(backend, stranger)}`,
    held: emails <= VISITOR_EMAILS_PER_HOUR,
  };
};

/**
 * Item 1: text of the attacker's in the agency's e-mail. The agreement copy once carried the package name,
 * consent wording and user agent as sent; a name is the only visitor text an e-mail may greet with.
 */
export const attackerTextInEmail: Attack = async (backend) => {
  const stranger = uniqueEmail('stranger-text');
  const date = agreementDateOf(new Date());
  const phishingPackage = await agreementBody(stranger, {
    package: PHISHING,
    termsFingerprint: await expectedFingerprint({ packageName: PHISHING, monthly: 2500, setup: 1000, date }),
  });
  const phishingConsent = await agreementBody(stranger, { consentText: `${AGREEMENT_CONSENT_TEXT} ${PHISHING}` });
  const agreements = [
    await postFrom(backend, uniqueIp(), 'submit-lead', phishingPackage, { 'user-agent': PHISHING }),
    await postFrom(backend, uniqueIp(), 'submit-lead', phishingConsent, { 'user-agent': PHISHING }),
  ];
  const named = await postFrom(backend, uniqueIp(), 'submit-resource-download', resourceBody(stranger, { name: 'https://evil.example/login Visit now' }));
  const emails = await emailsDeliveredTo(backend, [stranger]);
  const carriesAttackerText = (await mailTo(backend, stranger)).some((message) =>
    [message.subject, message.html, message.text].some((part) => part.includes('evil.example') || part.includes('bank details')),
  );
  const statuses = [...agreements.map((answer) => answer.status), named.status];
  return {
    attack: 'attacker text in the e-mail: agreement package, consent wording, a URL as the name',
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails,
    target: 'package and wording refused (400); no attacker text in any e-mail',
    observed: `agreements ${statusTally(agreements.map((answer) => answer.status))}; resource form ${named.status}; attacker text in an e-mail: ${carriesAttackerText ? 'yes' : 'no'}`,
    held: agreements.every((answer) => answer.status === 400) && !carriesAttackerText,
  };
};

/** Item 8: an address that would add a Bcc to the admin's mailto: link, sent to every form. */
export const mailtoInjection: Attack = async (backend) => {
  const injected = 'x?bcc=attacker%40evil.example&y=@evil.example';
  const statuses: number[] = [];
  for (const form of visitorEmailForms) statuses.push((await postFrom(backend, uniqueIp(), form.name, await form.body(injected))).status);
  return {
    attack: 'mailto injection: x?bcc=attacker%40evil.example&y=@evil.example on every form',
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: null,
    target: 'every form answers 400',
    observed: statusTally(statuses),
    held: statuses.every((status) => status === 400),
  };
};

/** The slowest answer that still counts as quick, over HTTP to the in-process backend. */
const QUICK_MS = 500;

/** Item 4: `a@` + 63,000 dots + `,`, three at once, which once held the backend for 10 s. */
export const slowEmailPattern: Attack = async (backend) => {
  const address = `a@${'.'.repeat(63_000)},`;
  const answers = await Promise.all(
    Array.from({ length: 3 }, async () => {
      const started = performance.now();
      const { status } = await postFrom(backend, uniqueIp(), 'submit-resource-download', resourceBody(address));
      return { status, ms: performance.now() - started };
    }),
  );
  const statuses = answers.map((answer) => answer.status);
  const slowestMs = Math.max(...answers.map((answer) => answer.ms));
  return {
    attack: 'slow e-mail pattern: a@ + 63,000 dots + "," ×3 at once',
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: null,
    target: `each 4xx in < ${QUICK_MS} ms`,
    observed: `${statusTally(statuses)}; slowest ${slowestMs.toFixed(0)} ms`,
    held: statuses.every((status) => status >= 400 && status < 500) && slowestMs < QUICK_MS,
  };
};
