import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { accountManagerCopy } from '@/content/home';
import { CheckList } from './check-list';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

/** The dedicated account manager: who answers when you call. */
export function AccountManagerSection() {
  const copy = accountManagerCopy;
  return (
    <section id="account-manager" aria-labelledby="account-manager-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-content items-center gap-10 px-6 lg:grid-cols-2">
        <div>
          <p className="mb-2 text-sm font-bold tracking-wide text-accent uppercase">{copy.eyebrow}</p>
          <h2 id="account-manager-heading" className="text-3xl font-extrabold tracking-tight text-balance text-foreground sm:text-4xl">
            {copy.heading}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{copy.intro}</p>
          <CheckList items={copy.points} className="mt-6 text-base" />
          <a href="#contact" className={buttonVariants({ variant: 'default', size: 'lg', className: 'mt-8' })}>
            {copy.cta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        </div>
        <div className="rounded-lg border border-border bg-background p-6 shadow-sm sm:p-8">
          <h3 className="text-xl font-bold text-foreground">{copy.card.title}</h3>
          <ul className="mt-6 grid gap-5">
            {copy.card.items.map((item) => (
              <li key={item.title} className="flex gap-4">
                <IconTile shape="round">
                  <Icon name={item.icon} />
                </IconTile>
                <div>
                  <h4 className="font-bold text-foreground">{item.title}</h4>
                  <p className="mt-0.5 text-muted-foreground">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
