import { trustBadgesCopy } from '@/content/home';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

/** A compact row of credentials. */
export function TrustBadges() {
  return (
    <section aria-labelledby="trust-badges-heading" className="border-y border-border bg-surface py-12">
      <div className="mx-auto max-w-content px-6">
        <h2 id="trust-badges-heading" className="text-center text-2xl font-extrabold tracking-tight text-foreground">
          {trustBadgesCopy.heading}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {trustBadgesCopy.badges.map((badge) => (
            <li key={badge.title} className="flex flex-col items-center rounded-lg border border-border bg-background p-4 text-center">
              <IconTile shape="round">
                <Icon name={badge.icon} />
              </IconTile>
              <span className="mt-3 text-sm font-bold text-foreground">{badge.title}</span>
              <span className="mt-1 text-xs text-muted-foreground">{badge.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
