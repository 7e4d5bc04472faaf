import type { Stat } from "~/copy/content-types";

/** Headline figures as a description list: the figure large, its meaning below. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl border bg-card px-4 py-6 text-center shadow-sm"
        >
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-extrabold tracking-tight whitespace-nowrap text-primary sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
