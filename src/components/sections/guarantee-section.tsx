import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Icon } from '@/components/icon';
import { buttonVariants } from '@/components/ui/button';
import { guarantee } from '@/content/claims';
import { guaranteeCopy } from '@/content/home';

/** The risk-free guarantee (anchor "guarantee"): the page's one dark band, so the promise stands out. */
export function GuaranteeSection() {
  return (
    <section id="guarantee" aria-labelledby="guarantee-heading" className="bg-ink py-16 text-ink-foreground focus-on-dark sm:py-20">
      <div className="mx-auto max-w-content px-6">
        <div className="mx-auto max-w-3xl text-center">
          <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-ink-foreground/10">
            <ShieldCheck aria-hidden="true" className="size-9 text-ink-foreground" />
          </span>
          <p className="mt-4 text-sm font-bold tracking-wide text-ink-foreground/85 uppercase">{guaranteeCopy.eyebrow}</p>
          <h2 id="guarantee-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {guaranteeCopy.heading}
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink-foreground/85">{guaranteeCopy.intro}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {guaranteeCopy.steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-ink-foreground/15 bg-ink-foreground/5 p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-ink-foreground text-ink">
                  <Icon name={step.icon} className="size-5" />
                </span>
                <span className="text-sm font-semibold text-ink-foreground/85">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-1 text-ink-foreground/85">{step.description}</p>
            </li>
          ))}
        </ol>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-x-8 gap-y-3 sm:grid-cols-2">
          {guarantee.whyWorkWithUs.map((item) => (
            <li key={item.title} className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-foreground" />
              <span>
                <span className="font-bold">{item.title}.</span>{' '}
                <span className="text-ink-foreground/85">{item.description}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <a
            href="#contact"
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            {guaranteeCopy.cta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <p className="max-w-xl text-sm text-ink-foreground/85">{guaranteeCopy.fineprint}</p>
        </div>
      </div>
    </section>
  );
}
