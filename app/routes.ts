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
    route("features", "routes/marketing/features.tsx"),
    route("support", "routes/marketing/support.tsx"),
    route("faq", "routes/marketing/faq.tsx"),
    route("about", "routes/marketing/about.tsx"),
    route("contact", "routes/marketing/contact.tsx"),
    route("security", "routes/marketing/security.tsx"),
    route("business", "routes/marketing/business.tsx"),
    route("what-is-vpn", "routes/marketing/what-is-vpn.tsx"),
    route("personal-vpn", "routes/marketing/personal-vpn.tsx"),
    route("vpn-for-gaming", "routes/marketing/vpn-for-gaming.tsx"),
    route(`why-${site.slug}`, "routes/marketing/why-umbra.tsx"),
    route("how-to-use", "routes/marketing/how-to-use.tsx"),
    route("launch-checklist", "routes/marketing/launch-checklist.tsx"),
    ...prefix("legal", [
      route("terms", "routes/legal/terms.tsx"),
      route("privacy", "routes/legal/privacy.tsx"),
      route("refund", "routes/legal/refund.tsx"),
      route("acceptable-use", "routes/legal/acceptable-use.tsx"),
      route("cookies", "routes/legal/cookies.tsx"),
    ]),
    route("pricing", "routes/marketing/pricing.tsx"),
    route("servers", "routes/locations/servers.tsx"),
    route("locations", "routes/locations/global-network.tsx"),
    route("privacy-guides", "routes/directory/privacy-guides.tsx"),
    outline("blog"),
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
      route("speed-test", "routes/tools/speed-test.tsx"),
      route("unblock-checker", "routes/tools/unblock-checker.tsx"),
      route("latency-map", "routes/tools/latency-map.tsx"),
      route("vpn-accessibility", "routes/tools/vpn-accessibility.tsx"),
    ]),
    outline("tools/web-proxy"),

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
