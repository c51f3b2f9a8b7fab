import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { footerColumns, footerCopy, legalLinks } from '@/content/navigation';
import { site } from '@/content/site';
import { mailtoHref } from '@/lib/mailto';
import { Logo } from './logo';
import { SocialLinks } from './social-links';

const footerLink = 'inline-flex min-h-9 items-center text-sm text-ink-foreground/85 hover:text-ink-foreground hover:underline';

export interface SiteFooterProps {
  /** Opens the privacy choices dialog (the app shell passes it: the dialog is a feature, above this layer). */
  onPrivacyChoices?: () => void;
}

export function SiteFooter({ onPrivacyChoices }: SiteFooterProps = {}) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-ink-foreground focus-on-dark">
      <div className="mx-auto grid max-w-content gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.3fr]">
        <div className="space-y-4">
          <Link to="/" aria-label={`${site.name} home`} className="inline-block rounded-md">
            <Logo inverse />
          </Link>
          <p className="max-w-xs text-sm text-ink-foreground/85">
            {site.tagline}. {footerCopy.pitch}
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="mb-3 text-sm font-bold tracking-wide uppercase">{column.heading}</h2>
            <ul className="space-y-0.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <AppLink href={link.href} newTab={link.newTab} className={footerLink}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 text-sm font-bold tracking-wide uppercase">{footerCopy.contactHeading}</h2>
          <address className="space-y-2 text-sm not-italic">
            <a href={`tel:${site.phone.e164}`} className="flex min-h-9 items-center gap-2 hover:underline">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {site.phone.display}
            </a>
            <a href={mailtoHref(site.supportEmail)} className="flex min-h-9 items-center gap-2 hover:underline">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {site.supportEmail}
            </a>
            <p className="flex gap-2 text-ink-foreground/85">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {site.address.street}
                <br />
                {site.address.city}, {site.address.region} {site.address.postalCode}
              </span>
            </p>
          </address>
          <SocialLinks size="sm" inverse className="mt-4" />
        </div>
      </div>
      <div className="border-t border-ink-foreground/15">
        <div className="mx-auto flex max-w-content flex-col gap-3 px-6 py-5 text-sm text-ink-foreground/85 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.name.replace(/\.$/, '')}. {footerCopy.rights} {footerCopy.origin} {site.address.city}, {site.address.region}.
          </p>
          <ul className="flex flex-wrap gap-x-5">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <AppLink href={link.href} newTab={link.newTab} className={footerLink}>
                  {link.label}
                </AppLink>
              </li>
            ))}
            {onPrivacyChoices ? (
              <li>
                {/* The label is in content/navigation.ts, not content/privacy.ts, so the banner's and dialog's copy stay out of every page's first load. */}
                <button type="button" onClick={onPrivacyChoices} className={`${footerLink} cursor-pointer`}>
                  {footerCopy.privacyChoices}
                </button>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </footer>
  );
}
