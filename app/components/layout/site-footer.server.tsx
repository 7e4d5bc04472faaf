import { renderKeptHtml } from "~/lib/static-output/kept-html.server";
import { footerLocations } from "./footer-locations";
import { SiteFooter } from "./site-footer";

let cached: { year: number; html: string } | undefined;

/**
 * The footer's markup for the shell's KeptHtml (the same on every page; rendered again only when
 * the year in its copyright line changes).
 */
export function siteFooterHtml(): string {
  const year = new Date().getFullYear();
  if (cached?.year !== year) {
    const html = renderKeptHtml(<SiteFooter locations={footerLocations()} />);
    cached = { year, html };
  }
  return cached.html;
}
