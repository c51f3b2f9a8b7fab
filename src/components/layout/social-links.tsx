import { CalendarCheck } from 'lucide-react';
import { AppLink } from '@/components/app-link';
import { buttonVariants } from '@/components/ui/button';
import { bookConsult, socialCopy } from '@/content/navigation';
import { site } from '@/content/site';
import { cn } from '@/lib/utils';
import { BrandIcon } from './brand-icons';

const sizes = {
  sm: { link: 'size-10', icon: 'size-4' },
  md: { link: 'size-11', icon: 'size-5' },
  lg: { link: 'size-14', icon: 'size-6' },
} as const;

interface SocialLinksProps {
  size?: keyof typeof sizes;
  /** Adds the "Book Free Consult" button after the networks. */
  withBooking?: boolean;
  inverse?: boolean;
  className?: string;
}

/** The social profiles row: each network opens in a new tab, labelled "Follow us on …". */
export function SocialLinks({ size = 'md', withBooking = false, inverse = false, className }: SocialLinksProps) {
  const { link, icon } = sizes[size];
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <ul className={cn('flex flex-wrap items-center', size === 'sm' ? 'gap-1.5' : 'gap-2')} aria-label={socialCopy.listLabel}>
        {site.social.map((profile) => (
          <li key={profile.network}>
            <a
              href={profile.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${socialCopy.follow} ${profile.network}`}
              className={cn(
                'inline-flex items-center justify-center rounded-full border transition-colors',
                inverse
                  ? 'border-ink-foreground/30 text-ink-foreground hover:bg-ink-foreground hover:text-ink'
                  : 'border-border text-foreground hover:border-primary hover:text-primary',
                link,
              )}
            >
              <BrandIcon network={profile.network} className={icon} />
            </a>
          </li>
        ))}
      </ul>
      {withBooking ? (
        <AppLink href={bookConsult.href} newTab className={cn(buttonVariants({ variant: 'accent', size: size === 'lg' ? 'lg' : 'default' }))}>
          <CalendarCheck aria-hidden="true" className="size-4" />
          {bookConsult.label}
        </AppLink>
      ) : null}
    </div>
  );
}
