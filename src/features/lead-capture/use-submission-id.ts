import { useEffect, useMemo, useRef } from 'react';
import { MAX_FORM_ELAPSED_MS } from '@shared/submission.ts';
import { newSubmissionId } from './send-lead';

/**
 * One id per submission attempt: a retry after a failure reuses it (the server stores one lead or
 * booking for a double click or a retry); `renew` after a success starts the next submission.
 *
 * It also times the form: `elapsedMs` is how long ago the form first appeared, sent as `formElapsedMs`
 * so the server can take a form sent in under 3 s for a bot's. `renew` does not restart the clock: a
 * second request from a form already filled in (the other guide, say) is a person's quick click.
 */
export function useSubmissionId() {
  const id = useRef<string | null>(null);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current ??= performance.now();
  }, []);
  return useMemo(
    () => ({
      current: () => (id.current ??= newSubmissionId()),
      /** Whole milliseconds since the form first rendered (0 before it has). */
      elapsedMs: () => (shownAt.current === null ? 0 : Math.min(Math.max(0, Math.round(performance.now() - shownAt.current)), MAX_FORM_ELAPSED_MS)),
      renew: () => {
        id.current = null;
      },
    }),
    [],
  );
}
