import { data } from "react-router";
import type { Route } from "./+types/location";
import { publicConfigFromMatches } from "~/config/public-config";
import { findLocation, locations } from "~/copy/locations";
import { locationCopy } from "~/copy/location-pages";
import { compareLocation } from "~/features/locations/location-comparison";
import { locationBreadcrumbJsonLd } from "~/features/locations/location-json-ld";
import { LocationOverview } from "~/features/locations/location-overview";
import { LocationSections } from "~/features/locations/location-sections";
import { seoMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { ButtonLink } from "~/components/ui/button";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

export function loader({ params }: Route.LoaderArgs) {
  const location = findLocation(params.id);
  // An unknown id is a real 404, with the location page's own message.
  if (!location) return data({ location: null, comparison: [] }, { status: 404 });
  return { location, comparison: compareLocation(location, locations) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location: url }) => {
  const origin = publicConfigFromMatches(matches).origin;
  const location = loaderData?.location;
  if (!location) {
    return seoMeta({
      title: locationCopy.notFound.heading,
      description: locationCopy.notFound.text,
      path: url.pathname,
      origin,
      noIndex: true,
    });
  }
  return [
    ...seoMeta({
      title: location.seoTitle,
      description: location.seoDescription,
      path: `/locations/${location.id}`,
      origin,
    }),
    {
      "script:ld+json": locationBreadcrumbJsonLd({
        origin,
        location,
        labels: locationCopy.breadcrumb,
      }),
    },
  ];
};

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { location, comparison } = loaderData;
  if (!location) {
    return (
      <PageIntro heading={locationCopy.notFound.heading} description={locationCopy.notFound.text}>
        <ButtonLink to="/locations">{locationCopy.notFound.action}</ButtonLink>
      </PageIntro>
    );
  }
  return (
    <>
      <LocationOverview location={location} />
      <LocationSections location={location} comparison={comparison} />
    </>
  );
}
