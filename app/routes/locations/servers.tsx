import type { ReactNode } from "react";
import type { Route } from "./+types/servers";
import { locations } from "~/copy/locations";
import { serversCopy } from "~/copy/location-pages";
import { getPage } from "~/copy/pages";
import { ServerGrid, ServersError } from "~/features/locations/server-grid";
import { pageMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** Only the grid's fields travel to the page; the catalogue's copy stays on the server. */
export function loader() {
  return {
    page: getPage("/servers"),
    locations: locations.map(({ id, name, region, countryCode, servers, features }) => ({
      id,
      name,
      region,
      countryCode,
      servers,
      features,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

function Grid({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">{children}</div>;
}

export default function Servers({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <Grid>
        <ServerGrid locations={loaderData.locations} />
      </Grid>
    </>
  );
}

/** A loader failure shows the spec's failure message in place of the grid. */
export function ErrorBoundary() {
  return (
    <Grid>
      <h1 className="mb-8 text-3xl font-bold tracking-tight">{serversCopy.errorHeading}</h1>
      <ServersError />
    </Grid>
  );
}
