import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { getEnv, siteUrl } from "~/config/env.server";
import { jsonLdScriptText, organizationJsonLd } from "~/lib/seo/json-ld";
import { JsonLdScript } from "~/lib/seo/json-ld-script";
import { LazyErrorScreen } from "~/components/layout/lazy-error-screen";
import { SITE_FOOTER_ID, SiteShell } from "~/components/layout/site-shell";
import { siteFooterHtml } from "~/components/layout/site-footer.server";
import { provideServerHtml } from "~/lib/static-output/server-html-context";
import { pageViewScript } from "~/features/analytics/page-view-script";
import { PageViewScriptElement } from "~/features/analytics/page-view-script-element";
import { usePageViewBeacon } from "~/features/analytics/use-page-view-beacon";

/**
 * The footer's markup, with its location links (the location catalogue stays off the client),
 * goes into the document once and is kept by the browser, not hydrated (decision 021).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    provideServerHtml(context, SITE_FOOTER_ID, siteFooterHtml());
    return next();
  },
];

/** The operator's Organization structured data for every public page. */
export function loader() {
  return {
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
      <LazyErrorScreen error={error} />
    </SiteShell>
  );
}
