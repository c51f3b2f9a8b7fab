import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { processCopy } from '@/content/home';
import { PageSection } from './page-section';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

/** How an engagement runs, in four numbered steps. */
export function ProcessSection() {
  return (
    <PageSection
      name="process"
      id="process"
      copy={processCopy}
      action={
        <Link to="/how-it-works" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {processCopy.cta}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      }
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {processCopy.steps.map((step, index) => (
          <li key={step.title} className="relative flex flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <IconTile>
                <Icon name={step.icon} />
              </IconTile>
              <span aria-hidden="true" className="text-2xl font-extrabold text-primary">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-bold text-foreground">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
