import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface PageHeroProps {
  heading: string;
  intro?: string;
  eyebrow?: string;
  /** Call-to-action buttons under the intro. */
  children?: ReactNode;
  /** A line of reassurance under the actions (rating, guarantee). */
  note?: ReactNode;
  className?: string;
  align?: 'left' | 'center';
}

/** A page's opening block: eyebrow, the page's one <h1>, the intro paragraph and actions. */
export function PageHero({ heading, intro, eyebrow, children, note, className, align = 'center' }: PageHeroProps) {
  return (
    <section className={clsx('relative overflow-hidden bg-linear-to-b from-primary-soft/70 to-background', className)}>
      <div className={clsx('mx-auto max-w-content px-6 pt-14 pb-12 sm:pt-20 sm:pb-16', align === 'center' && 'text-center')}>
        {eyebrow ? (
          <p className="mb-4 inline-flex rounded-full bg-background px-4 py-1.5 text-sm font-semibold text-primary shadow-sm ring-1 ring-primary/15">
            {eyebrow}
          </p>
        ) : null}
        <h1 className={clsx('text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl', align === 'center' && 'mx-auto max-w-4xl')}>
          {heading}
        </h1>
        {intro ? (
          <p className={clsx('mt-5 text-lg text-pretty text-muted-foreground sm:text-xl', align === 'center' && 'mx-auto max-w-3xl')}>
            {intro}
          </p>
        ) : null}
        {children ? (
          <div className={clsx('mt-8 flex flex-col gap-3 sm:flex-row', align === 'center' && 'justify-center')}>{children}</div>
        ) : null}
        {note ? (
          <div className={clsx('mt-8 flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:gap-6', align === 'center' && 'items-center justify-center')}>
            {note}
          </div>
        ) : null}
      </div>
    </section>
  );
}
