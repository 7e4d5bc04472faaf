import { Server, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { ServerLocation } from "~/copy/location-types";
import { serversCopy } from "~/copy/location-pages";

export type ServerGridItem = Pick<
  ServerLocation,
  "id" | "name" | "region" | "countryCode" | "servers" | "features"
>;

function Notice({ children, alert }: { children: string; alert?: boolean }) {
  return (
    <div
      role={alert ? "alert" : "status"}
      className="flex items-center justify-center gap-2 rounded-2xl border border-dashed p-10 text-muted-foreground"
    >
      {alert ? <TriangleAlert className="size-5 text-destructive" aria-hidden="true" /> : null}
      <p>{children}</p>
    </div>
  );
}

/** The /servers failure state, shown by the route's error boundary. */
export function ServersError() {
  return <Notice alert>{serversCopy.failure}</Notice>;
}

/** Name, server count and features of each location; the empty state when there are none. */
export function ServerGrid({ locations }: { locations: ServerGridItem[] }) {
  if (locations.length === 0) return <Notice>{serversCopy.empty}</Notice>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((location) => (
        <li
          key={location.id}
          className="flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold">
                <Link
                  to={`/locations/${location.id}`}
                  className="rounded-sm hover:text-primary hover:underline"
                >
                  {location.name}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">
                {location.region} · {location.countryCode}
              </p>
            </div>
            <p className="inline-flex items-center gap-1.5 rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-accent-foreground dark:text-primary">
              <Server className="size-4" aria-hidden="true" />
              {serversCopy.serversLabel(location.servers)}
            </p>
          </div>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={`${location.name} features`}>
            {location.features.map((feature) => (
              <li
                key={feature}
                className="rounded-md border px-2 py-1 text-xs text-muted-foreground"
              >
                {feature}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
