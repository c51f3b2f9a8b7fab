import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { sitemapPageCopy } from '@/content/page-copy/sitemap';
import { sitemapSections } from '@/lib/sitemap';

export default function SitemapPage() {
  return (
    <PageShell copy={sitemapPageCopy}>
      <div className="mx-auto grid max-w-content gap-10 px-6 pb-20 sm:grid-cols-2 lg:grid-cols-4">
        {sitemapSections().map((section) => (
          <section key={section.heading} aria-labelledby={`sitemap-${section.id}`}>
            <h2 id={`sitemap-${section.id}`} className="border-b border-border pb-2 text-lg font-bold text-foreground">
              {section.heading}
            </h2>
            <ul className="mt-3 space-y-1">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="inline-flex min-h-9 items-center text-primary hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
