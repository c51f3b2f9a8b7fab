import { ExternalLink } from 'lucide-react';
import { AppLink } from '@/components/app-link';
import { buttonVariants } from '@/components/ui/button';
import { exploreCopy } from '@/content/home';
import { PageSection } from './page-section';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

/** Ways into the agency's main website (docs/product.md#home-page): each card opens its page in a new tab. */
export function ExploreSection() {
  return (
    <PageSection
      name="explore"
      id="explore"
      copy={exploreCopy}
      action={
        <AppLink href={exploreCopy.visitSite.href} newTab className={buttonVariants({ variant: 'default', size: 'lg' })}>
          {exploreCopy.visitSite.label}
          <ExternalLink aria-hidden="true" className="size-5" />
        </AppLink>
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {exploreCopy.cards.map((card) => (
          <li
            key={card.title}
            className="group relative flex flex-col rounded-lg border border-border bg-background p-6 shadow-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring hover:border-primary motion-safe:transition-colors"
          >
            <IconTile>
              <Icon name={card.icon} />
            </IconTile>
            <h3 className="mt-4 text-lg font-bold text-foreground">{card.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{card.description}</p>
            {/* The whole card is the link's hit area (the ::after overlay); the text says where it goes. */}
            <AppLink
              href={card.href}
              newTab
              className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 outline-none group-hover:underline after:absolute after:inset-0 after:rounded-lg"
            >
              {card.linkLabel}
              <ExternalLink aria-hidden="true" className="size-4" />
            </AppLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
