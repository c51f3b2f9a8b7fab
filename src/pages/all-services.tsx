import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CheckList } from '@/components/sections/check-list';
import { CtaBand } from '@/components/sections/cta-band';
import { PageShell } from '@/components/page-shell';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { allServicesPageCopy } from '@/content/page-copy/all-services';
import { serviceDetails } from '@/content/service-details';
import { services } from '@/content/services';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

export default function AllServicesPage() {
  return (
    <PageShell copy={allServicesPageCopy}>
      <div className="mx-auto max-w-content space-y-10 px-6 pb-20">
        {services.map((service) => (
          <section
            key={service.slug}
            id={service.slug}
            aria-labelledby={`${service.slug}-heading`}
            className="grid grid-cols-1 gap-8 rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8 lg:grid-cols-[1.2fr_1fr]"
          >
            <div>
              <div className="flex items-center gap-3">
                <IconTile>
                  <Icon name={service.icon} />
                </IconTile>
                {service.highlight ? <Badge variant="accent">{service.highlight}</Badge> : null}
              </div>
              <h2 id={`${service.slug}-heading`} className="mt-4 text-2xl font-extrabold text-foreground">
                {service.title}
              </h2>
              <p className="mt-2 text-muted-foreground">{service.description}</p>
              <ul className="mt-5 grid gap-4 sm:grid-cols-2">
                {serviceDetails[service.slug].benefits.map((benefit) => (
                  <li key={benefit.title}>
                    <p className="font-semibold text-foreground">{benefit.title}</p>
                    <p className="text-sm text-muted-foreground">{benefit.description}</p>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-lg bg-surface p-6">
              <h3 className="font-bold text-foreground">Features</h3>
              <CheckList items={service.features} className="mt-3" />
              <Link
                to={`/services/${service.slug}`}
                className={buttonVariants({ className: 'mt-6 w-full' })}
                aria-label={`Details, pricing and a free consultation: ${service.title}`}
              >
                Details, Pricing &amp; Free Consultation
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </section>
        ))}
      </div>
      <CtaBand />
    </PageShell>
  );
}
