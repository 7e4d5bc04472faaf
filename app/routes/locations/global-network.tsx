import type { Route } from "./+types/global-network";
import { locations } from "~/copy/locations";
import { getPage } from "~/copy/pages";
import { LocationFinder } from "~/features/locations/location-finder";
import { toSummary } from "~/features/locations/location-search";
import { pageMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Its search acts in the page: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** Summaries only: the search needs names, regions and figures, not the catalogue's copy. */
export function loader() {
  return { page: getPage("/locations"), locations: locations.map(toSummary) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function GlobalNetwork({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <LocationFinder locations={loaderData.locations} />
      </div>
    </>
  );
}
