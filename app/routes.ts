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
      "legal/terms",
      "legal/privacy",
      "legal/refund",
      "legal/acceptable-use",
      "legal/cookies",
      "blog",
      "tools",
    ].map(outline),
    route("pricing", "routes/marketing/pricing.tsx"),
    route("servers", "routes/locations/servers.tsx"),
    route("locations", "routes/locations/global-network.tsx"),
    route("privacy-guides", "routes/directory/privacy-guides.tsx"),
    route("locations/:id", "routes/locations/location.tsx"),
    route("checkout/:plan?/:duration?", "routes/checkout/checkout.tsx"),

    route("blog/:slug", "routes/blog/blog-post.tsx"),

    ...[
      "ip-checker",
      "dns-leak",
      "webrtc-leak",
      "password-checker",
      "password-generator",
      "speed-test",
      "unblock-checker",
      "latency-map",
      "web-proxy",
      "vpn-accessibility",
    ].map((tool) => outline(`tools/${tool}`)),

    route("*", "routes/not-found.tsx"),
  ]),

  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    // The admin shell: its middleware sends visitors without a session to the login page.
    layout("routes/admin/admin-layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      ...["content", "content/new", "automation", "automation/new", "analytics"].map((page) =>
        route(page, "routes/admin/admin-outline.tsx", { id: `admin:${page}` }),
      ),
    ]),
  ]),
] satisfies RouteConfig;
