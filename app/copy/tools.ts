/**
 * The free tools: the index's cards (ids and categories, plus the
 * generator, web proxy and VPN accessibility pages placed where visitors look for them),
 * and the call to action every tool page ends with. The copy the tool pages share in the
 * browser is in tool-copy/shared.ts, so their JavaScript does not carry the index's.
 */
import { site } from "../config/site";

export type ToolCategory = "privacy" | "security" | "connectivity";
export type ToolIcon =
  | "report"
  | "globe"
  | "server"
  | "radio"
  | "shield"
  | "key"
  | "wand"
  | "gauge"
  | "tv"
  | "map"
  | "flag";

export type Tool = {
  id: string;
  title: string;
  description: string;
  icon: ToolIcon;
  category: ToolCategory;
};

export const toolCategories = [
  { id: "all", label: "All Tools" },
  { id: "privacy", label: "Privacy" },
  { id: "security", label: "Security" },
  { id: "connectivity", label: "Connectivity" },
] as const satisfies readonly { id: ToolCategory | "all"; label: string }[];

export type ToolCategoryFilter = (typeof toolCategories)[number]["id"];

export const tools: readonly Tool[] = [
  {
    id: "connection-report",
    title: "Connection Report",
    description:
      "One pass over IPv4, IPv6, DNS, WebRTC and your browser's privacy signals, with one plain verdict and a link you can share.",
    icon: "report",
    category: "privacy",
  },
  {
    id: "ip-checker",
    title: "IP & Location Checker",
    description:
      "See the IP address, location, provider and time zone that every website sees when you visit.",
    icon: "globe",
    category: "privacy",
  },
  {
    id: "dns-leak",
    title: "DNS Leak Test",
    description:
      "Find out which DNS resolvers learn the names of the sites you visit, and whether they belong to your VPN.",
    icon: "server",
    category: "privacy",
  },
  {
    id: "webrtc-leak",
    title: "WebRTC Leak Test",
    description:
      "Check whether your browser hands out your local or public IP address through WebRTC.",
    icon: "radio",
    category: "privacy",
  },
  {
    id: "web-proxy",
    title: "Web Proxy",
    description:
      "Open a single page through a proxy server, isolated from your browser and your address.",
    icon: "shield",
    category: "privacy",
  },
  {
    id: "password-checker",
    title: "Password Strength Checker",
    description:
      "Measure a password's strength and check it against known breaches without it ever leaving your browser.",
    icon: "key",
    category: "security",
  },
  {
    id: "password-generator",
    title: "Password Generator",
    description:
      "Create strong random passwords in your browser, with the length and characters you choose.",
    icon: "wand",
    category: "security",
  },
  {
    id: "speed-test",
    title: "Speed Test",
    description: `Measure download, upload, ping and jitter to ${site.shortName} test servers around the world.`,
    icon: "gauge",
    category: "connectivity",
  },
  {
    id: "unblock-checker",
    title: "Service Accessibility Checker",
    description: "See which streaming and messaging services answer from your current connection.",
    icon: "tv",
    category: "connectivity",
  },
  {
    id: "latency-map",
    title: "Latency Map",
    description: `Compare the latency from your connection to ${site.shortName} server cities on every continent.`,
    icon: "map",
    category: "connectivity",
  },
  {
    id: "vpn-accessibility",
    title: "VPN Accessibility Score",
    description:
      "How VPN-friendly is each country? Scores, restrictions and the protocol to use there.",
    icon: "flag",
    category: "connectivity",
  },
];

export const toolIndexCopy = {
  launch: "Launch Tool",
  filterLabel: "Filter tools by category",
  count: (n: number) => `${n} ${n === 1 ? "tool" : "tools"}`,
};

/** The call to action every tool page ends with. */
export const toolCta = {
  heading: "Keep every connection private",
  text: `${site.name} encrypts all your traffic, hides your IP address and resolves your DNS queries inside the tunnel, on up to six devices at once.`,
  button: "See Plans & Pricing",
  href: "/pricing",
};
