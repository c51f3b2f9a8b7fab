import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { servicesGridCopy } from '@/content/home';
import { services } from '@/content/services';
import { CheckList } from './check-list';
import { PageSection } from './page-section';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

/** The services grid: every service as a card with four features and a way to its page. */
export function ServicesGrid() {
  return (
    <PageSection name="services" id="services" tone="surface" copy={servicesGridCopy}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug} className="flex flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <IconTile>
                <Icon name={service.icon} />
              </IconTile>
              <div className="flex flex-wrap justify-end gap-2">
                {service.highlight ? <Badge variant="accent">{service.highlight}</Badge> : null}
                <Badge variant="secondary">{servicesGridCopy.pricingTool}</Badge>
              </div>
            </div>
            <h3 className="mt-4 text-xl font-bold text-foreground">{service.title}</h3>
            <p className="mt-2 text-muted-foreground">{service.description}</p>
            <CheckList items={service.features.slice(0, 4)} className="mt-4" />
            <Link
              to={`/services/${service.slug}`}
              className={buttonVariants({ variant: 'outline', className: 'mt-6 w-full' })}
              aria-label={`View Details & Pricing: ${service.title}`}
            >
              View Details &amp; Pricing
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
