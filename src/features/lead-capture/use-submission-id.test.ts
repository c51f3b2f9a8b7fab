import { renderHook } from '@testing-library/react';
import { MAX_FORM_ELAPSED_MS } from '@shared/submission.ts';
import { useSubmissionId } from './use-submission-id';

let clock = 0;

beforeEach(() => {
  clock = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});

afterEach(() => vi.restoreAllMocks());

describe('useSubmissionId', () => {
  it('keeps one id until renewed, so a retry stores one lead', () => {
    const { result } = renderHook(() => useSubmissionId());
    const first = result.current.current();
    expect(result.current.current()).toBe(first);
    result.current.renew();
    expect(result.current.current()).not.toBe(first);
  });

  it('times the form from its first render, in whole milliseconds', () => {
    const { result, rerender } = renderHook(() => useSubmissionId());
    clock += 1234.6;
    rerender();
    expect(result.current.elapsedMs()).toBe(1235);
    clock += 5000;
    expect(result.current.elapsedMs()).toBe(6235);
  });

  it('does not restart the clock on renew: a second request from a filled-in form is a person’s quick click', () => {
    const { result } = renderHook(() => useSubmissionId());
    clock += 8000;
    result.current.renew();
    clock += 500;
    expect(result.current.elapsedMs()).toBe(8500);
  });

  it('never sends more than the server takes, however long the tab stayed open', () => {
    const { result } = renderHook(() => useSubmissionId());
    clock += MAX_FORM_ELAPSED_MS * 2;
    expect(result.current.elapsedMs()).toBe(MAX_FORM_ELAPSED_MS);
  });
});
