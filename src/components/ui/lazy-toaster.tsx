import { lazy, Suspense, useEffect, useState } from 'react';
import { ToasterFrame } from '@/components/ui/toaster-frame';
import { useToasts } from '@/components/ui/use-toast';
import { whenFirstInput } from '@/lib/loading/first-input';

const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

/**
 * The site's Toaster without its code in the first load: the empty live regions render at once (and
 * in the prerendered HTML), the Toaster itself loads at the visitor's first input (first-input.ts),
 * or at the first toast if that comes sooner. toast() queues in the store meanwhile.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void whenFirstInput().then(() => setWanted(true));
  }, []);
  if (!wanted && !hasToasts) return <ToasterFrame />;
  return (
    <Suspense fallback={<ToasterFrame />}>
      <Toaster />
    </Suspense>
  );
}
