import type { MiddlewareFunction } from "react-router";
import { findLocation, locations } from "~/copy/locations";
import { renderKeptHtml } from "~/lib/static-output/kept-html.server";
import { KEPT_PAGE_ID } from "~/lib/static-output/kept-page";
import { provideServerHtml } from "~/lib/static-output/server-html-context";
import { compareLocation } from "./location-comparison";
import { LocationOverview } from "./location-overview";
import { LocationSections } from "./location-sections";

/** Each location's page body, drawn once per process (only for the locations there are). */
const bodies = new Map<string, string>();

function locationBody(id: string | undefined): string | undefined {
  const location = findLocation(id ?? "");
  if (!location) return undefined;
  let html = bodies.get(location.id);
  if (html === undefined) {
    html = renderKeptHtml(
      <>
        <LocationOverview location={location} />
        <LocationSections location={location} comparison={compareLocation(location, locations)} />
      </>,
    );
    bodies.set(location.id, html);
  }
  return html;
}

/**
 * A location page's middleware: its whole body is server markup the browser keeps
 * (`<KeptPage />`, decision 021). An id that is not in the catalogue draws and caches nothing;
 * the route answers it with its 404.
 */
export const locationBodyHtml: MiddlewareFunction<Response> = ({ params, context }, next) => {
  const html = locationBody(params.id);
  if (html !== undefined) provideServerHtml(context, KEPT_PAGE_ID, html);
  return next();
};
