import type { ReactNode } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { isHeaderHidden } from "~/copy/navigation";
import type { FooterLocationGroup } from "./footer-locations";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Skip link, header (except under /blog), main landmark and footer around a page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const layoutData = useRouteLoaderData<{ footerLocations: FooterLocationGroup[] }>(
    "routes/site-layout",
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[60] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg"
      >
        Skip to content
      </a>
      {isHeaderHidden(pathname) ? null : <SiteHeader />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locations={layoutData?.footerLocations} />
    </div>
  );
}
