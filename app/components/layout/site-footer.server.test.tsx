import { renderToString } from "react-dom/server";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ServerHtmlProvider } from "~/lib/static-output/server-html";
import { siteFooterHtml } from "./site-footer.server";
import { SITE_FOOTER_ID, SiteShell } from "./site-shell";

describe("the kept footer", () => {
  it("is the footer's content as <Link> writes it, without the <footer> element", () => {
    const html = siteFooterHtml();
    expect(html).not.toContain("<footer");
    expect(html).toContain('href="/legal/privacy" data-discover="true"');
    expect(html).toMatch(/href="\/locations\/[a-z-]+" data-discover="true"[^>]*>[^<]+ VPN</);
    expect(html).toContain(`© <span>${new Date().getFullYear()}</span>`);
    expect(siteFooterHtml()).toBe(html);
  });

  it("is written by the shell inside its <footer> from the request's islands", () => {
    const islands = new Map([[SITE_FOOTER_ID, siteFooterHtml()]]);
    // Under /blog the shell draws no header (which needs the root route's data).
    const router = createMemoryRouter([{ path: "/blog", element: <SiteShell>page</SiteShell> }], {
      initialEntries: ["/blog"],
    });
    const html = renderToString(
      <ServerHtmlProvider value={islands}>
        <RouterProvider router={router} />
      </ServerHtmlProvider>,
    );
    expect(html).toContain(
      `<footer id="site-footer" data-kept="site-footer" class="border-t bg-muted/40">${siteFooterHtml()}</footer>`,
    );
  });
});
