import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { footerLocations } from "./footer-locations";
import { SiteFooter } from "./site-footer";

let cached: { year: number; html: string } | undefined;

/**
 * The footer's markup for SiteFooterIsland (the same on every page; rendered again only when
 * the year in its copyright line changes). The router is there for `<Link>`, which writes the
 * same `<a href data-discover>` as in the page.
 */
export function siteFooterHtml(): string {
  const year = new Date().getFullYear();
  if (cached?.year !== year) {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SiteFooter locations={footerLocations()} />
      </MemoryRouter>,
    );
    cached = { year, html };
  }
  return cached.html;
}
