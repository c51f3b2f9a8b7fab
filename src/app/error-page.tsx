import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import NotFoundPage from '@/pages/not-found';
import { Logo } from '@/components/layout/logo';
import { buttonVariants } from '@/components/ui/button';

interface ErrorPageProps {
  /** True when the layout itself failed: the page then draws its own minimal header. */
  standalone: boolean;
}

/**
 * What a visitor sees when a page throws: a plain apology and two ways forward, instead of
 * the router's developer screen. A 404 thrown by a page renders the not-found page.
 */
export function ErrorPage({ standalone }: ErrorPageProps) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('Page error:', error);
  }, [error, notFound]);

  if (notFound && !standalone) return <NotFoundPage />;

  return (
    <div className={standalone ? 'flex min-h-screen flex-col' : undefined}>
      {standalone ? (
        <header className="border-b border-border px-6 py-4">
          {/* A plain link: the router may be what failed. */}
          <a href="/" className="inline-block rounded-md">
            <Logo />
          </a>
        </header>
      ) : null}
      <section role="alert" className="mx-auto flex max-w-2xl flex-1 flex-col items-center px-6 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Something went wrong on our side</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          This page hit an unexpected problem. Nothing you entered elsewhere on the site is affected. Try again, or
          head back to the home page.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={() => window.location.reload()} className={buttonVariants({ size: 'lg' })}>
            <RefreshCw aria-hidden="true" className="size-5" />
            Try again
          </button>
          <a href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Go to the home page
          </a>
        </div>
      </section>
    </div>
  );
}
