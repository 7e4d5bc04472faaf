/**
 * The header menus' contents: links, descriptions and icons. Only the menu panels (desktop and
 * mobile) import this, and they load on first use, so none of it is in a page's first load;
 * the names the header bar shows are `menuLabels` in navigation.ts.
 */
import { site } from "../config/site";
import { type NavGroup, type NavLink, menuLabels } from "./navigation";

export const whyMenu = {
  label: menuLabels.why,
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
  label: menuLabels.business,
  badge: menuLabels.businessBadge,
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
  label: menuLabels.tools,
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
