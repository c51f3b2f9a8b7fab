import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { newTabNotice } from '@/content/navigation';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  newTab?: boolean;
  children: ReactNode;
}

/** True for links the router handles: "/path", "/path#hash" or "/#hash". */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * One link for internal routes and external pages: internal ones go through the router,
 * external ones get safe rel attributes and, when they open a new tab, say so to screen readers.
 */
export function AppLink({ href, newTab = false, children, ...props }: AppLinkProps) {
  if (isInternalHref(href) && !newTab) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
      {newTab ? <span className="sr-only">{newTabNotice}</span> : null}
    </a>
  );
}
