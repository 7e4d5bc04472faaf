import { data } from "react-router";
import type { Route } from "./+types/location";
import { publicConfigFromMatches } from "~/config/public-config";
import { findLocation } from "~/content/locations";
import { seoMeta } from "~/features/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";

export function loader({ params }: Route.LoaderArgs) {
  const location = findLocation(params.id);
  // An unknown id is a real 404, with the location page's own message.
  if (!location) return data({ location: null }, { status: 404 });
  return { location };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location: url }) => {
  const origin = publicConfigFromMatches(matches).origin;
  const location = loaderData?.location;
  if (!location) {
    return seoMeta({
      title: "Location not found",
      description: "The requested VPN location could not be found.",
      path: url.pathname,
      origin,
      noIndex: true,
    });
  }
  return seoMeta({
    title: location.seoTitle,
    description: location.seoDescription,
    path: `/locations/${location.id}`,
    origin,
  });
};

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { location } = loaderData;
  if (!location) {
    return (
      <PageIntro
        heading="Location not found"
        description="The requested VPN location could not be found."
      />
    );
  }
  return (
    <PageIntro
      heading={`${location.name} VPN Servers`}
      description={`${location.servers} servers · ${location.latency} ms latency · User Rating ${location.speedIndex}/10`}
    />
  );
}
