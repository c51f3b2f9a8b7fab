import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Crumb } from '@/lib/seo';

/** Where the page sits in the site; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page" className="font-semibold text-foreground">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.path} className="inline-flex items-center gap-1">
              <Link to={crumb.path} className="hover:text-primary hover:underline">
                {crumb.label}
              </Link>
              <ChevronRight aria-hidden="true" className="size-4" />
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
