import { StrictMode, type ReactNode } from 'react';

/**
 * Providers every page needs: none but StrictMode yet. Heavier ones (data fetching, auth)
 * live with the features that use them, so public pages do not download them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
