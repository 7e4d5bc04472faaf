import { data } from "react-router";
import type { Route } from "./+types/location";
import { publicConfigFromMatches } from "~/config/public-config";
import { findLocation } from "~/copy/locations";
import { locationCopy } from "~/copy/location-pages";
import { locationBodyHtml } from "~/features/locations/location-body.server";
import { locationBreadcrumbJsonLd } from "~/features/locations/location-json-ld";
import { seoMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { ButtonLink } from "~/components/ui/button";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { KeptPage } from "~/lib/static-output/kept-page";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The page is server markup the browser keeps (decision 021); its data is what `meta` needs. */
export const middleware: Route.MiddlewareFunction[] = [locationBodyHtml];

export function loader({ params }: Route.LoaderArgs) {
  const location = findLocation(params.id);
  // An unknown id is a real 404, with the location page's own message.
  if (!location) return data({ location: null }, { status: 404 });
  const { id, name, seoTitle, seoDescription } = location;
  return { location: { id, name, seoTitle, seoDescription } };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

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
  if (!loaderData.location) {
    return (
      <PageIntro heading={locationCopy.notFound.heading} description={locationCopy.notFound.text}>
        <ButtonLink to="/locations">{locationCopy.notFound.action}</ButtonLink>
      </PageIntro>
    );
  }
  return <KeptPage />;
}
