import { ArrowRight, Lightbulb, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { pathSelectorPageCopy } from '@/content/page-copy/path-selector';
import { IconTile } from '@/components/icon-tile';

const copy = pathSelectorPageCopy;
/** Each path's picture, by its quiz. */
const pathIcons = { '/quiz/aspirer': Lightbulb, '/quiz/owner': Store } as const;

export default function PathSelectorPage() {
  return (
    <PageShell copy={copy}>
      <section aria-label={copy.pathsLabel} className="mx-auto max-w-content px-6 pb-20">
        <ul className="grid gap-6 md:grid-cols-2">
          {copy.paths.map(({ to, title, body }) => {
            const Icon = pathIcons[to];
            return (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full flex-col rounded-lg border-2 border-border bg-background p-8 shadow-sm transition-colors hover:border-primary"
                >
                  <IconTile size="lg">
                    <Icon aria-hidden="true" />
                  </IconTile>
                  <span className="mt-5 text-2xl font-bold text-foreground">{title}</span>
                  <span className="mt-2 text-muted-foreground">{body}</span>
                  <span className="mt-6 inline-flex items-center gap-2 font-semibold text-primary">
                    {copy.startQuiz}
                    <ArrowRight aria-hidden="true" className="size-5 transition-transform group-hover:translate-x-1" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </PageShell>
  );
}
