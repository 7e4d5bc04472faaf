import { webProxyCopy } from "~/copy/tool-copy/web-proxy";
import { Skeleton } from "~/components/ui/skeleton";
import type { ProxyStats } from "./proxy-types";
import { statsView, useProxyStats } from "./use-proxy-data";
import { formatTime } from "~/lib/text/format-date";

const copy = webProxyCopy.stats;

function figures(stats: ProxyStats): [string, string][] {
  return [
    [copy.countries, String(stats.countriesCount)],
    [copy.speed, stats.averageSpeed === null ? copy.notMeasured : copy.mbps(stats.averageSpeed)],
    [
      copy.latency,
      stats.averageLatency === null ? copy.notMeasured : copy.ms(stats.averageLatency),
    ],
    [copy.updated, stats.lastUpdated === null ? copy.never : formatTime(stats.lastUpdated)],
  ];
}

/** Countries, average speed and latency, and when they were measured; refreshed every 60 s. */
export function ProxyStatsPanel() {
  const view = statsView(useProxyStats());
  return (
    <section aria-labelledby="proxy-stats-heading" className="grid gap-3">
      <h2 id="proxy-stats-heading" className="text-lg font-semibold">
        {copy.heading}
      </h2>
      {view.status === "loading" ? (
        <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <p className="sr-only" role="status">
            {copy.loading}
          </p>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-16" />
          ))}
        </div>
      ) : null}
      {view.status === "error" ? (
        <p className="text-sm text-muted-foreground">{copy.error}</p>
      ) : null}
      {view.status === "done" ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="proxy-stats">
            {figures(view.stats).map(([label, value]) => (
              <div key={label} className="grid gap-1 rounded-lg border bg-background/50 p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground">
            {view.stats.nodesConfigured === 0
              ? copy.direct
              : copy.measured(view.stats.nodesOnline, view.stats.nodesConfigured)}
          </p>
        </>
      ) : null}
    </section>
  );
}
