import { useCallback, useMemo, useRef, useState } from 'react';
import { newSubmissionId } from '@/lib/submit-lead';

/**
 * One id per submission attempt: a retry after a failure reuses it (the server stores one lead for a
 * double click or a retry), a success renews it for whatever the visitor sends next.
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

/**
 * The human check's token. reCAPTCHA tokens are single-use, so after each call to the server the
 * check is reset and the visitor confirms again before another attempt.
 */
export function useHumanCheckToken() {
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setResetKey((key) => key + 1);
  }, []);
  return { token, onChange: setToken, resetKey, reset };
}
