import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
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
