import { StrictMode, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

/** Providers every page needs. Heavier ones (data fetching, auth) live with the features that use them. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <HelmetProvider>{children}</HelmetProvider>
    </StrictMode>
  );
}
