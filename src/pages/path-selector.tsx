import { ArrowRight, Lightbulb, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { pathSelectorPageCopy } from '@/content/page-copy/path-selector';
import { IconTile } from '@/components/icon-tile';

const paths = [
  {
    to: '/quiz/aspirer',
    title: "I'm Planning to Start a Business",
    body: 'Get a Launch Roadmap: the first steps, the first customers, and what to spend on first.',
    Icon: Lightbulb,
  },
  {
    to: '/quiz/owner',
    title: 'I Need to Grow My Existing Business',
    body: 'Get a Growth Audit: where your next customers will come from and how to reach them.',
    Icon: Store,
  },
] as const;

export default function PathSelectorPage() {
  return (
    <PageShell copy={pathSelectorPageCopy}>
      <section aria-label="Choose your path" className="mx-auto max-w-content px-6 pb-20">
        <ul className="grid gap-6 md:grid-cols-2">
          {paths.map(({ to, title, body, Icon }) => (
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
                  Start the 2-minute quiz
                  <ArrowRight aria-hidden="true" className="size-5 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageShell>
  );
}
