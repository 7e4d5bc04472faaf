import { Gauge, MapPin, Search, Server } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { Link, useLocation } from "react-router";
import { networkCopy as copy } from "~/copy/location-pages";
import { type LocationSummary, groupByRegion, searchLocations } from "./location-search";


/** Keeps the query in ?q= without a navigation: filtering needs no data from the server. */
function writeQueryToUrl(query: string) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", url);
}

function LocationCard({ location }: { location: LocationSummary }) {
  return (
    <Link
      to={`/locations/${location.id}`}
      className="flex h-full flex-col gap-3 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary"
    >
      <span className="flex items-center gap-2 font-semibold">
        <MapPin className="size-4 text-primary" aria-hidden="true" />
        {location.name}
      </span>
      <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Server className="size-4" aria-hidden="true" />
          {location.servers} servers
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Gauge className="size-4" aria-hidden="true" />
          {location.latency} ms latency
        </span>
      </span>
    </Link>
  );
}

/**
 * Search over name or region, results grouped by region. The page is
 * prerendered with every location; the query from the URL is applied once hydrated.
 */
export function LocationFinder({ locations }: { locations: LocationSummary[] }) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? (hydrated ? (new URLSearchParams(search).get("q") ?? "") : "");
  const matches = searchLocations(locations, query);
  const groups = groupByRegion(matches);

  return (
    <div className="grid gap-10">
      <form
        role="search"
        action="/locations"
        onSubmit={(event) => event.preventDefault()}
        className="mx-auto grid w-full max-w-xl gap-2"
      >
        <label htmlFor="location-search" className="text-sm font-medium">
          {copy.searchLabel}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            id="location-search"
            type="search"
            name="q"
            value={query}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              setTyped(event.target.value);
              writeQueryToUrl(event.target.value.trim());
            }}
            className="h-12 w-full rounded-xl border border-input bg-background pr-4 pl-10 text-base placeholder:text-muted-foreground"
          />
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {matches.length > 0 ? copy.results(matches.length) : copy.noResults(query.trim())}
        </p>
      </form>
      {groups.map((group) => {
        const headingId = `region-${group.region.toLowerCase().replace(/\s+/g, "-")}`;
        return (
          <section key={group.region} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-xl font-semibold">
              {group.region}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.locations.map((location) => (
                <li key={location.id}>
                  <LocationCard location={location} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
