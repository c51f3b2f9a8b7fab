import type { ReactNode } from 'react';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Seo } from '@/components/seo';
import type { PageCopy } from '@/content/types';
import type { JsonLd } from '@/lib/seo';

interface PageShellProps {
  copy: PageCopy;
  /** Actions under the intro (buttons, links). */
  actions?: ReactNode;
  /** Reassurance under the actions. */
  note?: ReactNode;
  jsonLd?: JsonLd | readonly JsonLd[];
  noindex?: boolean;
  children?: ReactNode;
}

/** A page whose metadata and opening block come from its entry in content/pages.ts. */
export function PageShell({ copy, actions, note, jsonLd, noindex, children }: PageShellProps) {
  return (
    <>
      <Seo title={copy.title} description={copy.description} jsonLd={jsonLd} noindex={noindex} />
      <PageHero heading={copy.heading} intro={copy.intro} eyebrow={copy.eyebrow} note={note}>
        {actions}
      </PageHero>
      {children}
    </>
  );
}

/**
 * A page that, for now, is its opening block and the closing call to action: the feature
 * that fills it comes in a later change, and the page is already real, indexed copy.
 */
export function introPage(copy: PageCopy, actions?: ReactNode) {
  function IntroPage() {
    return (
      <PageShell copy={copy} actions={actions}>
        <CtaBand />
      </PageShell>
    );
  }
  IntroPage.displayName = `IntroPage(${copy.heading})`;
  return IntroPage;
}
