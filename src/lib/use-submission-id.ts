import { useMemo, useRef } from 'react';
import { newSubmissionId } from './submit-lead';

/**
 * One id per submission attempt: a retry after a failure reuses it (the server stores one lead or
 * booking for a double click or a retry); `renew` after a success starts the next submission.
 */
export function useSubmissionId() {
  const id = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (id.current ??= newSubmissionId()),
      renew: () => {
        id.current = null;
      },
    }),
    [],
  );
}
