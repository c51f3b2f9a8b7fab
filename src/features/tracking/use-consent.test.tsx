import { act, renderHook } from '@testing-library/react';
import { CONSENT_STORAGE_KEY, getConsentStore } from './consent';
import { useConsent } from './use-consent';

afterEach(() => window.localStorage.removeItem(CONSENT_STORAGE_KEY));

describe('useConsent', () => {
  it('re-renders with the new choice', () => {
    const { result } = renderHook(() => useConsent());
    const initiallyAllowed = result.current.analyticsAllowed;
    act(() => {
      getConsentStore().choose(!initiallyAllowed, 'settings');
    });
    expect(result.current.analyticsAllowed).toBe(!initiallyAllowed);
    expect(result.current.record?.source).toBe('settings');
  });
});
