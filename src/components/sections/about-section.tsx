import { aboutCopy } from '@/content/home';
import { site } from '@/content/site';
import { AppLink } from '@/components/app-link';
import { IconTile } from '@/components/icon-tile';
import { Icon } from '@/components/icon';

/** Who we are (anchor "about", linked from the sitemap). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-content gap-10 px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <p className="mb-2 text-sm font-bold tracking-wide text-accent uppercase">{aboutCopy.eyebrow}</p>
          <h2 id="about-heading" className="text-3xl font-extrabold tracking-tight text-balance text-foreground sm:text-4xl">
            {aboutCopy.heading}
          </h2>
          <div className="mt-4 space-y-4 text-lg text-pretty text-muted-foreground">
            {aboutCopy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-6">
            <AppLink
              href={site.links.mainSiteAbout}
              newTab
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              More about {site.name}
            </AppLink>
          </p>
        </div>
        <ul className="grid gap-4">
          {aboutCopy.values.map((value) => (
            <li key={value.title} className="flex gap-4 rounded-lg border border-border bg-background p-5 shadow-sm">
              <IconTile>
                <Icon name={value.icon} />
              </IconTile>
              <div>
                <h3 className="font-bold text-foreground">{value.title}</h3>
                <p className="mt-0.5 text-muted-foreground">{value.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
