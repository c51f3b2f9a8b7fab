import { useLocation } from 'react-router-dom';
import { site } from '@/content/site';
import { absoluteUrl, documentTitle, serializeJsonLd, type JsonLd } from '@/lib/seo';

interface SeoProps {
  title: string;
  description: string;
  /** Canonical path; defaults to the current path without query string. */
  path?: string;
  image?: string;
  noindex?: boolean;
  jsonLd?: JsonLd | readonly JsonLd[];
}

const defaultImage = '/images/og-default.jpg';

/**
 * A page's metadata: title, description, canonical URL, Open Graph and Twitter tags and
 * structured data. React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>
 * (and removes them when the page unmounts); the prerenderer moves them there in the static
 * HTML, where hydration claims them.
 */
export function Seo({ title, description, path, image = defaultImage, noindex = false, jsonLd }: SeoProps) {
  const { pathname } = useLocation();
  const canonical = absoluteUrl(path ?? pathname);
  const fullTitle = documentTitle(title);
  const imageUrl = absoluteUrl(image);
  const structuredData = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];

  return (
    <>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={canonical} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content={site.locale} />
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={imageUrl} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={fullTitle} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={imageUrl} />
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // The one HTML string the site renders: JSON-LD built from our typed content (never visitor
          // input), serialised by serializeJsonLd with "<" escaped so no value can close the element.
          // eslint-disable-next-line no-restricted-syntax -- source-owned JSON-LD, escaped by serializeJsonLd
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
