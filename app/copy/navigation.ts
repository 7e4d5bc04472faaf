/**
 * Every navigation list of the site shell: header menus, the mobile panel, the top bar
 * and the footer. Components render these; a link change never touches layout code.
 */
import { site } from "../config/site";
import type { clientAreaPaths } from "../config/site";

export type NavIcon =
  | "globe"
  | "shield-check"
  | "lock"
  | "server"
  | "users"
  | "fingerprint"
  | "building"
  | "headset"
  | "map-pin"
  | "radar"
  | "wifi"
  | "eye-off"
  | "key-round"
  | "sparkles"
  | "gauge"
  | "unlock"
  | "activity"
  | "accessibility";

export type NavLink = { label: string; href: string; description?: string; icon?: NavIcon };
export type NavGroup = { title: string; links: NavLink[] };

/** A link to the external client area; its URL comes from runtime configuration. */
export type ClientAreaLink = { label: string; clientArea: keyof typeof clientAreaPaths };

/**
 * The header menus' names, which the shell draws on every page. The menus themselves (links,
 * descriptions, icons) are in navigation-menus.ts, which loads with their panels.
 */
export const menuLabels = {
  why: `Why ${site.shortName}`,
  business: "Business VPN",
  businessBadge: "Pro",
  tools: "Free Tools",
} as const;

export const howToUseLink: NavLink = { label: "How to Use", href: "/how-to-use" };
export const pricingLink: NavLink = { label: "Pricing", href: "/pricing" };
export const getStartedLink: NavLink = { label: "Get Started", href: "/pricing" };

/** The black bar above the main header. `shortLabel` replaces the label below the sm breakpoint. */
export const topBarLinks: (
  (NavLink & { shortLabel?: string }) | (ClientAreaLink & { hideOnSmall?: boolean })
)[] = [
  { label: "Blog", href: "/blog" },
  { label: "Privacy Guides", shortLabel: "Guides", href: "/privacy-guides" },
  { label: "Sign In", clientArea: "signIn" },
  { label: "Support", clientArea: "support", hideOnSmall: true },
];

export const mobilePanel = {
  businessLink: { label: "Business VPN", href: "/business" } satisfies NavLink,
  buttons: {
    pricing: { label: "View Pricing", href: "/pricing" } satisfies NavLink,
    getStarted: getStartedLink,
    support: { label: "Support", clientArea: "support" } satisfies ClientAreaLink,
  },
};

export const footerColumns: NavGroup[] = [
  {
    title: "Product",
    links: [
      { label: "Features", href: "/features" },
      { label: "Pricing", href: "/pricing" },
      { label: "Server Locations", href: "/servers" },
      { label: "Setup Guides", href: "/how-to-use" },
      { label: "Apps", href: "/apps" },
      { label: "Free Tools", href: "/tools" },
    ],
  },
  {
    title: "Use Cases",
    links: [
      { label: "Personal VPN", href: "/personal-vpn" },
      { label: "Business VPN", href: "/business" },
      { label: "VPN for Gaming", href: "/vpn-for-gaming" },
      { label: "Privacy Tools Directory", href: "/privacy-guides" },
      { label: "What is a VPN?", href: "/what-is-vpn" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: `Why ${site.shortName}`, href: `/why-${site.slug}` },
      { label: "Security", href: "/security" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact" },
      { label: "Status", href: "/status" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", href: "/help-center" },
      { label: "Support", href: "/support" },
      { label: "FAQ", href: "/faq" },
      { label: "Help", href: "/help" },
      { label: "Launch Checklist", href: "/launch-checklist" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Terms of Use", href: "/legal/terms" },
  { label: "Privacy Policy", href: "/legal/privacy" },
  { label: "Refund Policy", href: "/legal/refund" },
  { label: "Acceptable Use", href: "/legal/acceptable-use" },
  { label: "Cookie Policy", href: "/legal/cookies" },
];

/** Footer: at most this many locations under each region. */
export const FOOTER_LOCATIONS_PER_REGION = 4;

/** The whole site header is hidden on any path starting with /blog (the blog brings its own). */
export function isHeaderHidden(pathname: string): boolean {
  return pathname.startsWith("/blog");
}
