import { Check } from 'lucide-react';
import { painPointsCopy } from '@/content/home';
import { PageSection } from './page-section';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

/** The problems owners bring us, each with what we do about it. */
export function PainPointsSection() {
  return (
    <PageSection name="pain-points" id="pain-points" copy={painPointsCopy}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {painPointsCopy.items.map((item) => (
          <li key={item.title} className="flex flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
            <IconTile tone="accent">
              <Icon name={item.icon} />
            </IconTile>
            <h3 className="mt-4 text-lg font-bold text-foreground">{item.title}</h3>
            <p className="mt-1 flex-1 text-muted-foreground">{item.description}</p>
            <p className="mt-4 flex gap-2 border-t border-border pt-4 text-sm font-semibold text-foreground">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>
                <span className="sr-only">Our fix: </span>
                {item.fix}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
