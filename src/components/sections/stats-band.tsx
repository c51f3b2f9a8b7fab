import type { Stat } from '@/content/claims';

export function StatsBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-y border-border bg-background">
      <dl className="mx-auto grid max-w-content grid-cols-2 gap-6 px-6 py-10 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
