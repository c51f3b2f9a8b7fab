import { RefreshCw } from 'lucide-react';
import { Seo } from '@/components/seo';
import { buttonVariants } from '@/components/ui/button';
import { errorPageCopy as copy } from '@/content/page-copy/error';

/**
 * What a visitor sees when a page throws: a plain apology and two ways forward, inside the
 * normal header and footer, instead of a blank screen or a developer message.
 */
export function ErrorPage() {
  return (
    <>
      <Seo title={copy.title} description={copy.description} noindex />
      <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{copy.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={() => window.location.reload()} className={buttonVariants({ size: 'lg' })}>
            <RefreshCw aria-hidden="true" className="size-5" />
            {copy.retry}
          </button>
          {/* A full page load: whatever broke in the app is left behind. */}
          <a href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {copy.home}
          </a>
        </div>
      </section>
    </>
  );
}
