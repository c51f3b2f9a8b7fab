import { ExternalLink, Menu, Phone, X } from 'lucide-react';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { AppLink, isInternalHref } from '@/components/app-link';
import { buttonVariants } from '@/components/ui/button';
import { letsTalk, ppcStrip, primaryNav, type NavLink } from '@/content/navigation';
import { site } from '@/content/site';
import { Logo } from './logo';
import { RatingStars } from './rating-stars';

// Joined, not merged (the header is on every first load; see components/ui/button.tsx): the text
// size comes from each header's own class, the colour from whether the link is the current page.
const linkClass = 'inline-flex min-h-11 items-center rounded-md px-2.5 font-semibold whitespace-nowrap transition-colors hover:bg-muted hover:text-primary';
const currentLinkClass = 'text-primary underline decoration-2 underline-offset-8';

function NavItem({ link, className, onNavigate }: { link: NavLink; className: string; onNavigate?: () => void }) {
  if (isInternalHref(link.href)) {
    return (
      <RouterNavLink
        to={link.href}
        onClick={onNavigate}
        className={({ isActive }) => clsx(linkClass, className, isActive ? currentLinkClass : 'text-foreground')}
      >
        {link.label}
      </RouterNavLink>
    );
  }
  return (
    <AppLink href={link.href} newTab={link.newTab} onClick={onNavigate} className={clsx(linkClass, className, 'text-foreground')}>
      {link.label}
    </AppLink>
  );
}

/** Mobile only: the strip that tells PPC visitors they are on a landing page, with the way out. */
function PpcStrip() {
  return (
    <div className="flex items-center justify-between gap-3 bg-ink px-4 py-1.5 text-ink-foreground xl:hidden">
      <p className="text-xs font-semibold tracking-wide uppercase">{ppcStrip.label}</p>
      <AppLink
        href={ppcStrip.action.href}
        newTab={ppcStrip.action.newTab}
        className="inline-flex min-h-9 items-center gap-1 rounded-md border border-ink-foreground/40 px-3 text-xs font-semibold hover:bg-ink-foreground hover:text-ink"
      >
        {ppcStrip.action.label}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </AppLink>
    </div>
  );
}

/**
 * Mobile header (docs/product.md#site-chrome): the left half dials the agency, the right toggles the
 * menu. Both halves are real, labelled controls, not two hit areas on one image.
 */
function MobileHeader() {
  // The menu is open on the visit (location key) it was opened on: any navigation closes it.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const setOpen = (value: boolean) => setOpenOn(value ? key : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <div className="xl:hidden">
      <div className="flex h-16 items-stretch justify-between border-b border-border bg-background">
        <a
          href={`tel:${site.phone.e164}`}
          className="flex min-w-0 flex-1 items-center gap-2 px-3"
          aria-label={`Call ${site.name} at ${site.phone.display}`}
        >
          <Logo />
          <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-semibold text-primary">
            <Phone aria-hidden="true" className="size-4" />
            Call
          </span>
        </a>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          className="flex w-16 items-center justify-center border-l border-border text-foreground"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <nav id={menuId} aria-label="Main" hidden={!open} className="border-b border-border bg-background px-4 pt-2 pb-4 shadow-lg">
        <ul className="flex flex-col">
          {primaryNav.map((link) => (
            <li key={link.label}>
              <NavItem link={link} onNavigate={() => setOpen(false)} className="w-full text-base" />
            </li>
          ))}
        </ul>
        <Link
          to={letsTalk.href}
          onClick={() => setOpen(false)}
          className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-3 w-full' })}
        >
          {letsTalk.label}
        </Link>
      </nav>
    </div>
  );
}

function DesktopHeader() {
  return (
    <div className="hidden border-b border-border bg-background/95 backdrop-blur xl:block">
      <div className="mx-auto flex h-20 max-w-content items-center gap-4 px-6">
        <Link to="/" className="flex items-center gap-4 rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </Link>
        <RatingStars />
        <nav aria-label="Main" className="ml-auto">
          <ul className="flex items-center">
            {primaryNav.map((link) => (
              <li key={link.label}>
                <NavItem link={link} className="text-sm" />
              </li>
            ))}
          </ul>
        </nav>
        <Link to={letsTalk.href} className={buttonVariants({ variant: 'accent' })}>
          {letsTalk.label}
        </Link>
      </div>
    </div>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50">
      <PpcStrip />
      <MobileHeader />
      <DesktopHeader />
    </header>
  );
}
