import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { buttonVariants } from '@/components/ui/button';
import { notFoundPageCopy } from '@/content/page-copy/not-found';

const copy = notFoundPageCopy;

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // The unknown path is logged (docs/product.md#route-table). A warning, not an error: the app itself is fine.
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <>
      <Seo title={copy.title} description={copy.description} noindex />
      <section data-not-found className="mx-auto flex max-w-content flex-col items-center px-6 py-24 text-center sm:py-32">
        <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          <span className="sr-only">404: </span>
          {copy.heading}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted-foreground">{copy.intro}</p>
        <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          <Home aria-hidden="true" className="size-5" />
          {copy.home}
        </Link>
      </section>
    </>
  );
}
