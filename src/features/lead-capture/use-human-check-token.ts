import { useCallback, useState } from 'react';

/**
 * The human check's token, for any form that shows `<HumanCheck>`. reCAPTCHA tokens are single-use, so
 * after each call to the server the check is reset and the visitor confirms again before another attempt.
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
