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
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { renderKeptHtml } from "~/lib/static-output/kept-html.server";
import { KEPT_PAGE_ID, KeptPage } from "~/lib/static-output/kept-page";
import { provideServerHtml } from "~/lib/static-output/server-html-context";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** Each location's page body, drawn once per process (only for the locations there are). */
const bodies = new Map<string, string>();

/** The page is server markup the browser keeps (decision 021); its data is what `meta` needs. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, context }, next) => {
    const location = findLocation(params.id);
    if (location) {
      let html = bodies.get(location.id);
      if (html === undefined) {
        html = renderKeptHtml(
          <>
            <LocationOverview location={location} />
            <LocationSections
              location={location}
              comparison={compareLocation(location, locations)}
            />
          </>,
        );
        bodies.set(location.id, html);
      }
      provideServerHtml(context, KEPT_PAGE_ID, html);
    }
    return next();
  },
];

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
