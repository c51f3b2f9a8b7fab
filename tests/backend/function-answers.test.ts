/**
 * The answers the site reads, from the real functions on the local backend: each is the shape its schema in
 * _shared/rules/function-answers.ts says, which the browser's callFunction checks before a page reads it.
 * The handlers are typed by the same schemas; this holds what typecheck cannot see (what the database and
 * the JSON on the wire give).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackgroundTasks } from '../../supabase/functions/_shared/infra/background.ts';
import { functionAnswers, type AnswerOf, type AnsweringFunctionName } from '../../supabase/functions/_shared/rules/function-answers.ts';
import type { TestBackend } from './harness.ts';
import { freeSlotToMoveTo, manageTokenIn } from './booking-test-kit.ts';
import { bookingBody, contactBody, exitIntentBody, invoke, mailTo, quizBody, resourceBody, startLeadBackend, uniqueEmail, type Answer } from './lead-test-kit.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startLeadBackend({ secrets: { BOOKING_LIVE_LIMIT_PER_IP: '1000', LEAD_RATE_LIMIT_PER_IP: '1000' } });
});
afterAll(() => backend.stop());

/** Calls `name` and expects a success whose body its answer schema reads; gives the body as read. */
async function answerOf<Name extends AnsweringFunctionName>(name: Name, body: Record<string, unknown>): Promise<AnswerOf<Name>> {
  const answer = await invoke(backend, name, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  // The schema looked up by a generic name is the union of all of them; the map ties each name to its own.
  return functionAnswers[name].answer.parse(answer.body) as AnswerOf<Name>;
}

/** The refusal schema of manage-booking reads `answer`, a 409. */
function refusalIn(answer: Answer) {
  expect(answer.status).toBe(409);
  return functionAnswers['manage-booking'].refusal.parse(answer.body);
}

describe('the answers the site reads', () => {
  it('of the lead functions, with the ids the site passes on', async () => {
    await answerOf('send-contact-email', contactBody(uniqueEmail('answers-contact')));
    await answerOf('submit-resource-download', resourceBody(uniqueEmail('answers-guide')));
    await answerOf('exit-intent-signup', exitIntentBody(uniqueEmail('answers-exit')));
    const quiz = await answerOf('submit-lead', quizBody(uniqueEmail('answers-quiz')));
    expect(quiz.leadId).toEqual(expect.any(String));
    await answerOf('notify-new-lead', { leadId: quiz.leadId });
  });

  it('of the calendar, the booking and its manage link: view, a change, and a refusal with the booking', async () => {
    const { availability } = await answerOf('booking-availability', {});
    expect(availability.weeklyHours).toEqual(expect.any(Array));

    const email = uniqueEmail('answers-booking');
    const booked = await answerOf('book-call', bookingBody(email, { timeZone: 'America/Chicago' }));
    expect(booked.bookingId).toEqual(expect.any(String));
    await settleBackgroundTasks();
    const token = manageTokenIn((await mailTo(backend, email))[0]) ?? '';

    const view = await answerOf('manage-booking', { action: 'view', token });
    expect(view.booking).toMatchObject({ status: 'booked', sequence: 0 });
    const moved = await answerOf('manage-booking', { action: 'move', token, expectedSequence: 0, ...freeSlotToMoveTo() });
    expect(moved).toMatchObject({ booking: { sequence: 1 }, message: expect.any(String) });
    const stale = refusalIn(await invoke(backend, 'manage-booking', { action: 'cancel', token, expectedSequence: 0 }));
    expect(stale.booking).toEqual(moved.booking);
  });
});
