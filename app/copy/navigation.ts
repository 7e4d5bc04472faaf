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

export const whyMenu = {
  label: `Why ${site.shortName}`,
  links: [
    {
      label: "What is a VPN?",
      href: "/what-is-vpn",
      description: "How a VPN keeps your traffic private, in plain words.",
      icon: "globe",
    },
    {
      label: "Why Choose Us?",
      href: `/why-${site.slug}`,
      description: `What sets ${site.name} apart since ${site.founded}.`,
      icon: "shield-check",
    },
    {
      label: "Security Features",
      href: "/security",
      description: "AES-256 encryption, kill switch and modern protocols.",
      icon: "lock",
    },
    {
      label: "Server Network",
      href: "/servers",
      description: "Fast 10 Gbps servers across five regions.",
      icon: "server",
    },
  ],
} satisfies { label: string; links: NavLink[] };

export const businessMenu = {
  label: "Business VPN",
  badge: "Pro",
  href: "/business",
  cta: { label: "Learn More", href: "/business" },
  intro: {
    title: `${site.shortName} for Business`,
    description: "Managed, private access for teams of every size, with priority support.",
  },
  links: [
    {
      label: "Team Management",
      href: "/business",
      description: "Add people, assign seats and manage access from one dashboard.",
      icon: "users",
    },
    {
      label: "Dedicated IPs",
      href: "/business",
      description: "A fixed address for allow-lists, remote desktops and servers.",
      icon: "fingerprint",
    },
    {
      label: "Enterprise Security",
      href: "/business",
      description: "SSO, role-based access and audit-ready controls.",
      icon: "building",
    },
    {
      label: "24/7 Support",
      href: "/business",
      description: "Priority help from real engineers, any hour of the day.",
      icon: "headset",
    },
  ],
} satisfies {
  label: string;
  badge: string;
  href: string;
  cta: NavLink;
  intro: { title: string; description: string };
  links: NavLink[];
};

export const toolsMenu = {
  label: "Free Tools",
  cta: { label: "View All Tools", href: "/tools" },
  groups: [
    {
      title: "Privacy & Security",
      links: [
        {
          label: "Connection Report",
          href: "/tools/connection-report",
          description: "Every leak test in one pass.",
          icon: "shield-check",
        },
        {
          label: "IP & Location Checker",
          href: "/tools/ip-checker",
          description: "See what websites learn about you.",
          icon: "map-pin",
        },
        {
          label: "DNS Leak Test",
          href: "/tools/dns-leak",
          description: "Check who resolves your lookups.",
          icon: "radar",
        },
        {
          label: "WebRTC Leak Test",
          href: "/tools/webrtc-leak",
          description: "Find addresses your browser exposes.",
          icon: "wifi",
        },
        {
          label: "Web Proxy",
          href: "/tools/web-proxy",
          description: "Open a page without revealing your IP.",
          icon: "eye-off",
        },
      ],
    },
    {
      title: "Password Tools",
      links: [
        {
          label: "Password Strength Checker",
          href: "/tools/password-checker",
          description: "Test a password, privately, in your browser.",
          icon: "key-round",
        },
        {
          label: "Password Generator",
          href: "/tools/password-generator",
          description: "Create strong, random passwords.",
          icon: "sparkles",
        },
      ],
    },
    {
      title: "Performance",
      links: [
        {
          label: "Speed Test",
          href: "/tools/speed-test",
          description: "Measure download, upload and latency.",
          icon: "gauge",
        },
        {
          label: "Service Accessibility",
          href: "/tools/unblock-checker",
          description: "Check which services you can reach.",
          icon: "unlock",
        },
        {
          label: "Latency Map",
          href: "/tools/latency-map",
          description: "Round-trip times to our regions.",
          icon: "activity",
        },
        {
          label: "VPN Accessibility Score",
          href: "/tools/vpn-accessibility",
          description: "How well VPNs work on your network.",
          icon: "accessibility",
        },
      ],
    },
  ],
} satisfies { label: string; cta: NavLink; groups: NavGroup[] };

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
