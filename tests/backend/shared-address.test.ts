/**
 * The abuse controls refuse no real visitor. With the production defaults (no limit raised),
 * a busy office behind one shared address (a company's NAT, a co-working space) can still do what its
 * people would: each fills the contact form, downloads a guide and takes a quiz, and each gets their own
 * e-mails. (Bookings are capped at 2 live calls per address on purpose, decision 013.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import type { TestBackend } from './harness.ts';
import { contactBody, leadsFor, mailTo, postFrom, quizBody, resourceBody, startLeadBackend, uniqueEmail, uniqueIp } from './lead-test-kit.ts';

const COLLEAGUES = 12;

let backend: TestBackend;
beforeAll(async () => {
  backend = await startLeadBackend();
});
afterAll(() => backend.stop());

it(`takes every form from ${COLLEAGUES} colleagues behind one office address, with the default limits`, async () => {
  const office = uniqueIp();
  const colleagues = Array.from({ length: COLLEAGUES }, (_, index) => uniqueEmail(`colleague-${index}`));
  for (const email of colleagues) {
    for (const [name, body] of [
      ['send-contact-email', contactBody(email)],
      ['submit-resource-download', resourceBody(email)],
      ['submit-lead', quizBody(email)],
    ] as const) {
      expect((await postFrom(backend, office, name, body)).status, `${name} for ${email}`).toBe(200);
    }
  }
  await settleBackgroundTasks();

  for (const email of colleagues) {
    expect(await leadsFor(backend, email)).toHaveLength(3);
    // Each colleague's own three: the contact confirmation, the guide and the quiz's roadmap.
    expect(await mailTo(backend, email)).toHaveLength(3);
  }
});
