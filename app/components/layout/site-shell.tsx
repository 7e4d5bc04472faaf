import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { isHeaderHidden } from "~/copy/navigation";
import { KeptHtml } from "~/lib/static-output/kept-html";
import { SiteHeader } from "./site-header";

/** The footer's island id: the site layout's middleware renders it (site-footer.server.tsx). */
export const SITE_FOOTER_ID = "site-footer";

/**
 * Skip link, header (except under /blog), main landmark and footer around a page. The footer
 * never changes after it is drawn: the browser keeps the server's markup (KeptHtml), so its
 * components, links and payment icons are not in the page's JavaScript.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
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
      <KeptHtml id={SITE_FOOTER_ID} as="footer" className="border-t bg-muted/40" />
    </div>
  );
}
