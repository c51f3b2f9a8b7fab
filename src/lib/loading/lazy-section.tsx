import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A below-the-fold section whose code is not part of the page's first load. The prerendered HTML
 * contains it (the prerenderer waits for it); in the browser React keeps that HTML until the chunk
 * arrives and then hydrates it, so nothing moves. On client-side navigation the placeholder holds
 * its place (`minHeight`) while the chunk loads.
 */
export function lazySection<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, minHeight: string) {
  const Section = lazy(load);
  function LazySection(props: Props) {
    return (
      <Suspense fallback={<div aria-busy="true" style={{ minHeight }} />}>
        <Section {...props} />
      </Suspense>
    );
  }
  return LazySection;
}
