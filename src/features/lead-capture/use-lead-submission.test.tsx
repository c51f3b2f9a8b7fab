import { act, renderHook } from '@testing-library/react';
import type { FieldIssue } from '@shared/field-issue.ts';
import { newSubmissionId, submitLead, type SubmitResult } from './send-lead';
import { useLeadSubmission, type CheckedLeadRequest, type LeadEnvelope, type LeadSubmission } from './use-lead-submission';

vi.mock('./send-lead', () => ({ submitLead: vi.fn(), newSubmissionId: vi.fn() }));

const submitLeadMock = vi.mocked(submitLead);

beforeEach(() => {
  submitLeadMock.mockReset();
  let count = 0;
  vi.mocked(newSubmissionId).mockImplementation(() => `submission-${++count}`);
});

const accepted = (envelope: LeadEnvelope): CheckedLeadRequest => ({ ok: true, request: { email: 'ana@example.com', ...envelope } });
const sentIds = () => submitLeadMock.mock.calls.map(([, body]) => body.clientSubmissionId);
const answers = (...results: SubmitResult[]) => results.forEach((result) => submitLeadMock.mockResolvedValueOnce(result));

/** One send, inside act: the hook says it is sending from the call until the answer. */
function sendThrough(hook: { current: LeadSubmission }, build: Parameters<LeadSubmission['send']>[0]) {
  return act(() => hook.current.send(build));
}

const storeDown: SubmitResult = { ok: false, reason: 'failed', message: 'Could not store your request. Please try again.', status: 503 };
const emailRefused: FieldIssue = { path: 'email', message: 'Please enter a valid email address' };

describe('useLeadSubmission: one request at a time', () => {
  it('says it is sending until the answer, and a second click meanwhile sends nothing', async () => {
    let answer: (result: SubmitResult) => void = () => {};
    submitLeadMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useLeadSubmission('exit-intent-signup'));

    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.send(accepted);
    });
    expect(result.current.sending).toBe(true);
    await expect(sendThrough(result, accepted)).resolves.toBeNull();
    expect(submitLeadMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer({ ok: true });
      await first;
    });
    expect(result.current.sending).toBe(false);
  });
});

describe('useLeadSubmission: the submission id', () => {
  it('sends a retry after a 503 under the same id, and the next lead after a success under a new one', async () => {
    answers(storeDown, { ok: true }, { ok: true });
    const { result } = renderHook(() => useLeadSubmission('exit-intent-signup'));

    await expect(sendThrough(result, accepted)).resolves.toMatchObject({ ok: false, reason: 'failed', status: 503 });
    await expect(sendThrough(result, accepted)).resolves.toEqual({ ok: true });
    await sendThrough(result, accepted);
    expect(sentIds()).toEqual(['submission-1', 'submission-1', 'submission-2']);
  });

  it('keeps the id through a network failure and a rate limit, and starts a new one after a 400, which stored nothing', async () => {
    submitLeadMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answers(
      { ok: false, reason: 'failed', message: 'Too many requests. Please try again in a few minutes.', status: 429, retryAfterSeconds: 120 },
      { ok: false, reason: 'invalid', message: 'Validation failed', issues: [emailRefused] },
      { ok: true },
    );
    const { result } = renderHook(() => useLeadSubmission('submit-resource-download'));

    await expect(sendThrough(result, accepted)).resolves.toEqual({ ok: false, reason: 'failed', message: 'Failed to fetch' });
    await expect(sendThrough(result, accepted)).resolves.toMatchObject({ reason: 'failed', retryAfterSeconds: 120 });
    await expect(sendThrough(result, accepted)).resolves.toEqual({ ok: false, reason: 'invalid', refusedBy: 'server', issues: [emailRefused] });
    await sendThrough(result, accepted);
    expect(sentIds()).toEqual(['submission-1', 'submission-1', 'submission-1', 'submission-2']);
  });

  it('sends nothing the form’s own check refused, and keeps the id for the corrected request', async () => {
    answers({ ok: true });
    const { result } = renderHook(() => useLeadSubmission('send-contact-email'));

    await expect(sendThrough(result, () => ({ ok: false, issues: [emailRefused] }))).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      refusedBy: 'form',
      issues: [emailRefused],
    });
    expect(submitLeadMock).not.toHaveBeenCalled();
    await sendThrough(result, accepted);
    expect(sentIds()).toEqual(['submission-1']);
  });

  it('puts the id and the form’s timing in the envelope, and no token on a form without the check', async () => {
    answers({ ok: true });
    const { result } = renderHook(() => useLeadSubmission('exit-intent-signup'));
    await sendThrough(result, accepted);
    const body = submitLeadMock.mock.calls[0]?.[1];
    expect(body).toEqual({ email: 'ana@example.com', clientSubmissionId: 'submission-1', formElapsedMs: expect.any(Number) });
  });
});

describe('useLeadSubmission: the human check', () => {
  function renderWithCheck() {
    const hook = renderHook(() => useLeadSubmission('book-call', { humanCheck: true }));
    const tick = (token: string) => act(() => hook.result.current.humanCheck.onChange(token));
    const send = () => sendThrough(hook.result, accepted);
    return { hook, tick, send };
  }

  it('sends nothing before the visitor has done it', async () => {
    const { send } = renderWithCheck();
    await expect(send()).resolves.toEqual({ ok: false, reason: 'human-check-missing' });
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it.each<[string, SubmitResult]>([
    ['a success', { ok: true }],
    ['a 400', { ok: false, reason: 'invalid', message: 'Validation failed', issues: [emailRefused] }],
    ['a 409', { ok: false, reason: 'failed', message: 'Taken', status: 409 }],
    ['a 503', storeDown],
  ])('sends the token once and starts the check over after %s', async (_answer, answer) => {
    answers(answer);
    const { hook, tick, send } = renderWithCheck();
    tick('token-1');
    const shownKey = hook.result.current.humanCheck.resetKey;
    await send();

    expect(submitLeadMock.mock.calls[0]?.[1]).toMatchObject({ humanCheckToken: 'token-1' });
    expect(hook.result.current.humanCheck.token).toBeNull();
    expect(hook.result.current.humanCheck.resetKey).not.toBe(shownKey);
  });

  it('asks for the check again when the server refuses its token', async () => {
    answers({ ok: false, reason: 'invalid', message: 'Validation failed', issues: [{ path: 'humanCheckToken', message: 'Please complete the reCAPTCHA verification' }] });
    const { tick, send } = renderWithCheck();
    tick('token-1');
    await expect(send()).resolves.toEqual({ ok: false, reason: 'human-check-missing' });
  });
});
