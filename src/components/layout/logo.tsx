import { site } from '@/content/site';
import { clsx } from 'clsx';

interface LogoProps {
  className?: string;
  /** Light text for dark backgrounds. */
  inverse?: boolean;
}

/** The agency mark and wordmark. The name comes from site settings, so renaming is one edit. */
export function Logo({ className, inverse = false }: LogoProps) {
  return (
    <span className={clsx('inline-flex min-w-0 items-center gap-2', className)}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="40" height="40" rx="10" fill="var(--color-primary)" />
        <path d="M8 27 L16 15 L22 22 L32 10" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="32" cy="10" r="3.5" fill="var(--color-accent-soft)" />
      </svg>
      {/* At large text sizes on a phone the wordmark gives way (ellipsis) before the header overflows. */}
      <span className={clsx('min-w-0 truncate text-lg leading-tight font-extrabold tracking-tight', inverse ? 'text-ink-foreground' : 'text-foreground')}>
        {site.shortName}
        <span className={clsx('block truncate text-xs font-medium tracking-normal', inverse ? 'text-ink-foreground/80' : 'text-muted-foreground')}>
          Digital Marketing · {site.address.city}
        </span>
      </span>
    </span>
  );
}
