/**
 * One URL per public page template (issue 18's list), measured by `npm run budget` and
 * `npm run lighthouse`. A path that answers 404 (a template not on this branch yet, such as
 * the connection report) is reported as missing, not measured.
 */
export const publicTemplates = [
  { path: "/", template: "landing" },
  { path: "/pricing", template: "pricing" },
  { path: "/features", template: "marketing page" },
  { path: "/faq", template: "FAQ" },
  { path: "/blog", template: "blog index (rendered per request)" },
  { path: "/blog/how-to-test-your-vpn-for-leaks", template: "blog article" },
  { path: "/locations/us-new-york", template: "location" },
  { path: "/legal/privacy", template: "legal page" },
  { path: "/privacy-guides", template: "privacy tools directory" },
  { path: "/tools", template: "tools index (rendered per request)" },
  { path: "/tools/ip-checker", template: "tool" },
  { path: "/tools/dns-leak", template: "tool" },
  { path: "/tools/webrtc-leak", template: "tool" },
  { path: "/tools/password-checker", template: "tool" },
  { path: "/tools/password-generator", template: "tool" },
  { path: "/tools/speed-test", template: "tool" },
  { path: "/tools/unblock-checker", template: "tool" },
  { path: "/tools/latency-map", template: "tool" },
  { path: "/tools/vpn-accessibility", template: "tool" },
  { path: "/tools/web-proxy", template: "tool (rendered per request)" },
  { path: "/tools/connection-report", template: "tool" },
  { path: "/checkout/personal/yearly", template: "checkout (noindex)" },
];
