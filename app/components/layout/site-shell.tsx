import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { isHeaderHidden } from "~/content/navigation";
import type { FooterLocationGroup } from "./footer-locations";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** Skip link, header (except under /blog), main landmark and footer around a page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const layoutData = useRouteLoaderData<{ footerLocations: FooterLocationGroup[] }>(
    "routes/site-layout",
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {isHeaderHidden(pathname) ? null : <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locations={layoutData?.footerLocations} />
    </div>
  );
}
