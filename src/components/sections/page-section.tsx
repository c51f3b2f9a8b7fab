import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** What a section says above its content: the eyebrow, the <h2> and the intro. */
export interface SectionCopy {
  eyebrow?: string;
  heading: string;
  intro?: string;
}

/** The id of the <h2> that names the section `name`; a section that draws its own heading gives it this id. */
export function sectionHeadingId(name: string): string {
  return `${name}-heading`;
}

interface SectionHeadingProps extends SectionCopy {
  id?: string;
  className?: string;
}

/** A section's <h2> with its eyebrow and intro, centred. */
export function SectionHeading({ id, eyebrow, heading, intro, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto mb-10 max-w-3xl text-center', className)}>
      {eyebrow ? <p className="mb-2 text-sm font-bold tracking-wide text-accent uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance text-foreground sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

const toneClasses = {
  plain: undefined,
  surface: 'bg-surface',
  ink: 'bg-ink text-ink-foreground focus-on-dark',
} as const;

// Light text on the ink band: SectionHeading's <h2> sets its own colour.
const headingToneClasses = {
  plain: undefined,
  surface: undefined,
  ink: '[&_h2]:text-ink-foreground',
} as const;

const widthClasses = {
  content: 'max-w-content',
  narrow: 'max-w-4xl',
  prose: 'max-w-3xl',
} as const;

/** Top and bottom padding; `roomy` grows on wider screens. */
const paddingClasses = {
  compact: { both: 'py-16', bottom: 'pb-16' },
  roomy: { both: 'py-16 sm:py-20', bottom: 'pb-16 sm:pb-20' },
} as const;

interface PageSectionProps {
  /** Names the section: its heading's id is `${name}-heading` (sectionHeadingId), which labels the section. */
  name: string;
  /** The heading block; without it the children draw a heading with the id `sectionHeadingId(name)`. */
  copy?: SectionCopy;
  /** The section's anchor, for links to `#id`. */
  id?: string;
  tone?: keyof typeof toneClasses;
  width?: keyof typeof widthClasses;
  padding?: keyof typeof paddingClasses;
  /** No top padding, for a section that carries on from the one above. */
  flushTop?: boolean;
  /**
   * How the section is built. `band` (the default): a full-width section with the tone and the padding,
   * the centred column inside it; `inset`: the same, with the padding on the column; `column`: the
   * section is itself the centred column (no tone or className). On a plain background the three look the same.
   */
  layout?: 'band' | 'inset' | 'column';
  /** Classes for the <section> itself (band and inset layouts). */
  className?: string;
  children: ReactNode;
  /** A call to action centred under the content, such as a link to the whole story. */
  action?: ReactNode;
}

/** A marketing section: the labelled <section>, its centred column, the heading block and the content under it. */
export function PageSection({
  name,
  copy,
  id,
  tone = 'plain',
  width = 'content',
  padding = 'roomy',
  flushTop = false,
  layout = 'band',
  className,
  children,
  action,
}: PageSectionProps) {
  const headingId = sectionHeadingId(name);
  const paddingClass = paddingClasses[padding][flushTop ? 'bottom' : 'both'];
  const column = clsx('mx-auto', widthClasses[width], 'px-6');
  const content = (
    <>
      {copy ? (
        <SectionHeading id={headingId} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} className={headingToneClasses[tone]} />
      ) : null}
      {children}
      {action ? <div className="mt-10 text-center">{action}</div> : null}
    </>
  );

  if (layout === 'column') {
    return (
      <section id={id} aria-labelledby={headingId} className={clsx(column, paddingClass)}>
        {content}
      </section>
    );
  }
  const inset = layout === 'inset';
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(toneClasses[tone], !inset && paddingClass, className)}>
      <div className={clsx(column, inset && paddingClass)}>{content}</div>
    </section>
  );
}
