import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { site } from "./config/site";

/**
 * The route table is the sitemap: every public page is listed here explicitly. A module that
 * serves several paths gets an explicit id per path.
 */

export default [
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),

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
    route("blog", "routes/blog/blog-index.tsx"),
    route("locations/:id", "routes/locations/location.tsx"),
    route("checkout/:plan?/:duration?", "routes/checkout/checkout.tsx"),

    route("blog/:slug", "routes/blog/blog-post.tsx"),
    route("pages/:slug", "routes/pages/content-page.tsx"),

    route("tools", "routes/tools/tools-index.tsx"),
    ...prefix("tools", [
      route("connection-report", "routes/tools/connection-report.tsx"),
      route("ip-checker", "routes/tools/ip-checker.tsx"),
      route("dns-leak", "routes/tools/dns-leak.tsx"),
      route("webrtc-leak", "routes/tools/webrtc-leak.tsx"),
      route("password-checker", "routes/tools/password-checker.tsx"),
      route("password-generator", "routes/tools/password-generator.tsx"),
      route("speed-test", "routes/tools/speed-test.tsx"),
      route("unblock-checker", "routes/tools/unblock-checker.tsx"),
      route("latency-map", "routes/tools/latency-map.tsx"),
      route("vpn-accessibility", "routes/tools/vpn-accessibility.tsx"),
      route("web-proxy", "routes/tools/web-proxy.tsx"),
    ]),

    route("*", "routes/not-found.tsx"),
  ]),

  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    // The admin shell: its middleware sends visitors without a session to the login page.
    layout("routes/admin/admin-layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("content", "routes/admin/content.tsx"),
      // The "new" paths open the same screens with the creation form focused.
      route("content/new", "routes/admin/content.tsx", { id: "admin:content/new" }),
      route("automation", "routes/admin/automation.tsx"),
      route("automation/new", "routes/admin/automation.tsx", { id: "admin:automation/new" }),
      route("analytics", "routes/admin/analytics.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
