import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { staticPagePaths } from "./copy/page-paths";
import { pages } from "./copy/pages";
import routes from "./routes";

/** Every full path the route table declares, e.g. "/tools/dns-leak". */
function allPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path !== undefined || entry.index ? [path] : [];
    return [...own, ...allPaths(entry.children ?? [], path === "/" ? "" : path)];
  });
}

const declared = new Set(allPaths(routes));

describe("the route table", () => {
  it("declares every page of the pages table", () => {
    const missing = pages.map((page) => page.path).filter((path) => !declared.has(path));
    expect(missing).toEqual([]);
  });

  it("declares every route of the specification's route tables", () => {
    const spec = [
      "/",
      "/features",
      "/pricing",
      "/support",
      "/about",
      "/blog",
      "/blog/:slug",
      "/servers",
      "/security",
      "/contact",
      "/business",
      "/what-is-vpn",
      "/how-to-use",
      "/faq",
      "/vpn-for-gaming",
      "/why-umbra",
      "/locations",
      "/locations/:id",
      "/legal/terms",
      "/legal/privacy",
      "/legal/refund",
      "/legal/acceptable-use",
      "/legal/cookies",
      "/personal-vpn",
      "/checkout/:plan?/:duration?",
      "/launch-checklist",
      "/tools",
      "/tools/connection-report",
      "/tools/ip-checker",
      "/tools/dns-leak",
      "/tools/webrtc-leak",
      "/tools/password-checker",
      "/tools/password-generator",
      "/tools/speed-test",
      "/tools/unblock-checker",
      "/tools/latency-map",
      "/tools/web-proxy",
      "/tools/vpn-accessibility",
      "/privacy-guides",
      "/admin/login",
      "/admin/dashboard",
      "/admin/content",
      "/admin/automation",
      "/admin/analytics",
      "/robots.txt",
      "/sitemap.xml",
      "/blog/rss.xml",
    ];
    expect(spec.filter((path) => !declared.has(path))).toEqual([]);
  });

  it("ends the public site with a catch-all for the not-found screen", () => {
    expect(declared.has("/*")).toBe(true);
  });

  it("prerenders only pages it declares, each once", () => {
    const prerendered = staticPagePaths();
    expect(new Set(prerendered).size).toBe(prerendered.length);
    const undeclared = prerendered.filter(
      (path) =>
        !declared.has(path) && !path.startsWith("/locations/") && !path.startsWith("/blog/"),
    );
    expect(undeclared).toEqual([]);
    expect(declared.has("/blog/:slug")).toBe(true);
  });
});
