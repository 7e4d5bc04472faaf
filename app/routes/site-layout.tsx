import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { getEnv, siteUrl } from "~/config/env.server";
import { jsonLdScriptText, organizationJsonLd } from "~/lib/seo/json-ld";
import { JsonLdScript } from "~/lib/seo/json-ld-script";
import { ErrorScreen } from "~/components/layout/error-screen";
import { SiteShell } from "~/components/layout/site-shell";
import { footerLocations } from "~/components/layout/footer-locations";
import { pageViewScript } from "~/features/analytics/page-view-script";
import { PageViewScriptElement } from "~/features/analytics/page-view-script-element";
import { usePageViewBeacon } from "~/features/analytics/use-page-view-beacon";

/**
 * The footer's location links, computed here so the location catalogue stays off the client,
 * and the operator's Organization structured data for every public page.
 */
export function loader() {
  return {
    footerLocations: footerLocations(),
    organizationJsonLd: jsonLdScriptText(organizationJsonLd(siteUrl(getEnv()))),
    pageViewScript,
  };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  usePageViewBeacon();
  return (
    <>
      <PageViewScriptElement script={loaderData.pageViewScript} />
      <JsonLdScript json={loaderData.organizationJsonLd} />
      <SiteShell>
        <Outlet />
      </SiteShell>
    </>
  );
}

/** A layout's boundary replaces the layout, so it draws the shell itself. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <ErrorScreen error={error} />
    </SiteShell>
  );
}
