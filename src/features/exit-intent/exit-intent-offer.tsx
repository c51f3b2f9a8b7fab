import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useExitIntent } from './use-exit-intent';

// The dialog, its form and the schema load only once the offer is about to show: the first load
// of every page carries just this component and its trigger.
const ExitIntentDialog = lazy(() => import('./exit-intent-dialog'));

/** Staff pages never show marketing offers. */
export function isStaffPath(pathname: string): boolean {
  return /^\/(admin|auth)(\/|$)/.test(pathname);
}

/** The exit-intent offer of the Free PPC Audit Checklist; mount once, in the root layout. */
export function ExitIntentOffer() {
  const { pathname } = useLocation();
  const onStaffPage = isStaffPath(pathname);
  const triggered = useExitIntent(!onStaffPage);
  const [open, setOpen] = useState(true);

  if (!triggered) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={open && !onStaffPage} onOpenChange={setOpen} />
    </Suspense>
  );
}
