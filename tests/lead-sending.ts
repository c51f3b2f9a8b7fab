import { newSubmissionId, submitLead } from '../src/features/lead-capture/send-lead.ts';

/** The n-th submission id a test draws (1, 2, …), a UUID as the functions' schemas want. */
export const submissionId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * For a test file of a lead form, which mocks send-lead itself (vi.mock is hoisted within its own
 * file): before each test the server accepts every submission, and each new submission id is the
 * next of submissionId(1), submissionId(2), …
 */
export function acceptEverySubmission() {
  beforeEach(() => {
    let drawn = 0;
    vi.mocked(submitLead).mockReset().mockResolvedValue({ ok: true });
    vi.mocked(newSubmissionId).mockReset().mockImplementation(() => submissionId(++drawn));
  });
}
