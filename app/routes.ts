import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { site } from "./config/site";

/**
 * The route table is the sitemap: every public page is listed here explicitly.
 * Pages that share the generic outline module get an explicit id, since one file
 * may serve several paths only with distinct ids.
 */
const outline = (path: string) =>
  route(path, "routes/marketing/outline-page.tsx", { id: `page:${path}` });

export default [
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),

  layout("routes/site-layout.tsx", [
    index("routes/marketing/home.tsx"),
    ...[
      "features",
      "pricing",
      "support",
      "about",
      "security",
      "contact",
      "business",
      "what-is-vpn",
      "how-to-use",
      "faq",
      "vpn-for-gaming",
      `why-${site.slug}`,
      "personal-vpn",
      "launch-checklist",
      "servers",
      "locations",
      "legal/terms",
      "legal/privacy",
      "legal/refund",
      "legal/acceptable-use",
      "legal/cookies",
      "privacy-guides",
      "blog",
    ].map(outline),
    route("locations/:id", "routes/locations/location.tsx"),
    route("checkout/:plan?/:duration?", "routes/checkout/checkout.tsx"),

    route("blog/:slug", "routes/blog/blog-post.tsx"),

    route("tools", "routes/tools/tools-index.tsx"),
    ...prefix("tools", [
      route("ip-checker", "routes/tools/ip-checker.tsx"),
      route("dns-leak", "routes/tools/dns-leak.tsx"),
      route("webrtc-leak", "routes/tools/webrtc-leak.tsx"),
      route("password-checker", "routes/tools/password-checker.tsx"),
      route("password-generator", "routes/tools/password-generator.tsx"),
    ]),
    ...["speed-test", "unblock-checker", "latency-map", "web-proxy", "vpn-accessibility"].map(
      (tool) => outline(`tools/${tool}`),
    ),

    route("*", "routes/not-found.tsx"),
  ]),

  ...prefix("admin", [
    layout(
      "routes/admin/admin-layout.tsx",
      ["login", "dashboard", "content", "automation", "analytics"].map((page) =>
        route(page, "routes/admin/admin-outline.tsx", { id: `admin:${page}` }),
      ),
    ),
  ]),
] satisfies RouteConfig;
