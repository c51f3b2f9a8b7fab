import { useSyncExternalStore } from 'react';
import { getConsentStore, type ConsentState } from './consent';

/** The visitor's privacy choice for React: the banner, the footer's settings dialog, the analytics gate. */
export function useConsent(): ConsentState {
  const store = getConsentStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
